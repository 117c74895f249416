import { useCallback, useRef, type ReactNode } from 'react';
import { ListPagination } from './ListControls.tsx';
import { PendingRowsBar } from './PendingRowsBar.tsx';
import type { ListState } from './list-state.ts';
import type { ListPage } from './use-list-page.ts';
import type { ListStateUpdate } from './use-list-state.ts';
import * as styles from './ListBody.css.ts';

export interface ListBodyProps {
  state: ListState;
  update: ListStateUpdate;
  page: Pick<ListPage<unknown>, 'meta' | 'rows' | 'isBusy'> &
    Partial<Pick<ListPage<unknown>, 'pending' | 'showPending'>>;
  /** The pagination's accessible name, e.g. 'Riders pages'. */
  label: string;
  /** The table. */
  children: ReactNode;
}

/**
 * A server-paged table and its pagination. The table is `aria-busy` while the rows on screen are
 * not yet the answer for the state; picking another page brings the table's top into view when
 * it has scrolled out, so after Next at the bottom of a long page the new one is read from its
 * first row.
 */
export function ListBody({ state, update, page, label, children }: ListBodyProps) {
  const top = useRef<HTMLDivElement>(null);
  const showTop = useCallback(() => {
    const element = top.current;
    if (!element) return;
    const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (element.getBoundingClientRect().top < margin) element.scrollIntoView({ block: 'start' });
  }, []);
  const { pending = 0, showPending } = page;
  return (
    <>
      <div role="status" aria-live="polite">
        {pending > 0 && showPending && <PendingRowsBar count={pending} onShow={showPending} />}
      </div>
      <div ref={top} aria-busy={page.isBusy} className={styles.body}>
        {children}
      </div>
      <ListPagination
        state={state}
        update={update}
        page={page}
        label={label}
        onPageChange={showTop}
      />
    </>
  );
}
