import { useEffect, useId, useRef } from 'react';
import { Button as RACButton, Select as RACSelect, SelectValue } from 'react-aria-components';
import { FieldHelp, FieldLabel, isInvalidProp } from '../private/field';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { cx } from '../private/cx';
import { ChevronGlyph } from '../private/icons';
import { OptionsPopover } from '../private/OptionsPopover';
import * as styles from './Select.css';
import type { OpenedBy } from '../private/light-trigger';
import type { SelectProps } from './select-types';

/**
 * The whole Select, which `Select` loads on first use: react-aria-components' Select with a
 * label, placeholder and error message. With `openOnMount` it opens at once, as its trigger would
 * for that kind of press (the press that loaded it landed on `Select`'s light trigger).
 */
export function SelectField({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  size,
  className,
  openOnMount = false,
  ...props
}: SelectProps & { openOnMount?: OpenedBy | false }) {
  const { t } = useKitI18n();
  // Found by a data attribute, not a ref: React Aria also renders the children once in a hidden
  // <template> (to collect the options), whose copy a ref could end up pointing at.
  const triggerBox = useId();
  const opened = useRef(false);
  useEffect(() => {
    // Once, for the press that loaded the list (a re-run must not press the trigger again).
    if (!openOnMount) return;
    // A frame later: React Aria collects the options after its first commit, and will not open
    // an empty list.
    const frame = requestAnimationFrame(() => {
      if (opened.current) return;
      opened.current = true;
      const trigger = document.querySelector<HTMLElement>(
        `[data-select-trigger="${CSS.escape(triggerBox)}"] > button`,
      );
      if (!trigger) return;
      trigger.focus();
      if (openOnMount !== 'pointer') {
        // The arrow key opens React Aria's list on the chosen option (or the first or last), as
        // the key pressed on the light trigger asked for.
        trigger.dispatchEvent(
          new KeyboardEvent('keydown', { key: openOnMount, bubbles: true, cancelable: true }),
        );
        return;
      }
      const init = {
        bubbles: true,
        cancelable: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: 0,
      };
      trigger.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
      trigger.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
    });
    return () => cancelAnimationFrame(frame);
    // Only the press that loaded it: later renders must not reopen the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <RACSelect
        {...props}
        placeholder={placeholder ?? t('common.selectOption')}
        isInvalid={isInvalidProp(errorMessage)}
        className={cx(styles.field, className)}
      >
        {label != null && <FieldLabel>{label}</FieldLabel>}
        {/* Holds the trigger for `openOnMount`, without a box of its own in the layout. */}
        <span data-select-trigger={triggerBox} style={{ display: 'contents' }}>
          <RACButton className={styles.trigger({ size })}>
            <SelectValue className={styles.value} />
            <ChevronGlyph direction="down" className={styles.chevron} />
          </RACButton>
        </span>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <OptionsPopover options={options} />
      </RACSelect>
    </>
  );
}
