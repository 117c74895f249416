import { useContext, useLayoutEffect, useRef } from 'react';
import {
  TabList as RACTabList,
  TabListStateContext,
  useLocale,
  type TabListProps as RACTabListProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { ChevronGlyph } from '../private/icons';
import { OrientationContext } from './orientation-context';
import * as styles from './Tabs.css';
import { useScrollCue } from './use-scroll-cue';

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

/**
 * The row of tabs: React Aria's TabList. Give it an `aria-label` (e.g. 'Partner status') when
 * no heading names it. When the tabs do not fit (a phone), the row scrolls sideways and fades at
 * the side where more tabs are, with an arrow there; the selected tab is scrolled into view.
 */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const state = useContext(TabListStateContext);
  const selectedKey = state?.selectedKey;
  // The tabs are drawn once React Aria has built its collection: look again when it changes.
  const collection = state?.collection;
  const orientation = useContext(OrientationContext);
  // A new direction puts the row back at its start: look again then too.
  const { direction } = useLocale();

  // The selected tab is in view when the row scrolls (a tab chosen from the URL on a phone).
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab || orientation !== 'horizontal') return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
  }, [selectedKey, orientation, collection, direction]);

  // After the scroll above, so the first measure sees where the row ends up.
  const cue = useScrollCue(listRef, orientation === 'horizontal');

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    // Right to left the row's start is at the right: 'towards the start' is a positive offset.
    const sign = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    list.scrollBy({ left: sign * direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <div
      className={styles.tabListFrame}
      data-orientation={orientation}
      data-overflow-start={cue.start || undefined}
      data-overflow-end={cue.end || undefined}
    >
      <RACTabList {...props} ref={listRef} className={cx(styles.tabList, className)} />
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
