import { lazy, Suspense, useId } from 'react';
import { Button } from 'react-aria-components';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { cx } from '../private/cx';
import { StaticFieldHelp, fieldStyles } from '../private/field';
import { ChevronGlyph } from '../private/icons';
import { useLightTrigger, type LightTriggerProps } from '../private/light-trigger';
import * as styles from './Select.css';
import type { SelectProps } from './select-types';

export type { SelectOption, SelectProps } from './select-types';

/** Loads the lazy part; stories preload it (storybook/preload.ts). */
export const loadSelectField = () => import('./SelectField');

const SelectField = lazy(() =>
  loadSelectField().then((module) => ({ default: module.SelectField })),
);

/**
 * Picks one option from a short list, with a label, placeholder and error message. Controlled
 * with `value` + `onChange`, or uncontrolled with `defaultValue`. Until first used it is its
 * label and a lone button of the same name, value and look; React Aria's Select loads when the
 * browser is idle, or on hover or focus, and takes over on the first press, opening at once.
 */
export function Select(props: SelectProps) {
  const [openedBy, triggerProps] = useLightTrigger(
    loadSelectField,
    props.isOpen || props.defaultOpen,
  );
  const light = <LightSelect {...props} trigger={triggerProps} />;
  if (openedBy === null) return light;
  return (
    <Suspense fallback={light}>
      <SelectField {...props} openOnMount={openedBy} />
    </Suspense>
  );
}

/** The Select before its list is loaded: the same label, button, value and messages. */
function LightSelect({
  label,
  description,
  errorMessage,
  options,
  placeholder: placeholderProp,
  size,
  className,
  isDisabled,
  name,
  value,
  defaultValue,
  selectedKey,
  defaultSelectedKey,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  trigger,
}: SelectProps & { trigger: LightTriggerProps }) {
  const { t } = useKitI18n();
  const placeholder = placeholderProp ?? t('common.selectOption');
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const chosen = value ?? selectedKey ?? defaultValue ?? defaultSelectedKey ?? null;
  const option = options.find((candidate) => candidate.id === chosen);
  const describedBy =
    [description != null ? descriptionId : null, errorMessage ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  // As React Aria names its trigger: the value, then the label (or the given name).
  const labelledBy = [valueId, label != null ? labelId : ariaLabelledby, ariaLabel ? id : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={cx(styles.field, className)}
      data-invalid={errorMessage ? true : undefined}
      data-disabled={isDisabled || undefined}
    >
      {label != null && (
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
      )}
      <Button
        id={id}
        className={styles.trigger({ size })}
        isDisabled={isDisabled}
        aria-label={ariaLabel}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-haspopup="listbox"
        {...trigger}
      >
        <span id={valueId} className={styles.value} data-placeholder={option ? undefined : true}>
          {option?.label ?? placeholder}
        </span>
        <ChevronGlyph direction="down" className={styles.chevron} />
      </Button>
      <StaticFieldHelp
        description={description}
        descriptionId={descriptionId}
        error={errorMessage}
        errorId={errorId}
      />
      {name != null && <input type="hidden" name={name} value={chosen ?? ''} />}
    </div>
  );
}
