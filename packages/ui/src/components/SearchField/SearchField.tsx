import type { ReactNode, Ref } from 'react';
import {
  Button,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../private/cx';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  isInvalidProp,
  type FieldTextProps,
} from '../private/field';
import { CloseGlyph, SearchGlyph } from '../private/icons';
import { usePendingIndicator } from '../private/use-pending-indicator';
import * as styles from './SearchField.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

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
 * A search input with a search icon and a clear button: React Aria's SearchField. Escape clears
 * it (a second Escape leaves the empty field as it is and reaches the page); Enter calls
 * `onSubmit`. Debouncing and fetching belong to the app.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  clearLabel: clearLabelProp,
  isPending = false,
  inputRef,
  className,
  isDisabled,
  enterKeyHint = 'search',
  ...props
}: SearchFieldProps) {
  const { t } = useKitI18n();
  const clearLabel = clearLabelProp ?? t('search.clear');
  const showsSpinner = usePendingIndicator(isPending);
  return (
    <RACSearchField
      {...props}
      isDisabled={isDisabled}
      enterKeyHint={enterKeyHint}
      isInvalid={isInvalidProp(errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      {({ isInvalid }) => (
        <>
          {label != null && <FieldLabel>{label}</FieldLabel>}
          <div
            role="group"
            className={fieldStyles.control}
            data-disabled={isDisabled || undefined}
            data-invalid={isInvalid || undefined}
          >
            <span className={styles.searchIcon} aria-hidden="true">
              {showsSpinner ? <Spinner size="sm" isDecorative /> : <SearchGlyph />}
            </span>
            <Input
              ref={inputRef}
              placeholder={placeholder}
              className={cx(fieldStyles.groupedInput, styles.input)}
            />
            {/* React Aria's SearchField wires it: clears, keeps focus in the input, no Tab stop. */}
            <Button className={styles.clear} aria-label={clearLabel}>
              <CloseGlyph />
            </Button>
          </div>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </RACSearchField>
  );
}
