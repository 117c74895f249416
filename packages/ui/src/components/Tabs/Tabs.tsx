import {
  Fragment,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AriaAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Key } from 'react-aria-components';
import { cx } from '../private/cx';
import { focusShowsRing, listenForModality } from '../private/focus-modality';
import { ChevronGlyph } from '../private/icons';
import {
  KitRouterContext,
  shouldClientNavigate,
  type Href,
  type RouterOptions,
} from '../private/router-context';
import { useControllableState } from '../private/use-controllable-state';
import * as styles from './Tabs.css';
import { nextTab, type TabOrientation } from './tab-keys';
import { useScrollCue } from './use-scroll-cue';

interface TabsState {
  /** Prefix of the tab and panel element ids. */
  base: string;
  selectedKey: Key | null;
  select: (key: Key) => void;
  isDisabled: (key: Key) => boolean;
  orientation: TabOrientation;
  keyboardActivation: 'automatic' | 'manual';
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>.`);
  return state;
}

// An id may hold any character but whitespace, which would split an aria-controls list.
const idOf = (base: string, kind: 'tab' | 'panel', key: Key) =>
  `${base}-${kind}-${String(key).replace(/\s/g, '_')}`;

export interface TabsProps extends AriaAttributes {
  /**
   * The selected tab's `id`, controlled (e.g. kept in the URL); `null` selects the first
   * enabled tab.
   * @default undefined
   */
  selectedKey?: Key | null;
  /**
   * The tab selected first when uncontrolled.
   * @default the first enabled tab
   */
  defaultSelectedKey?: Key;
  /**
   * Called with the newly selected tab's `id`.
   * @default undefined
   */
  onSelectionChange?: (key: Key) => void;
  /**
   * Tabs that cannot be chosen; the arrow keys skip them.
   * @default undefined
   */
  disabledKeys?: Iterable<Key>;
  /**
   * Disable every tab.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * `vertical` puts the tabs in a column beside the panel (Up and Down arrows move).
   * @default 'horizontal'
   */
  orientation?: TabOrientation;
  /**
   * `automatic` selects a tab as the arrow keys reach it; `manual` waits for Enter or Space.
   * @default 'automatic'
   */
  keyboardActivation?: 'automatic' | 'manual';
  /** The `TabList` and the `TabPanel`s, or a function of the orientation. */
  children?: ReactNode | ((values: { orientation: TabOrientation }) => ReactNode);
  /**
   * Id of the wrapper element.
   * @default undefined
   */
  id?: string;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * Tabs, as the WAI-ARIA "tabs with automatic activation" pattern: arrow keys move between tabs
 * (Home/End to the ends, wrapping around) and select as they go; Tab moves into the panel. Plain
 * elements and a few handlers, so a screen with tabs loads no collection or focus-scope code
 * before its first paint (issue #16).
 *
 * Controlled where the app owns the state (list tabs kept in the URL): pass `selectedKey` and
 * `onSelectionChange`; otherwise `defaultSelectedKey`. Each `Tab`'s `id` pairs it with the
 * `TabPanel` of the same `id`. When every tab shows the same table with a different filter,
 * render one `<TabPanel id={selectedKey}>` around it.
 */
export function Tabs({
  selectedKey: selectedKeyProp,
  defaultSelectedKey,
  onSelectionChange,
  disabledKeys,
  isDisabled = false,
  orientation = 'horizontal',
  keyboardActivation = 'automatic',
  children,
  id,
  className,
  ...aria
}: TabsProps) {
  const base = useId();
  const [selectedKey, setSelectedKey] = useControllableState<Key | null>(
    selectedKeyProp,
    defaultSelectedKey ?? null,
    (key) => {
      if (key !== null) onSelectionChange?.(key);
    },
  );
  const disabled = useMemo(() => new Set(disabledKeys ?? []), [disabledKeys]);
  const isKeyDisabled = useCallback(
    (key: Key) => isDisabled || disabled.has(key),
    [isDisabled, disabled],
  );
  const select = useCallback(
    (key: Key) => {
      if (key !== selectedKey && !isKeyDisabled(key)) setSelectedKey(key);
    },
    [selectedKey, isKeyDisabled, setSelectedKey],
  );
  const state = useMemo<TabsState>(
    () => ({
      base,
      selectedKey,
      select,
      isDisabled: isKeyDisabled,
      orientation,
      keyboardActivation,
    }),
    [base, selectedKey, select, isKeyDisabled, orientation, keyboardActivation],
  );
  return (
    <TabsContext.Provider value={state}>
      <div
        {...aria}
        id={id}
        className={cx(styles.tabs, className)}
        data-orientation={orientation}
        data-disabled={isDisabled || undefined}
      >
        {typeof children === 'function' ? children({ orientation }) : children}
      </div>
    </TabsContext.Provider>
  );
}

export interface TabListProps<T extends object> extends AriaAttributes {
  /** The `Tab`s, or a function that makes one from each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * Data for the tabs, each with an `id` (or `key`), given to the `children` function.
   * @default undefined
   */
  items?: Iterable<T>;
  /**
   * Id of the tab list element.
   * @default undefined
   */
  id?: string;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/** The tabs among `list`'s own (not those of tabs nested in a panel), in order. */
const tabsOf = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]')).filter(
    (tab) => tab.closest('[role="tablist"]') === list,
  );

const isTabDisabled = (tab: HTMLElement) => tab.getAttribute('aria-disabled') === 'true';

/**
 * The row of tabs. Give it an `aria-label` (e.g. 'Partner status') when no heading names it.
 * When the tabs do not fit (a phone), the row scrolls sideways and fades at the side where more
 * tabs are, with an arrow there.
 */
export function TabList<T extends object>({
  children,
  items,
  id,
  className,
  ...aria
}: TabListProps<T>) {
  const { orientation, selectedKey, select, keyboardActivation } = useTabs('TabList');
  const listRef = useRef<HTMLDivElement>(null);

  // Like React Aria's tabs: with nothing selected, the first enabled tab is, before paint.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || selectedKey !== null) return;
    const first = tabsOf(list).find((tab) => !isTabDisabled(tab));
    const key = first?.dataset.key;
    if (key !== undefined) select(keyOf(first!, key));
  }, [selectedKey, select]);

  // The selected tab is in view when the row scrolls (a tab chosen from the URL on a phone).
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = list && tabsOf(list).find((each) => each.getAttribute('aria-selected') === 'true');
    if (!list || !tab || orientation !== 'horizontal') return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
  }, [selectedKey, orientation]);

  // After the scroll above, so the first measure sees where the row ends up.
  const cue = useScrollCue(listRef, orientation === 'horizontal');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = listRef.current;
    const current = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]');
    if (!list || !current || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = tabsOf(list);
    const isRtl = getComputedStyle(list).direction === 'rtl';
    const target = nextTab(tabs, current, event.key, { orientation, isRtl, isTabDisabled });
    if (!target) return;
    event.preventDefault();
    target.focus();
    if (keyboardActivation === 'automatic') select(keyOf(target, target.dataset.key!));
  };

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };

  const content =
    typeof children === 'function'
      ? Array.from(items ?? [], (item, index) => {
          const keyed = item as { id?: Key; key?: Key };
          return <Fragment key={keyed.id ?? keyed.key ?? index}>{children(item)}</Fragment>;
        })
      : children;

  return (
    <div
      className={styles.tabListFrame}
      data-orientation={orientation}
      data-overflow-start={cue.start || undefined}
      data-overflow-end={cue.end || undefined}
    >
      {/* Tab and arrow-key handling live on the tabs; the list only routes the arrow keys. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        {...aria}
        ref={listRef}
        id={id}
        role="tablist"
        aria-orientation={orientation}
        className={cx(styles.tabList, className)}
        data-orientation={orientation}
        onKeyDown={onKeyDown}
      >
        {content}
      </div>
      {/* A mouse can click an arrow to scroll; touch swipes and the keyboard uses the arrow
          keys, so the arrows are hidden from assistive technology and the Tab order. */}
      <span className={styles.cueStart} aria-hidden="true" onClick={() => scrollBy(-1)}>
        <ChevronGlyph direction="left" />
      </span>
      <span className={styles.cueEnd} aria-hidden="true" onClick={() => scrollBy(1)}>
        <ChevronGlyph direction="right" />
      </span>
    </div>
  );
}

// Keys are kept on the element as text; a numeric id comes back as the number it was.
const keyOf = (tab: HTMLElement, text: string): Key =>
  tab.dataset.keyType === 'number' ? Number(text) : text;

/** What a tab's render function is told. */
export interface TabRenderProps {
  isSelected: boolean;
  isHovered: boolean;
  isPressed: boolean;
  isFocused: boolean;
  isFocusVisible: boolean;
  isDisabled: boolean;
}

export interface TabProps extends AriaAttributes {
  /** The tab's key: pairs it with the `TabPanel` of the same `id`. */
  id: Key;
  /** The label, or a function of the tab's state. */
  children?: ReactNode | ((values: TabRenderProps) => ReactNode);
  /**
   * A number shown in a badge after the label, e.g. 12 in 'Approved 12'; part of the tab's name.
   * @default undefined
   */
  count?: ReactNode;
  /**
   * Disable this tab alone.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Makes the tab a link that also navigates (through the kit's `RouterProvider`).
   * @default undefined
   */
  href?: Href;
  /**
   * Passed to the router's navigate with `href`.
   * @default undefined
   */
  routerOptions?: RouterOptions;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/** One tab; `id` is its key. With an `href` it is a link that navigates when chosen. */
export function Tab({
  id,
  children,
  count,
  isDisabled: isDisabledProp = false,
  href,
  routerOptions,
  className,
  ...aria
}: TabProps) {
  const { base, selectedKey, select, isDisabled, keyboardActivation } = useTabs('Tab');
  const router = useContext(KitRouterContext);
  const resolvedHref = router.useHref(href ?? '');
  const [isHovered, setHovered] = useState(false);
  const [isPressed, setPressed] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isFocusVisible, setFocusVisible] = useState(false);
  useEffect(listenForModality, []);

  const disabled = isDisabledProp || isDisabled(id);
  const isSelected = selectedKey === id;
  const values: TabRenderProps = {
    isSelected,
    isHovered: isHovered && !disabled,
    isPressed: isPressed && !disabled,
    isFocused,
    isFocusVisible,
    isDisabled: disabled,
  };
  const label = typeof children === 'function' ? children(values) : children;
  const Element = href ? 'a' : 'div';

  return (
    <Element
      {...aria}
      id={idOf(base, 'tab', id)}
      role="tab"
      href={href ? resolvedHref : undefined}
      aria-selected={isSelected}
      aria-controls={isSelected ? idOf(base, 'panel', id) : undefined}
      aria-disabled={disabled || undefined}
      // Roving focus: only the selected tab is in the Tab order; arrow keys reach the others.
      tabIndex={isSelected && !disabled ? 0 : -1}
      className={cx(styles.tab, className)}
      data-key={String(id)}
      data-key-type={typeof id === 'number' ? 'number' : undefined}
      data-selected={isSelected || undefined}
      data-hovered={values.isHovered || undefined}
      data-pressed={values.isPressed || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={disabled || undefined}
      onClick={(event) => {
        if (disabled) {
          event.preventDefault();
          return;
        }
        select(id);
        const link = event.currentTarget;
        if (href && router.navigate && link instanceof HTMLAnchorElement) {
          if (!shouldClientNavigate(link, event)) return;
          event.preventDefault();
          router.navigate(href, routerOptions);
        }
      }}
      onKeyDown={(event) => {
        setFocusVisible(focusShowsRing());
        // Manual activation: the arrow keys only move focus, Enter or Space chooses.
        if (keyboardActivation === 'manual' && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          if (!disabled) select(id);
        }
      }}
      onPointerDown={(event) => {
        setFocusVisible(false);
        if (event.button === 0) setPressed(true);
      }}
      onPointerUp={() => setPressed(false)}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') setHovered(true);
      }}
      onPointerLeave={() => {
        setHovered(false);
        setPressed(false);
      }}
      onFocus={() => {
        setFocused(true);
        setFocusVisible(focusShowsRing());
      }}
      onBlur={() => {
        setFocused(false);
        setFocusVisible(false);
      }}
    >
      {count == null ? (
        label
      ) : (
        <>
          <span>{label}</span> <span className={styles.count}>{count}</span>
        </>
      )}
    </Element>
  );
}

export interface TabPanelProps extends AriaAttributes {
  /** The key of the `Tab` this panel belongs to. */
  id: Key;
  /** The content, or a function of whether the panel is shown. */
  children?: ReactNode | ((values: { isInert: boolean }) => ReactNode);
  /**
   * Keep the panel in the page (hidden) while another tab is selected, e.g. to keep a form's
   * state.
   * @default false
   */
  shouldForceMount?: boolean;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The content of the tab with the same `id`; focusable when it holds nothing focusable. */
export function TabPanel({
  id,
  children,
  shouldForceMount = false,
  className,
  ...aria
}: TabPanelProps) {
  const { base, selectedKey } = useTabs('TabPanel');
  const ref = useRef<HTMLDivElement>(null);
  const [hasFocusable, setHasFocusable] = useState(false);
  const [isFocusVisible, setFocusVisible] = useState(false);
  const isSelected = selectedKey === id;

  // The APG's advice: a panel is a Tab stop of its own only when nothing inside it is one.
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const check = () => setHasFocusable(panel.querySelector(focusable) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(panel, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href'],
    });
    return () => observer.disconnect();
  }, [isSelected]);

  if (!isSelected && !shouldForceMount) return null;
  return (
    <div
      {...aria}
      ref={ref}
      id={idOf(base, 'panel', id)}
      role="tabpanel"
      aria-labelledby={idOf(base, 'tab', id)}
      tabIndex={isSelected && !hasFocusable ? 0 : undefined}
      hidden={!isSelected}
      className={cx(styles.tabPanel, className)}
      data-focus-visible={isFocusVisible || undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget) setFocusVisible(focusShowsRing());
      }}
      onBlur={() => setFocusVisible(false)}
    >
      {typeof children === 'function' ? children({ isInert: !isSelected }) : children}
    </div>
  );
}
