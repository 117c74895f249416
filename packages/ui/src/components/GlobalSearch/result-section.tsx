import { Collection, Header, ListBoxItem, ListBoxSection } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { cx } from '../private/cx';
import * as listStyles from '../private/popover.css';
import * as styles from './GlobalSearch.css';
import { highlight } from './highlight';
import { seeAllResultsGroupKey, seeAllResultsKey, type SectionNode } from './result-nodes';
import type { Translate } from '../../i18n/use-kit-i18n';

interface SectionOptions {
  /** The query as typed: its matches are marked in the results' names. */
  text: string;
  noRecordText: string;
  seeAllResultsLabel: string;
  /** Opens the option with this key (see `GlobalSearch`). */
  open: (key: string) => void;
  t: Translate;
}

/**
 * One group of the results list: its heading, then each result (avatar, the name with the match
 * marked, a second line), its 'No Record' line or its 'See all' option; or the last group's
 * 'See all results'. A function the list calls for each group, not a component of its own.
 */
export function renderResultSection(
  node: SectionNode,
  { text, noRecordText, seeAllResultsLabel, open, t }: SectionOptions,
) {
  return (
    <ListBoxSection
      id={node.key}
      className={styles.section}
      aria-label={node.key === seeAllResultsGroupKey ? node.section.title : undefined}
    >
      {node.key !== seeAllResultsGroupKey && (
        <Header className={styles.sectionHeader}>{node.section.title}</Header>
      )}
      <Collection items={node.children}>
        {(child) =>
          child.result ? (
            <ListBoxItem
              id={child.key}
              href={child.result.href}
              textValue={child.result.label}
              // The combo box follows a link itself (Enter, or a press) without an
              // action; `open` reports it, see the input's onKeyDown and onListClick.
              onAction={child.result.href ? undefined : () => open(child.key)}
              className={listStyles.item()}
            >
              {(child.section.showAvatars || child.result.photo !== undefined) && (
                // The name is written beside it: the picture is decorative.
                <Avatar src={child.result.photo} name={child.result.label} alt="" size="sm" />
              )}
              <span className={styles.itemText}>
                <span className={styles.itemLabel}>
                  {highlight(child.result.label, text, styles.match)}
                </span>
                {child.result.description && (
                  <span className={styles.itemDescription}>{child.result.description}</span>
                )}
              </span>
            </ListBoxItem>
          ) : child.key === seeAllResultsKey ? (
            <ListBoxItem
              id={child.key}
              textValue={seeAllResultsLabel}
              onAction={() => open(child.key)}
              className={cx(listStyles.item(), styles.seeAll)}
            >
              {seeAllResultsLabel}
            </ListBoxItem>
          ) : child.isSeeAll ? (
            <ListBoxItem
              id={child.key}
              href={child.section.seeAllHref}
              className={cx(listStyles.item(), styles.seeAll)}
            >
              {child.section.seeAllLabel ?? t('search.seeAllIn', { title: child.section.title })}
            </ListBoxItem>
          ) : (
            <ListBoxItem
              id={child.key}
              textValue={noRecordText}
              isDisabled
              className={cx(listStyles.item(), styles.noRecord)}
            >
              {noRecordText}
            </ListBoxItem>
          )
        }
      </Collection>
    </ListBoxSection>
  );
}
