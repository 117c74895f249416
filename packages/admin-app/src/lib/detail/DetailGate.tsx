import type { ReactNode } from 'react';
import { Button, EmptyState, Link } from '@packlight/ui';
import { ApiError } from '../api-error.ts';
import { DetailSkeleton } from './DetailSkeleton.tsx';

export interface DetailGateProps<Record> {
  /** The record's id from the address; null when the address holds none (see `routeId`). */
  id: number | null;
  /** The record, once loaded. */
  record: Record | undefined;
  /** The read's failure, if any: a 404 means not found, anything else offers a retry. */
  error: Error | undefined;
  retry: () => void;
  /** While loading, e.g. 'Loading partner details...'. */
  loadingLabel: string;
  /** When the record does not exist, e.g. 'No partner data found.'. */
  notFoundTitle: string;
  /**
   * Under the not-found title.
   * @default 'It may have been deleted, or the link is wrong.'
   */
  notFoundHint?: string;
  /** When the read failed, e.g. 'Error loading partner details.'. */
  errorTitle: string;
  /** Where 'Back to ...' leads from a missing record. */
  back: { href: string; label: string };
  /** The screen's content for the loaded record. */
  children: (record: Record) => ReactNode;
}

/**
 * The four states every detail screen has: no such record, a failed read with a retry (never an
 * endless spinner: docs/product/decisions.md), loading (a placeholder card shaped like a
 * record's first card), and the record itself, kept when a later read of it fails.
 */
export function DetailGate<Record>({
  id,
  record,
  error,
  retry,
  loadingLabel,
  notFoundTitle,
  notFoundHint = 'It may have been deleted, or the link is wrong.',
  errorTitle,
  back,
  children,
}: DetailGateProps<Record>) {
  if (id === null || (error instanceof ApiError && error.status === 404)) {
    return (
      <EmptyState
        headingLevel={2}
        title={notFoundTitle}
        hint={notFoundHint}
        action={
          <Link href={back.href} variant="standalone">
            {back.label}
          </Link>
        }
      />
    );
  }
  // A record already on screen stays there when a later read fails (after a failed action, say):
  // the action's own toast says what failed (D46).
  if (error && record === undefined) {
    return (
      <EmptyState
        tone="danger"
        headingLevel={2}
        title={errorTitle}
        hint={error.message}
        isLive
        action={
          <Button variant="secondary" size="sm" onPress={retry}>
            Try again
          </Button>
        }
      />
    );
  }
  if (record === undefined) return <DetailSkeleton label={loadingLabel} />;
  return <>{children(record)}</>;
}
