import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { EmptyState } from '../EmptyState/EmptyState';
import { LoadingState } from '../LoadingState/LoadingState';
import { ClockGlyph, CloseGlyph, TickGlyph } from '../private/icons';
import { cx } from '../private/cx';
import { daysAgo, startOfDay, toDate } from '../private/dates';
import * as styles from './ChatThread.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export const chatMessageStatuses = ['pending', 'sent', 'failed'] as const;
export type ChatMessageStatus = (typeof chatMessageStatuses)[number];

/** One message of a ticket chat. */
export interface ChatMessage {
  /** Unique id (a temporary one for an optimistic message). */
  id: string | number;
  /** The text; line breaks are kept. */
  body: string;
  /** When it was written: a Date or an ISO string. */
  createdAt: Date | string;
  /** Written by the signed-in user (shown on the right, in the accent colour). */
  isMine: boolean;
  /**
   * Delivery state of one's own message: `pending` while it is being sent, then `sent`, or
   * `failed`. Incoming messages need none.
   * @default 'sent'
   */
  status?: ChatMessageStatus;
  /**
   * Who wrote it, shown above incoming messages and used in announcements.
   * @default undefined
   */
  senderName?: string;
  /**
   * The sender's picture URL, shown beside incoming messages.
   * @default undefined
   */
  avatar?: string | null;
}

export interface ChatThreadProps {
  /** The messages; shown ordered by `createdAt`, grouped under day labels. */
  messages: readonly ChatMessage[];
  /**
   * Accessible name of the scrollable message area.
   * @default 'Messages'
   */
  'aria-label'?: string;
  /**
   * Text when there are no messages.
   * @default 'No messages yet'
   */
  emptyText?: ReactNode;
  /**
   * Shows a loading state instead of the messages.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Text of the loading state.
   * @default 'Loading messages...'
   */
  loadingLabel?: string;
  /**
   * "Today" for the day labels; pass a fixed date in tests.
   * @default new Date()
   */
  now?: Date;
  /**
   * Day labels for today and yesterday; older days show the date.
   * @default {today: 'Today', yesterday: 'Yesterday'}
   */
  dayLabels?: { today: string; yesterday: string };
  /**
   * Text alternatives of the delivery markers.
   * @default {pending: 'Sending', sent: 'Sent', failed: 'Failed to send'}
   */
  statusLabels?: Record<ChatMessageStatus, string>;
  /**
   * Name used for one's own messages in the hidden sender line.
   * @default 'You'
   */
  myName?: string;
  /**
   * What screen readers hear when an incoming message arrives.
   * @default (m) => `New message from ${m.senderName ?? 'the other person'}: ${m.body}`
   */
  announce?: (message: ChatMessage) => string;
  /**
   * Extra class, e.g. to set the height (the thread scrolls inside it).
   * @default undefined
   */
  className?: string;
}

/** How close to the bottom (px) still counts as "reading the newest". */
const STICK_THRESHOLD = 48;

const markerGlyphs: Record<ChatMessageStatus, ReactNode> = {
  pending: <ClockGlyph className={styles.markerIcon} />,
  sent: <TickGlyph className={styles.markerIcon} />,
  failed: <CloseGlyph className={styles.markerIcon} />,
};

type Dated = { message: ChatMessage; date: Date };

/**
 * A chat's messages, oldest first, grouped under 'Today', 'Yesterday' or a date. Own messages
 * sit on the right with a delivery marker (pending, sent, failed); incoming ones on the left
 * with the sender. It stays scrolled to the newest message unless the user has scrolled up,
 * and announces incoming messages through a polite live region.
 */
export function ChatThread({
  messages,
  'aria-label': ariaLabelProp,
  emptyText: emptyTextProp,
  isLoading = false,
  loadingLabel: loadingLabelProp,
  now,
  dayLabels: dayLabelsProp,
  statusLabels: statusLabelsProp,
  myName: myNameProp,
  announce: announceProp,
  className,
}: ChatThreadProps) {
  const { t, locale } = useKitI18n();
  const ariaLabel = ariaLabelProp ?? t('chat.label');
  const emptyText = emptyTextProp ?? t('chat.empty');
  const loadingLabel = loadingLabelProp ?? t('chat.loading');
  const myName = myNameProp ?? t('chat.you');
  const dayLabels = dayLabelsProp ?? { today: t('chat.today'), yesterday: t('chat.yesterday') };
  const statusLabels: Record<ChatMessageStatus, string> = statusLabelsProp ?? {
    pending: t('chat.sending'),
    sent: t('chat.sent'),
    failed: t('chat.failed'),
  };
  const announce =
    announceProp ??
    ((message: ChatMessage) =>
      t('chat.announce', {
        sender: message.senderName ?? t('chat.otherPerson'),
        body: message.body,
      }));
  const idPrefix = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const seenIds = useRef<Set<ChatMessage['id']> | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const days = useMemo(() => {
    const dated: Dated[] = messages.map((message) => ({
      message,
      date: toDate(message.createdAt) ?? new Date(0),
    }));
    dated.sort((a, b) => a.date.getTime() - b.date.getTime());
    const groups: { key: number; date: Date; items: Dated[] }[] = [];
    for (const item of dated) {
      const key = startOfDay(item.date).getTime();
      const last = groups[groups.length - 1];
      if (last && last.key === key) last.items.push(item);
      else groups.push({ key, date: item.date, items: [item] });
    }
    return groups;
  }, [messages]);

  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
    [locale],
  );
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
    [locale],
  );
  const today = now ?? new Date();
  const dayLabel = (date: Date) => {
    const ago = daysAgo(date, today);
    return ago === 0 ? dayLabels.today : ago === 1 ? dayLabels.yesterday : dayFormat.format(date);
  };

  // New messages: keep the newest in view (unless the user scrolled up to read), and announce
  // incoming ones. The first render announces nothing: that is history, not news.
  useLayoutEffect(() => {
    const node = scrollRef.current;
    if (node && stickToBottom.current) node.scrollTop = node.scrollHeight;
    const seen = seenIds.current;
    const fresh = seen ? messages.filter((m) => !seen.has(m.id) && !m.isMine) : [];
    seenIds.current = new Set(messages.map((m) => m.id));
    const latest = fresh[fresh.length - 1];
    if (latest) setAnnouncement(fresh.map(announce).join('. '));
    // `announce` is a formatting callback; a new identity alone is no reason to announce.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages]);

  // Content that changes height later (fonts, pictures, a wrapped line) keeps the newest in view.
  useEffect(() => {
    const node = scrollRef.current;
    const content = contentRef.current;
    if (!node || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stickToBottom.current) node.scrollTop = node.scrollHeight;
    });
    observer.observe(content);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const node = scrollRef.current;
    if (!node) return;
    stickToBottom.current =
      node.scrollHeight - node.scrollTop - node.clientHeight <= STICK_THRESHOLD;
  };

  return (
    <>
      <div
        ref={scrollRef}
        className={cx(styles.thread, className)}
        role="region"
        aria-label={ariaLabel}
        aria-busy={isLoading || undefined}
        // Scrollable, so reachable by keyboard (arrow keys and Page Up/Down scroll it); axe's
        // scrollable-region-focusable asks for exactly this.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
      >
        <div ref={contentRef} className={styles.content}>
          {isLoading ? (
            <LoadingState label={loadingLabel} className={styles.empty} />
          ) : days.length === 0 ? (
            <EmptyState title={emptyText} className={styles.empty} />
          ) : (
            days.map((group) => {
              const labelId = `${idPrefix}-${group.key}`;
              return (
                <div key={group.key} className={styles.day}>
                  <p className={styles.dayLabel} id={labelId}>
                    {dayLabel(group.date)}
                  </p>
                  <ol className={styles.list} aria-labelledby={labelId}>
                    {group.items.map(({ message, date }) => {
                      const status = message.isMine ? (message.status ?? 'sent') : undefined;
                      const look =
                        status === 'failed' ? 'failed' : message.isMine ? 'mine' : 'theirs';
                      return (
                        <li
                          key={message.id}
                          className={styles.message({ mine: Boolean(message.isMine) })}
                          data-status={status}
                        >
                          {!message.isMine && (
                            <Avatar
                              size="sm"
                              src={message.avatar}
                              name={message.senderName}
                              alt=""
                            />
                          )}
                          <div className={styles.bubble({ look })}>
                            {message.isMine ? (
                              <VisuallyHidden>{myName}:</VisuallyHidden>
                            ) : (
                              message.senderName && (
                                <span className={styles.sender}>{message.senderName}</span>
                              )
                            )}
                            {/* What people write takes its own direction, whatever the page's. */}
                            <p className={styles.body} dir="auto">
                              {message.body}
                            </p>
                            <span className={styles.meta({ look })}>
                              <time dateTime={date.toISOString()}>{timeFormat.format(date)}</time>
                              {status === 'failed' ? (
                                // Failure is spelled out, for everyone: the cross is decoration.
                                <>
                                  <span
                                    className={styles.marker}
                                    aria-hidden="true"
                                    data-marker="failed"
                                  >
                                    {markerGlyphs.failed}
                                  </span>
                                  <span>{statusLabels.failed}</span>
                                </>
                              ) : (
                                status && (
                                  <span
                                    className={styles.marker}
                                    role="img"
                                    aria-label={statusLabels[status]}
                                    data-marker={status}
                                  >
                                    {markerGlyphs[status]}
                                  </span>
                                )
                              )}
                            </span>
                          </div>
                        </li>
                      );
                    })}
                  </ol>
                </div>
              );
            })
          )}
        </div>
      </div>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
