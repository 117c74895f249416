import { useMemo } from 'react';
import {
  Autocomplete,
  Collection,
  Dialog,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Modal,
  ModalOverlay,
  SearchField,
} from 'react-aria-components';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { cx } from '../private/cx';
import { SearchGlyph } from '../private/icons';
import * as listStyles from '../private/popover.css';
import { Spinner } from '../Spinner/Spinner';
import { highlight } from '../GlobalSearch/highlight';
import type { CommandItem, CommandPaletteProps } from './command-types';
import { visuallyHidden } from '../private/visually-hidden.css';
import * as styles from './CommandPalette.css';

/**
 * The palette itself (`CommandPalette` loads it on first open): React Aria's Autocomplete over a
 * ListBox in a modal. Focus stays in the text box while the arrow keys move a virtual focus
 * through the results, which a screen reader announces; Enter runs the highlighted one.
 */
export function PaletteDialog({
  isOpen,
  onOpenChange,
  inputValue,
  onInputChange,
  sections,
  isLoading = false,
  placeholder,
  'aria-label': ariaLabelProp,
  emptyText: emptyTextProp,
}: CommandPaletteProps) {
  const { t } = useKitI18n();
  const ariaLabel = ariaLabelProp ?? t('palette.label');
  const emptyText = emptyTextProp ?? ((query: string) => t('search.nothingMatches', { query }));
  const visible = useMemo(() => sections.filter((section) => section.items.length > 0), [sections]);
  const byKey = useMemo(
    () =>
      new Map<string, CommandItem>(
        visible.flatMap((section) => section.items.map((item) => [item.id, item] as const)),
      ),
    [visible],
  );
  const count = byKey.size;
  const text = inputValue.trim();
  const close = () => onOpenChange(false);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog aria-label={ariaLabel} className={styles.dialog}>
          <Autocomplete inputValue={inputValue} onInputChange={onInputChange}>
            <SearchField
              aria-label={ariaLabel}
              className={styles.field}
              // Escape closes the palette; it does not first clear the text.
              onKeyDown={(event) => {
                if (event.key === 'Escape') close();
                else event.continuePropagation();
              }}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the palette exists to be typed in
              autoFocus
            >
              <SearchGlyph aria-hidden />
              <Input
                placeholder={placeholder ?? t('palette.placeholder')}
                className={styles.input}
              />
              {isLoading && <Spinner size="sm" aria-label={t('palette.busy')} />}
            </SearchField>
            <ListBox
              aria-label={ariaLabel}
              items={visible}
              className={styles.list}
              onAction={(key) => {
                const item = byKey.get(String(key));
                close();
                // After the palette has let go of focus, so a confirmation it opens keeps it.
                if (item?.onAction) setTimeout(item.onAction, 0);
              }}
              renderEmptyState={() => (
                <div className={styles.status}>
                  {isLoading
                    ? t('palette.searching')
                    : text
                      ? emptyText(text)
                      : t('palette.prompt')}
                </div>
              )}
            >
              {(section) => (
                <ListBoxSection id={section.id} className={styles.section}>
                  <Header className={styles.sectionHeader}>{section.title}</Header>
                  <Collection items={section.items}>
                    {(item) => (
                      <ListBoxItem
                        id={item.id}
                        href={item.href}
                        textValue={item.label}
                        className={cx(listStyles.item({ tone: item.tone ?? 'neutral' }))}
                      >
                        <span className={styles.itemText}>
                          <span className={styles.itemLabel}>
                            {highlight(item.label, text, styles.match)}
                          </span>
                          {/* Part of the option's name, as it is of what it shows. */}
                          {item.description && (
                            <span className={styles.itemDescription}>{item.description}</span>
                          )}
                        </span>
                      </ListBoxItem>
                    )}
                  </Collection>
                </ListBoxSection>
              )}
            </ListBox>
          </Autocomplete>
          <div role="status" className={visuallyHidden}>
            {isLoading || !text
              ? ''
              : count === 0
                ? emptyText(text)
                : t('palette.results', { count })}
          </div>
          <div className={styles.footer} aria-hidden>
            <span>{t('palette.keyMove')}</span>
            <span>{t('palette.keyOpen')}</span>
            <span>{t('palette.keyClose')}</span>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
