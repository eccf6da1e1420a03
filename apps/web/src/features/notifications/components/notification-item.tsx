import { type Notification, notificationKindLabel } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Check, Trash2 } from 'lucide-react';
import { useDates } from '../../../lib/dates';
import { NotificationLink } from './notification-link';

// Made on first use: the layout loads this module on every page, where the list is mostly closed.
let relative: Intl.RelativeTimeFormat | undefined;
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday": short enough for a list; past a year, the date (`fallback`). */
export function timeAgo(iso: string, fallback: (iso: string) => string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) {
      relative ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
      return relative.format(Math.round(value), unit);
    }
    value /= size;
  }
  return fallback(iso);
}

/**
 * One notification: unread ones are marked; it is a link to its object, and following it marks it read;
 * read/delete actions beside it.
 */
export function NotificationItem({
  notification,
  canDelete,
  isCompact = false,
  onOpen,
  onMarkRead,
  onDelete,
}: {
  notification: Notification;
  canDelete: boolean;
  isCompact?: boolean;
  /** Also run when the link is followed (the bell closes its panel). */
  onOpen?: () => void;
  onMarkRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}) {
  const dates = useDates();
  const isUnread = !notification.isRead;
  return (
    <div
      className={clsx(
        'group flex items-start gap-3 px-3 py-3',
        isUnread ? 'bg-brand-50/70 dark:bg-indigo-950/40' : 'bg-transparent',
      )}
    >
      <span
        aria-hidden
        className={clsx('mt-2 size-2 shrink-0 rounded-full', isUnread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <NotificationLink
        notification={notification}
        onActivate={onOpen}
        className="min-w-0 flex-1 rounded-md text-left focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="sr-only">{isUnread ? 'Unread: ' : ''}</span>
        <span className={clsx('block text-sm wrap-anywhere ', isUnread ? 'font-semibold' : 'font-medium')}>
          {notification.title}
        </span>
        {notification.body && (
          <span
            className={clsx(
              'mt-0.5 block text-sm wrap-anywhere text-slate-600  dark:text-slate-400',
              isCompact ? 'line-clamp-2' : 'whitespace-pre-line',
            )}
          >
            {notification.body}
          </span>
        )}
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
          {notificationKindLabel(notification.kind)}
          {notification.sender ? ` · ${notification.sender.name}` : ''} ·{' '}
          <time dateTime={notification.createdAt} title={dates.dateTime(notification.createdAt)}>
            {timeAgo(notification.createdAt, dates.date)}
          </time>
        </span>
      </NotificationLink>
      <div className="flex shrink-0 gap-1">
        {isUnread && (
          <button
            type="button"
            aria-label={`Mark “${notification.title}” read`}
            title="Mark read"
            onClick={() => onMarkRead(notification)}
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <Check aria-hidden className="size-4" />
          </button>
        )}
        {canDelete && (
          <button
            type="button"
            aria-label={`Delete “${notification.title}”`}
            title="Delete"
            onClick={() => onDelete(notification)}
            className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950 dark:hover:text-red-300"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
