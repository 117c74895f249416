import { Tabs as RACTabs, type TabsProps as RACTabsProps } from 'react-aria-components';
import { cx } from '../private/cx';
import { OrientationContext } from './orientation-context';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<RACTabsProps, 'className' | 'style' | 'render'> {
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * Tabs, as the WAI-ARIA tabs pattern: React Aria's Tabs. Arrow keys move between tabs (Home/End
 * to the ends) and select as they go (`keyboardActivation="manual"` waits for Enter or Space);
 * Tab moves into the panel. Controlled with `selectedKey` and `onSelectionChange` (list tabs kept
 * in the URL), otherwise `defaultSelectedKey`; `null` selects the first enabled tab. A `Tab`'s
 * `id` pairs it with the `TabPanel` of the same `id`; tabs that filter one table share one
 * `<TabPanel id={selectedKey}>` around it.
 */
export function Tabs({ className, orientation = 'horizontal', ...props }: TabsProps) {
  return (
    <OrientationContext.Provider value={orientation}>
      <RACTabs {...props} orientation={orientation} className={cx(styles.tabs, className)} />
    </OrientationContext.Provider>
  );
}
