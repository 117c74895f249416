import {
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { TextFieldProps } from 'react-aria-components';
import { FormBehaviorContext, ServerErrorsContext } from '../form-context';

/** What a native text input needs to act like a React Aria text field. */
export interface NativeFieldOptions {
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  errorMessage?: string;
  description?: unknown;
  isDisabled?: boolean;
  isInvalid?: boolean;
  validate?: (value: string) => string | string[] | true | null | undefined;
  validationBehavior?: 'native' | 'aria';
}

const firstMessage = (message: string | string[] | undefined) =>
  Array.isArray(message) ? message[0] : message;

/**
 * The wiring of a labelled native text input, with React Aria's text-field behaviour and none of
 * its code: ids for the label, description and error; the error shown is the app's
 * `errorMessage`, else a kit Form's server error for this `name` (until the field is edited),
 * else the browser's own check (`required`, `type="email"`, `validate`), shown under the field
 * instead of the browser's bubble once a submit was refused, and updated while the person fixes
 * it.
 */
export function useNativeField<
  T extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement,
>({
  id: idProp,
  name,
  value: valueProp,
  defaultValue = '',
  onChange,
  errorMessage,
  description,
  isDisabled,
  isInvalid,
  validate,
  validationBehavior: validationBehaviorProp,
}: NativeFieldOptions) {
  // As in React Aria: the field's own choice, else its Form's, else the browser's checks.
  const formBehavior = useContext(FormBehaviorContext);
  const validationBehavior = validationBehaviorProp ?? formBehavior ?? 'native';
  const generatedId = useId();
  const inputId = idProp ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<T>(null);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = valueProp ?? ownValue;
  const [isFocused, setFocused] = useState(false);
  const [nativeError, setNativeError] = useState<string>();

  const serverErrors = useContext(ServerErrorsContext);
  const serverError = name ? firstMessage(serverErrors[name]) : undefined;
  // The server's message stands until the person edits the field (a new answer brings it back).
  const [editedAfter, setEditedAfter] = useState<typeof serverErrors>();
  const shownServerError = editedAfter === serverErrors ? undefined : serverError;

  const custom = validate?.(value);
  const customError =
    custom === true ? undefined : (firstMessage(custom ?? undefined) ?? undefined);
  // `validate` takes part in the browser's check, so a refused submit stops on it too.
  useLayoutEffect(() => {
    if (validationBehavior === 'native') inputRef.current?.setCustomValidity(customError ?? '');
  }, [customError, validationBehavior]);

  const shownError =
    errorMessage ||
    shownServerError ||
    nativeError ||
    (validationBehavior === 'aria' ? customError : undefined);
  const invalid = Boolean(isInvalid || shownError);
  const describedBy =
    [description != null ? descriptionId : null, shownError ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  /** Sets the value as an edit would, e.g. a field's clear button. */
  const setValue = (next: string) => {
    if (valueProp === undefined) setOwnValue(next);
    if (serverError) setEditedAfter(serverErrors);
    onChange?.(next);
  };

  const inputProps = {
    id: inputId,
    name,
    value,
    disabled: isDisabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'data-focused': isFocused || undefined,
    'data-invalid': invalid || undefined,
    'data-disabled': isDisabled || undefined,
    onChange: (event: ChangeEvent<T>) => {
      // Once shown, the browser's message follows the fix as it is typed.
      if (nativeError !== undefined) {
        setNativeError(event.target.validity.valid ? undefined : event.target.validationMessage);
      }
      setValue(event.target.value);
    },
    onInvalid: (event: FormEvent<T>) => {
      const input = event.currentTarget;
      // The message goes under the field, not in the browser's bubble.
      event.preventDefault();
      setNativeError(input.validationMessage);
      const firstInvalid = input.form
        ? Array.from(input.form.elements).find(
            (element) => 'validity' in element && !(element as HTMLInputElement).validity.valid,
          )
        : input;
      if (firstInvalid === input) input.focus();
    },
    onFocusCapture: (_event: FocusEvent<T>) => setFocused(true),
    onBlurCapture: (_event: FocusEvent<T>) => setFocused(false),
  };

  return {
    inputRef,
    inputProps,
    setValue,
    descriptionId,
    errorId,
    shownError,
    invalid,
    isFocused,
  };
}

/** React Aria's keyboard handlers take an event that can also continue propagating. */
const ariaKeyHandler =
  (handler: TextFieldProps['onKeyDown']) =>
  (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    handler?.(Object.assign(event, { continuePropagation() {} }));

/**
 * A native input's focus and keyboard props from a React Aria text field's handlers, so a field
 * keeps its public props (`onFocusChange`, `onKeyDown` with `continuePropagation`...).
 */
export function inputEventProps({
  onFocus,
  onBlur,
  onFocusChange,
  onKeyDown,
  onKeyUp,
}: Pick<TextFieldProps, 'onFocus' | 'onBlur' | 'onFocusChange' | 'onKeyDown' | 'onKeyUp'>) {
  return {
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      onFocus?.(event);
      onFocusChange?.(true);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      onBlur?.(event);
      onFocusChange?.(false);
    },
    onKeyDown: ariaKeyHandler(onKeyDown),
    onKeyUp: ariaKeyHandler(onKeyUp),
  };
}
