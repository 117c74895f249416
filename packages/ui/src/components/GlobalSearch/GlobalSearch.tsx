import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  Button as RACButton,
  ComboBox,
  Group,
  Input,
  Popover,
  VisuallyHidden,
  type PopoverProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../private/cx';
import { CloseGlyph, SearchGlyph } from '../private/icons';
import * as listStyles from '../private/popover.css';
import { useFittingText } from '../private/use-fitting-text';
import { fieldStyles } from '../private/field';
import * as searchStyles from '../SearchField/SearchField.css';
import * as styles from './GlobalSearch.css';
import { resultNodes, seeAllResultsKey, type SectionNode } from './result-nodes';
import { renderResultSection } from './result-section';
import { ResultList } from './ResultList';
import type { SearchResult, SearchResultSection } from './types';
import { useFocusShortcut } from './use-focus-shortcut';
import { useSearchText } from './use-search-text';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export type { SearchResult, SearchResultSection } from './types';

export interface GlobalSearchProps {
  /** The result groups for the current query (the app fetches them). */
  sections: readonly SearchResultSection[];
  /**
   * The query (controlled). Without `debounceMs` it follows every keystroke.
   * @default undefined
   */
  value?: string;
  /**
   * The initial query (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the query: at once, or `debounceMs` after the last keystroke. The app fetches
   * results for it, and clears them without a call for blank text.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
  /**
   * Wait this long after the last keystroke before calling `onValueChange` (the app uses 300).
   * 0 calls it at once, for callers that debounce themselves.
   * @default 0
   */
  debounceMs?: number;
  /**
   * Called when a result is opened (click or Enter), e.g. to clear the query. A result with an
   * `href` also navigates there.
   * @default undefined
   */
  onOpenResult?: (result: SearchResult, section: SearchResultSection) => void;
  /**
   * Shows 'Searching...' instead of results.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Shown in the empty box.
   * @default 'Search...'
   */
  placeholder?: string;
  /**
   * Shown instead of `placeholder` when the box is too narrow for it (a phone), so it is never
   * cut mid-word.
   * @default 'Search...'
   */
  shortPlaceholder?: string;
  /**
   * Accessible name of the box.
   * @default 'Search'
   */
  'aria-label'?: string;
  /**
   * Text while loading.
   * @default 'Searching...'
   */
  loadingText?: string;
  /**
   * Text of an empty group, when another group has results.
   * @default 'No Record'
   */
  noRecordText?: string;
  /**
   * Said once, instead of every group's `noRecordText`, when no group has a result.
   * @default (query) => `Nothing matches “${query}”.`
   */
  emptyText?: (query: string) => string;
  /**
   * Adds a last option, 'See all results', that calls this with the query (e.g. to open the
   * command palette, which searches every kind of record).
   * @default undefined
   */
  onSeeAllResults?: (query: string) => void;
  /**
   * Text of that option.
   * @default 'See all results'
   */
  seeAllResultsLabel?: string;
  /**
   * Ctrl+K / Cmd+K anywhere on the page focuses the box. Its hint is not shown on touch screens
   * (`pointer: coarse`), which have no such keys.
   * @default true
   */
  enableShortcut?: boolean;
  /**
   * Where the results open.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
  /**
   * Extra class on the wrapper, for layout.
   * @default undefined
   */
  className?: string;
}

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || '');

/**
 * The header's search: a combo box whose popup lists results grouped by section ('Partners',
 * 'Travelers', 'Riders'). Arrow keys move through the results, Enter opens one, Escape closes
 * the list (a second Escape clears the text). Ctrl+K or Cmd+K focuses it from anywhere.
 * Fetching and debouncing belong to the app (or set `debounceMs`).
 */
export function GlobalSearch({
  sections,
  value,
  defaultValue = '',
  onValueChange,
  debounceMs = 0,
  onOpenResult,
  isLoading = false,
  placeholder: placeholderProp,
  shortPlaceholder: shortPlaceholderProp,
  'aria-label': ariaLabelProp,
  loadingText: loadingTextProp,
  noRecordText: noRecordTextProp,
  emptyText: emptyTextProp,
  onSeeAllResults,
  seeAllResultsLabel: seeAllResultsLabelProp,
  enableShortcut = true,
  placement = 'bottom start',
  className,
}: GlobalSearchProps) {
  const { t } = useKitI18n();
  const placeholder = placeholderProp ?? t('search.placeholder');
  const shortPlaceholder = shortPlaceholderProp ?? t('search.placeholder');
  const ariaLabel = ariaLabelProp ?? t('search.label');
  const loadingText = loadingTextProp ?? t('search.searching');
  const noRecordText = noRecordTextProp ?? t('search.noRecord');
  const seeAllResultsLabel = seeAllResultsLabelProp ?? t('search.seeAllResults');
  const emptyText = emptyTextProp ?? ((query: string) => t('search.nothingMatches', { query }));
  const inputRef = useRef<HTMLInputElement>(null);
  const shownPlaceholder = useFittingText(inputRef, placeholder, shortPlaceholder);
  const { text, isWaiting, onInputChange } = useSearchText({
    value,
    defaultValue,
    onValueChange,
    debounceMs,
  });
  useFocusShortcut(inputRef, enableShortcut);

  const hasQuery = text.trim() !== '';
  const isBusy = isLoading || (isWaiting && hasQuery);
  // Nothing anywhere is said once (the empty state), not as one 'No Record' per group (D60).
  const hasResults = sections.some((section) => section.items.length > 0);
  const nodes = useMemo(
    (): SectionNode[] =>
      hasQuery && !isBusy && hasResults
        ? resultNodes(sections, onSeeAllResults ? t('search.allResults') : undefined)
        : [],
    [sections, hasQuery, isBusy, hasResults, onSeeAllResults, t],
  );
  const byKey = useMemo(
    () => new Map(nodes.flatMap((node) => node.children.map((child) => [child.key, child]))),
    [nodes],
  );
  const open = (key: string) => {
    const child = byKey.get(key);
    if (child?.result) onOpenResult?.(child.result, child.section);
    if (child?.key === seeAllResultsKey) onSeeAllResults?.(text.trim());
  };
  // A press on a link result navigates (through the RouterProvider) but calls no action.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  const onListMount = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const onListClick = (event: MouseEvent) => {
      const option = (event.target as Element | null)?.closest<HTMLElement>('a[data-key]');
      if (option?.dataset.key) openRef.current(option.dataset.key);
    };
    node.addEventListener('click', onListClick);
    return () => node.removeEventListener('click', onListClick);
  }, []);
  const resultCount = nodes.reduce(
    (sum, node) => sum + node.children.filter((child) => child.result).length,
    0,
  );
  const status = !hasQuery
    ? ''
    : isBusy
      ? loadingText
      : resultCount === 0
        ? emptyText(text.trim())
        : `${resultCount} ${resultCount === 1 ? 'result' : 'results'}`;

  return (
    <>
      <ComboBox
        aria-label={ariaLabel}
        inputValue={text}
        onInputChange={onInputChange}
        items={nodes}
        allowsCustomValue
        // Nothing stays selected: opening a result is an action, not a choice of value.
        selectedKey={null}
        allowsEmptyCollection={hasQuery}
        menuTrigger="focus"
        className={cx(fieldStyles.field, styles.root, className)}
        data-has-value={hasQuery || undefined}
      >
        <Group className={fieldStyles.control}>
          <span className={searchStyles.searchIcon} aria-hidden="true">
            {isBusy ? <Spinner size="sm" isDecorative /> : <SearchGlyph />}
          </span>
          <Input
            ref={inputRef}
            placeholder={shownPlaceholder}
            onKeyDown={(event) => {
              // The combo box follows a link on Enter without telling us: report it here.
              const active = event.currentTarget.getAttribute('aria-activedescendant');
              const key = active ? document.getElementById(active)?.dataset.key : undefined;
              if (event.key === 'Enter' && key && byKey.get(key)?.result?.href) open(key);
            }}
            aria-keyshortcuts={enableShortcut ? 'Control+K Meta+K' : undefined}
            className={cx(fieldStyles.groupedInput, searchStyles.input)}
          />
          {enableShortcut && (
            <kbd className={styles.kbd} aria-hidden="true">
              {isMac() ? '⌘K' : 'Ctrl K'}
            </kbd>
          )}
          {hasQuery && (
            <RACButton
              className={searchStyles.clear}
              aria-label={t('search.clear')}
              excludeFromTabOrder
              onPress={() => {
                onInputChange('');
                inputRef.current?.focus();
              }}
            >
              <CloseGlyph />
            </RACButton>
          )}
        </Group>
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {status}
        </VisuallyHidden>
        <Popover placement={placement} className={cx(listStyles.popover, styles.popover)}>
          <ResultList
            ref={onListMount}
            hasResults={nodes.length > 0}
            className={listStyles.list}
            renderEmptyState={() => (
              <div className={styles.status}>{isBusy ? loadingText : emptyText(text.trim())}</div>
            )}
          >
            {(node: SectionNode) =>
              renderResultSection(node, { text, noRecordText, seeAllResultsLabel, open, t })
            }
          </ResultList>
        </Popover>
      </ComboBox>
    </>
  );
}
