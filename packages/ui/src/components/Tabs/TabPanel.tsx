import {
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Tabs.css';

export interface TabPanelProps extends Omit<RACTabPanelProps, 'className' | 'style' | 'render'> {
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * The content of the tab with the same `id`: React Aria's TabPanel, a Tab stop of its own only
 * when nothing inside it is one. `shouldForceMount` keeps it in the page (hidden) while another
 * tab is selected, e.g. to keep a form's state.
 */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={cx(styles.tabPanel, className)} />;
}
