import type { ReactNode } from 'react';
import {
  Tab as RACTab,
  composeRenderProps,
  type TabProps as RACTabProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Tabs.css';

export interface TabProps extends Omit<RACTabProps, 'className' | 'style' | 'render'> {
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

/**
 * One tab: React Aria's Tab; `id` pairs it with the `TabPanel` of the same `id`. With an `href`
 * it is a link that navigates (through the kit's `RouterProvider`) when chosen.
 */
export function Tab({ count, className, children, ...props }: TabProps) {
  return (
    <RACTab {...props} className={cx(styles.tab, className)}>
      {composeRenderProps(children, (label) =>
        count == null ? (
          label
        ) : (
          <>
            <span>{label}</span> <span className={styles.count}>{count}</span>
          </>
        ),
      )}
    </RACTab>
  );
}
