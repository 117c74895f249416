import type { ReactNode } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<RACTabsProps, 'className' | 'style'> {
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * Tabs: react-aria-components' Tabs. Arrow keys move between tabs (Home/End to the ends) and
 * select as they go; Tab moves into the panel.
 *
 * Controlled where the app owns the state (list tabs kept in the URL): pass `selectedKey` and
 * `onSelectionChange`; otherwise `defaultSelectedKey`. Each `Tab`'s `id` pairs it with the
 * `TabPanel` of the same `id`. When every tab shows the same table with a different filter,
 * render one `<TabPanel id={selectedKey}>` around it.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={cx(styles.tabs, className)} />;
}

export interface TabListProps<T extends object> extends Omit<
  RACTabListProps<T>,
  'className' | 'style'
> {
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/** The row of tabs. Give it an `aria-label` (e.g. 'Partner status') when no heading names it. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={cx(styles.tabList, className)} />;
}

export interface TabProps extends Omit<RACTabProps, 'className' | 'style'> {
  /**
   * A number shown in a badge after the label, e.g. 12 in 'Approved 12'; part of the tab's name.
   * @default undefined
   */
  count?: ReactNode;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/** One tab; `id` is its key. With an `href` it navigates (through RAC's RouterProvider). */
export function Tab({ count, className, children, ...props }: TabProps) {
  return (
    <RACTab {...props} className={cx(styles.tab, className)}>
      {composeRenderProps(children, (content) =>
        count == null ? (
          content
        ) : (
          <>
            <span>{content}</span> <span className={styles.count}>{count}</span>
          </>
        ),
      )}
    </RACTab>
  );
}

export interface TabPanelProps extends Omit<RACTabPanelProps, 'className' | 'style'> {
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/** The content of the tab with the same `id`; focusable when it holds nothing focusable. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={cx(styles.tabPanel, className)} />;
}
