import type { Ref } from 'react';
import {
  Button as RACButton,
  Select as RACSelect,
  SelectValue,
  Tag,
  TagGroup,
  TagList,
  type Key,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { FieldHelp, FieldLabel, type FieldTextProps, isInvalidProp } from '../private/field';
import { ChevronGlyph, CloseGlyph } from '../private/icons';
import { OptionsPopover } from '../private/OptionsPopover';
import { useControllableState } from '../private/use-controllable-state';
import * as styles from './MultiSelect.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

/** One choice of a MultiSelect. */
export interface MultiSelectOption {
  /** What `value` and `onChange` carry, e.g. `'Brooklyn'`. */
  id: string;
  /** What people read, in the list and on the tag. */
  label: string;
  /**
   * Shown but cannot be chosen.
   * @default false
   */
  isDisabled?: boolean;
}

export interface MultiSelectProps
  extends
    Omit<
      RACSelectProps<MultiSelectOption, 'multiple'>,
      | 'children'
      | 'className'
      | 'style'
      | 'isInvalid'
      | 'items'
      | 'selectionMode'
      | 'placeholder'
      | 'value'
      | 'defaultValue'
      | 'onChange'
    >,
    FieldTextProps {
  /** The choices, in order. */
  options: readonly MultiSelectOption[];
  /**
   * The chosen ids, controlled.
   * @default undefined
   */
  value?: readonly string[];
  /**
   * The chosen ids when uncontrolled.
   * @default []
   */
  defaultValue?: readonly string[];
  /**
   * Called with the chosen ids, in the order of `options`. In a form they are submitted as
   * repeated `name` entries (`formData.getAll(name)`); join them if the back end wants one
   * string ('Brooklyn,Queens').
   * @default undefined
   */
  onChange?: (value: string[]) => void;
  /**
   * Shown on the button while nothing is chosen.
   * @default 'Select options'
   */
  placeholder?: string;
  /**
   * What the button says once something is chosen, from the count.
   * @default (count) => `${count} selected`
   */
  formatCount?: (count: number) => string;
  /**
   * Ref to the button, e.g. react-hook-form's `field.ref`, to focus it.
   * @default undefined
   */
  inputRef?: Ref<HTMLButtonElement>;
  /**
   * Extra class on the wrapper, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * Picks several options from a short list, e.g. a rider's assigned regions: a button opens a
 * listbox where each option toggles (the list stays open), and the chosen options show below
 * as tags: each has a remove button ('Remove Queens'), and Delete or Backspace removes the
 * focused tag. Built on react-aria-components' Select with `selectionMode="multiple"` and
 * TagGroup; in a form the ids are submitted through its hidden native `<select multiple>`.
 */
export function MultiSelect({
  label,
  description,
  errorMessage,
  options,
  value,
  defaultValue,
  onChange,
  placeholder: placeholderProp,
  formatCount: formatCountProp,
  inputRef,
  className,
  ...props
}: MultiSelectProps) {
  const { t } = useKitI18n();
  const placeholder = placeholderProp ?? t('multiSelect.placeholder');
  const formatCount = formatCountProp ?? ((count: number) => t('multiSelect.count', { count }));
  const [chosen, setChosen] = useControllableState<readonly string[]>(
    value,
    defaultValue ?? [],
    onChange as ((next: readonly string[]) => void) | undefined,
  );
  // Keep the options' order whatever the order of picking.
  const ordered = (ids: Iterable<Key>) => {
    const set = new Set([...ids].map(String));
    return options.filter((option) => set.has(option.id)).map((option) => option.id);
  };
  const chosenOptions = options.filter((option) => chosen.includes(option.id));
  const remove = (keys: Set<Key>) => setChosen(chosen.filter((id) => !keys.has(id)));

  return (
    <>
      <div className={cx(styles.wrapper, className)}>
        <RACSelect
          {...props}
          selectionMode="multiple"
          value={[...chosen]}
          onChange={(keys) => setChosen(ordered(keys))}
          placeholder={placeholder}
          isInvalid={isInvalidProp(errorMessage)}
          className={styles.field}
        >
          <FieldLabel>{label}</FieldLabel>
          <RACButton ref={inputRef} className={styles.trigger}>
            <SelectValue className={styles.value}>
              {({ isPlaceholder }) => (isPlaceholder ? placeholder : formatCount(chosen.length))}
            </SelectValue>
            <ChevronGlyph direction="down" className={styles.chevron} />
          </RACButton>
          <FieldHelp description={description} errorMessage={errorMessage} />
          <OptionsPopover options={options} />
        </RACSelect>
        <TagGroup
          className={styles.tags}
          aria-label={
            typeof label === 'string'
              ? t('multiSelect.chosenOf', { label })
              : t('multiSelect.chosen')
          }
          onRemove={props.isDisabled ? undefined : remove}
        >
          <TagList items={chosenOptions} className={styles.tagList}>
            {(option) => (
              <Tag id={option.id} textValue={option.label} className={styles.tag}>
                {option.label}
                {!props.isDisabled && (
                  <RACButton slot="remove" className={styles.remove}>
                    <CloseGlyph className={styles.removeIcon} />
                  </RACButton>
                )}
              </Tag>
            )}
          </TagList>
        </TagGroup>
      </div>
    </>
  );
}
