import { useMemo, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { SearchFieldProps as RACSearchFieldProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../private/cx';
import {
  NativeFieldHelp,
  fieldStyles,
  inputEventProps,
  useNativeField,
  type FieldTextProps,
} from '../private/field';
import { CloseGlyph, SearchGlyph } from '../private/icons';
import { mergeRefs } from '../private/merge-refs';
import { usePendingIndicator } from '../private/use-pending-indicator';
import { NativeButton } from '../private/NativeButton';
import * as styles from './SearchField.css';

export interface SearchFieldProps
  extends
    Omit<RACSearchFieldProps, 'children' | 'className' | 'style' | 'isInvalid'>,
    Omit<FieldTextProps, 'label'> {
  /**
   * Visible label. A search box in a toolbar often has none: then give `aria-label`
   * (e.g. 'Search travelers'); the placeholder is not a name.
   * @default undefined
   */
  label?: ReactNode;
  /**
   * Shown in the empty input, e.g. 'Search travelers...'.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Name of the clear button for assistive technology.
   * @default 'Clear search'
   */
  clearLabel?: string;
  /**
   * Results are loading: once that has lasted 500 ms, a small spinner takes the search icon's
   * place (a quicker answer would only flash it). Pair it with a `LoadingState` or `aria-busy`,
   * which announce; the spinner is decorative.
   * @default false
   */
  isPending?: boolean;
  /**
   * Ref to the `<input>`, e.g. to focus it from a keyboard shortcut.
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Extra class on the wrapper, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A search input with a search icon and a clear button: a native `<input type="search">` with
 * React Aria SearchField's props and behaviour, so every list's first paint ships none of React
 * Aria's field code (issue #16). Escape clears it (a second Escape leaves the empty field as it
 * is and reaches the page); Enter calls `onSubmit`. Debouncing and fetching belong to the app.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  clearLabel = 'Clear search',
  isPending = false,
  inputRef,
  className,
  id,
  name,
  value,
  defaultValue,
  onChange,
  onSubmit,
  onClear,
  isDisabled,
  isReadOnly,
  isRequired,
  validate,
  validationBehavior,
  excludeFromTabOrder,
  onFocusChange,
  onFocus,
  onBlur,
  onKeyDown,
  onKeyUp,
  type = 'search',
  // React Aria's custom-element hook has no meaning for a native input.
  render: _render,
  slot: _slot,
  spellCheck,
  ...inputAttributes
}: SearchFieldProps) {
  const field = useNativeField({
    id,
    name,
    value,
    defaultValue,
    onChange,
    errorMessage,
    description,
    isDisabled,
    validate,
    validationBehavior,
  });
  const ref = useMemo(() => mergeRefs(field.inputRef, inputRef), [field.inputRef, inputRef]);
  const showsSpinner = usePendingIndicator(isPending);
  const isEmpty = field.inputProps.value === '';
  const isInert = isDisabled || isReadOnly;
  const clear = () => {
    field.setValue('');
    onClear?.();
  };
  const events = inputEventProps({ onFocus, onBlur, onFocusChange, onKeyDown, onKeyUp });

  return (
    <div
      className={cx(fieldStyles.field, className)}
      data-empty={isEmpty || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={field.invalid || undefined}
      data-readonly={isReadOnly || undefined}
      data-required={isRequired || undefined}
    >
      {label != null && (
        <label htmlFor={field.inputProps.id} className={fieldStyles.label}>
          {label}
        </label>
      )}
      <div
        role="group"
        className={fieldStyles.control}
        data-disabled={isDisabled || undefined}
        data-invalid={field.invalid || undefined}
      >
        <span className={styles.searchIcon} aria-hidden="true">
          {showsSpinner ? <Spinner size="sm" isDecorative /> : <SearchGlyph />}
        </span>
        <input
          {...inputAttributes}
          {...field.inputProps}
          ref={ref}
          type={type}
          enterKeyHint={inputAttributes.enterKeyHint ?? 'search'}
          placeholder={placeholder}
          spellCheck={spellCheck as boolean | 'true' | 'false' | undefined}
          readOnly={isReadOnly}
          required={isRequired}
          tabIndex={excludeFromTabOrder ? -1 : undefined}
          className={cx(fieldStyles.groupedInput, styles.input)}
          {...events}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            // React Aria's shortcuts come first: a bare Enter or Escape, not held down.
            const bare = !(event.altKey || event.ctrlKey || event.metaKey || event.shiftKey);
            if (bare && !event.repeat && !isInert && !event.nativeEvent.isComposing) {
              const submits = event.key === 'Enter' && onSubmit;
              const clears = event.key === 'Escape' && event.currentTarget.value !== '';
              if (submits || clears) {
                // Handled here: no form submit, no browser clearing, no dialog closing around it.
                event.preventDefault();
                event.stopPropagation();
                if (submits) onSubmit(event.currentTarget.value);
                else clear();
              }
            }
            events.onKeyDown(event);
          }}
        />
        <NativeButton
          className={styles.clear}
          aria-label={clearLabel}
          excludeFromTabOrder
          preventFocusOnPress
          isDisabled={isInert}
          // On press start, so a touch keeps the input focused and its keyboard open.
          onPressStart={() => field.inputRef.current?.focus()}
          onPress={clear}
          content={() => <CloseGlyph />}
        />
      </div>
      <NativeFieldHelp
        description={description}
        descriptionId={field.descriptionId}
        error={field.shownError}
        errorId={field.errorId}
      />
    </div>
  );
}
