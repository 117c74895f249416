import type { ReactNode, Ref } from 'react';
import {
  Button as RACButton,
  Group,
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
  type FieldTextProps,
  isInvalidProp,
} from '../private/field';
import { CloseGlyph, SearchGlyph } from '../private/icons';
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
   * Shows a small spinner in place of the search icon while results load (pair it with a
   * `LoadingState`, which announces; the spinner is decorative).
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
 * A search input: react-aria-components' SearchField with a search icon and a clear button.
 * Escape clears it (a second Escape leaves the empty field as it is); Enter calls `onSubmit`.
 * Debouncing and fetching belong to the app.
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
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      isInvalid={isInvalidProp(errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <Group className={fieldStyles.control}>
        <span className={styles.searchIcon} aria-hidden="true">
          {isPending ? <Spinner size="sm" isDecorative /> : <SearchGlyph />}
        </span>
        <Input
          ref={inputRef}
          placeholder={placeholder}
          className={cx(fieldStyles.groupedInput, styles.input)}
        />
        <RACButton className={styles.clear} aria-label={clearLabel}>
          <CloseGlyph />
        </RACButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACSearchField>
  );
}
