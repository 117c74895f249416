import { useCallback, useContext, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import {
  Button as RACButton,
  Collection,
  ComboBox,
  ComboBoxStateContext,
  Group,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  VisuallyHidden,
  type ListBoxProps,
  type PopoverProps,
} from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../private/cx';
import { CloseGlyph, SearchGlyph } from '../private/icons';
import * as listStyles from '../private/popover.css';
import { useDebouncedCallback } from '../private/use-debounced-callback';
import { useFittingText } from '../private/use-fitting-text';
import { fieldStyles } from '../private/field';
import * as searchStyles from '../SearchField/SearchField.css';
import * as styles from './GlobalSearch.css';
import { highlight } from './highlight';
import { useKitI18n } from '../../i18n/use-kit-i18n';

/** One result, e.g. a partner. */
export interface SearchResult {
  /** Unique within its section. */
  id: string | number;
  /** What people read, e.g. the name. */
  label: string;
  /**
   * A second line, e.g. the email.
   * @default undefined
   */
  description?: string;
  /**
   * Where the result leads, e.g. '/partners/profile/7' (navigates through `RouterProvider`).
   * @default undefined
   */
  href?: string;
  /**
   * Profile picture URL: shows an avatar before the name (initials when it is null or broken).
   * @default undefined (an avatar only when the section sets `showAvatars`)
   */
  photo?: string | null;
}

/** A group of results, e.g. 'Partners'. */
export interface SearchResultSection {
  /** Heading of the group; also its accessible name. */
  title: string;
  /** The results; an empty list shows `noRecordText`. */
  items: readonly SearchResult[];
  /**
   * Show an avatar (picture or initials) before each result: groups of people.
   * @default false
   */
  showAvatars?: boolean;
  /**
   * Where all of this group's results are, e.g. '/travelers?search=mar': adds a last 'See all'
   * option to the group (when it has results).
   * @default undefined
   */
  seeAllHref?: string;
  /**
   * Text of the 'See all' option.
   * @default `See all ${title}`
   */
  seeAllLabel?: string;
}

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

interface SectionNode {
  key: string;
  section: SearchResultSection;
  children: ResultNode[];
}

interface ResultNode {
  key: string;
  /** A result; null for the group's 'No Record' line or its 'See all' option. */
  result: SearchResult | null;
  section: SearchResultSection;
  isSeeAll?: boolean;
}

/**
 * The popup's list. React Aria highlights a result as the list opens (the first after ArrowDown,
 * the last after ArrowUp, none otherwise) and, while the list is still empty, re-applies that on
 * every render until results come. So an ArrowDown pressed during 'Searching...' highlighted the
 * first result on arrival and the next ArrowDown landed on the second, and a press made as the
 * results were drawn could be undone. Here it applies only to a list that opens with its
 * results, decided once as it opens: the first ArrowDown once results are shown goes to the first.
 */
function ResultList({
  hasResults,
  ...props
}: ListBoxProps<SectionNode> & { hasResults: boolean; ref: Ref<HTMLDivElement> }) {
  const state = useContext(ComboBoxStateContext);
  const [autoFocus] = useState(() => (hasResults ? (state?.focusStrategy ?? false) : false));
  // Not DOM focus: which result the combo box highlights; focus stays in the input.
  // eslint-disable-next-line jsx-a11y/no-autofocus
  return <ListBox {...props} autoFocus={autoFocus} />;
}

const seeAllResultsKey = 'all-results';
const seeAllResultsGroupKey = 'all-results-group';

/** The last group: one option that leads to every kind of result. */
function seeAllResultsNode(title: string): SectionNode {
  const section = { title, items: [] };
  return {
    key: seeAllResultsGroupKey,
    section,
    children: [{ key: seeAllResultsKey, result: null, section }],
  };
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
  const [text, setText] = useState(value ?? defaultValue);
  // What was last reported to the caller: a `value` that differs came from outside (e.g. the
  // app cleared the query) and replaces the text; one that matches is our own echo, possibly
  // older than what the user has typed since.
  const [reported, setReported] = useState(value ?? defaultValue);

  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== reported) {
      setText(value);
      setReported(value);
    }
  }

  // While the debounce waits, the results on screen belong to an older query: say 'Searching...'.
  const [isWaiting, setIsWaiting] = useState(false);

  const report = (next: string) => {
    setIsWaiting(false);
    setReported(next);
    onValueChange?.(next);
  };
  const debouncedReport = useDebouncedCallback(report, debounceMs);

  const onInputChange = (next: string) => {
    setText(next);
    debouncedReport.cancel();
    // Blank text goes out at once: there is nothing to wait for, the results just clear.
    if (debounceMs > 0 && next.trim() !== '') {
      setIsWaiting(true);
      debouncedReport.run(next);
    } else {
      report(next);
    }
  };

  useEffect(() => {
    if (!enableShortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey)) return;
      if (event.altKey || event.shiftKey) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enableShortcut]);

  const hasQuery = text.trim() !== '';
  const isBusy = isLoading || (isWaiting && hasQuery);
  // Nothing anywhere is said once (the empty state), not as one 'No Record' per group (D60).
  const hasResults = sections.some((section) => section.items.length > 0);
  const nodes = useMemo(
    (): SectionNode[] =>
      hasQuery && !isBusy && hasResults
        ? [
            ...sections.map((section, index) => ({
              key: `${index}:${section.title}`,
              section,
              children: [
                ...(section.items.length > 0 ? section.items : [null]).map(
                  (result): ResultNode => ({
                    key: `${index}:${section.title}:${result ? result.id : '∅'}`,
                    result,
                    section,
                  }),
                ),
                ...(section.seeAllHref && section.items.length > 0
                  ? [
                      {
                        key: `${index}:${section.title}:all`,
                        result: null,
                        section,
                        isSeeAll: true,
                      },
                    ]
                  : []),
              ],
            })),
            ...(onSeeAllResults ? [seeAllResultsNode(t('search.allResults'))] : []),
          ]
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
            {(node: SectionNode) => (
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
                          <Avatar
                            src={child.result.photo}
                            name={child.result.label}
                            alt=""
                            size="sm"
                          />
                        )}
                        <span className={styles.itemText}>
                          <span className={styles.itemLabel}>
                            {highlight(child.result.label, text, styles.match)}
                          </span>
                          {child.result.description && (
                            <span className={styles.itemDescription}>
                              {child.result.description}
                            </span>
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
                        {child.section.seeAllLabel ??
                          t('search.seeAllIn', { title: child.section.title })}
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
            )}
          </ResultList>
        </Popover>
      </ComboBox>
    </>
  );
}
