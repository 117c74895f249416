import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  normaliseNotifications,
  notificationEndpoints,
  unreadOnly,
  type AppNotification,
} from '@packlight/api-types';
import { call } from '../../lib/api.ts';
import { useEndpoint } from '../../lib/data/index.ts';
import { withArrived, withoutNotification } from './notification-items.ts';

/**
 * The signed-in user's unread notifications (GET /notifications), newest arrivals on top, with
 * the panel's actions. Read actions change the list at once; their failures are only logged
 * (docs/product/part-1.md §8), and the next revalidation shows the server's truth again.
 */
export function useNotifications() {
  const { data, error, isLoading, mutate } = useEndpoint(notificationEndpoints.list);
  const unread = useMemo(() => (data ? unreadOnly(normaliseNotifications(data)) : []), [data]);

  // Callbacks below read the latest list without being rebuilt on every change.
  const latest = useRef<AppNotification[] | null>(null);
  useEffect(() => {
    latest.current = data ? unread : null;
  }, [data, unread]);

  const replace = useCallback(
    (next: AppNotification[]) => mutate({ data: next }, { revalidate: false }),
    [mutate],
  );

  const add = useCallback(
    (arrived: AppNotification) => {
      // Before the first answer there is nothing to add to: fetch, and the new one comes with it.
      if (latest.current === null) void mutate();
      else void replace(withArrived(latest.current, arrived));
    },
    [mutate, replace],
  );

  const markRead = useCallback(
    (id: string) => {
      if (latest.current) void replace(withoutNotification(latest.current, id));
      call(notificationEndpoints.markRead, { params: { id } }).catch((failure: unknown) =>
        console.error('Marking the notification read failed', failure),
      );
    },
    [replace],
  );

  const markAllRead = useCallback(() => {
    void replace([]);
    call(notificationEndpoints.markAllRead).catch((failure: unknown) =>
      console.error('Marking all notifications read failed', failure),
    );
  }, [replace]);

  const retry = useCallback(() => void mutate(), [mutate]);

  return { unread, error, isLoading, add, markRead, markAllRead, retry };
}
