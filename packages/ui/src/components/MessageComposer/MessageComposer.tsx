import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../Button/Button';
import { SendGlyph } from '../private/icons';
import { cx } from '../private/cx';
import { fieldStyles } from '../private/field';
import { useControllableState } from '../private/use-controllable-state';
import { visuallyHidden } from '../private/visually-hidden.css';
import * as styles from './MessageComposer.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export interface MessageComposerProps {
  /**
   * Called with the message (trimmed) when the user sends it with Enter or the Send button.
   * Empty or whitespace-only text is never sent.
   */
  onSend: (text: string) => void;
  /**
   * Label of the text box; visually hidden unless `isLabelVisible`.
   * @default 'Message'
   */
  label?: string;
  /**
   * Show the label above the box.
   * @default false
   */
  isLabelVisible?: boolean;
  /**
   * Shown in the empty box.
   * @default 'Type a message...'
   */
  placeholder?: string;
  /**
   * Text of the send button.
   * @default 'Send'
   */
  sendLabel?: string;
  /**
   * The draft (controlled); pair with `onChange`.
   * @default undefined
   */
  value?: string;
  /**
   * The initial draft (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called on every edit, and with `''` after sending.
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Disables the box and the button, e.g. when the ticket is closed to replies.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * The message box under a chat: Enter sends, Shift+Enter starts a new line, and empty or
 * whitespace-only text is not sent. The draft is cleared after sending and focus stays in the box.
 * A native labelled textarea: React Aria's TextField would bring its field code onto the chat's
 * first paint for nothing a textarea does not do itself.
 */
export function MessageComposer({
  onSend,
  label: labelProp,
  isLabelVisible = false,
  placeholder: placeholderProp,
  sendLabel: sendLabelProp,
  value,
  defaultValue = '',
  onChange,
  isDisabled = false,
  className,
}: MessageComposerProps) {
  const { t } = useKitI18n();
  const label = labelProp ?? t('composer.label');
  const placeholder = placeholderProp ?? t('composer.placeholder');
  const sendLabel = sendLabelProp ?? t('composer.send');
  const [draft, setDraft] = useControllableState(value, defaultValue, onChange);
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const textAreaId = useId();
  const [isFocused, setFocused] = useState(false);
  const canSend = !isDisabled && draft.trim() !== '';

  const send = () => {
    const text = draft.trim();
    if (isDisabled || text === '') return;
    onSend(text);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Japanese, Chinese...) confirms the word instead.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className={cx(styles.composer, className)}
      onSubmit={(event) => {
        event.preventDefault();
        send();
        textAreaRef.current?.focus();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={textAreaId} className={isLabelVisible ? fieldStyles.label : visuallyHidden}>
          {label}
        </label>
        <textarea
          ref={textAreaRef}
          id={textAreaId}
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={isDisabled}
          placeholder={placeholder}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          data-focused={isFocused || undefined}
          data-disabled={isDisabled || undefined}
          className={styles.textArea}
        />
      </div>
      <Button type="submit" isDisabled={!canSend}>
        <SendGlyph />
        {sendLabel}
      </Button>
    </form>
  );
}
