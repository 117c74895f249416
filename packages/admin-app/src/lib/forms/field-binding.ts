import type {
  ControllerFieldState,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
} from 'react-hook-form';

/**
 * What every kit field takes from a react-hook-form Controller: its name and value, the change
 * and blur handlers, the ref that focus moves to when the field is refused, and the message under
 * it. `<TextField label="Email" {...fieldBinding(field, fieldState)} />`.
 */
export function fieldBinding<Values extends FieldValues, Name extends FieldPath<Values>>(
  field: ControllerRenderProps<Values, Name>,
  fieldState: ControllerFieldState,
) {
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    errorMessage: fieldState.error?.message,
  };
}
