import { NOTIFICATION_KINDS, type Notification, type NotificationKind } from '@taskflow/shared';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { inputClasses } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  useDeleteNotificationWithUndo,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadCount,
} from '../api/notifications';
import { NotificationItem } from './notification-item';

const PAGE_SIZE = 20;

/** The full list with All/Unread and kind filters. */
export function NotificationList({ canDelete }: { canDelete: boolean }) {
  const [page, setPage] = useState(1);
  const [isUnreadOnly, setUnreadOnly] = useState(false);
  const [kind, setKind] = useState<NotificationKind | ''>('');
  const list = useNotifications({ page, pageSize: PAGE_SIZE, isUnreadOnly, kind });
  const { data: unread = 0 } = useUnreadCount();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const removeWithUndo = useDeleteNotificationWithUndo();
  const onError = () => toast.error('Could not update the notification. Please try again.');

  const onDelete = (notification: Notification) =>
    removeWithUndo(notification, () => {
      if (list.data?.data.length === 1 && page > 1) setPage(page - 1);
    });

  return (
    <section aria-label="Your notifications" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <fieldset className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
          <legend className="sr-only">Show</legend>
          {[
            { label: 'All', value: false },
            { label: `Unread (${unread})`, value: true },
          ].map((option) => (
            <button
              key={option.label}
              type="button"
              aria-pressed={isUnreadOnly === option.value}
              onClick={() => {
                setUnreadOnly(option.value);
                setPage(1);
              }}
              className="rounded-md px-3 py-1.5 text-sm font-medium aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {option.label}
            </button>
          ))}
        </fieldset>
        <label className="sr-only" htmlFor="notification-kind">
          Kind
        </label>
        <div className="w-full sm:w-56">
          <select
            id="notification-kind"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as NotificationKind | '');
              setPage(1);
            }}
            className={inputClasses(false)}
          >
            <option value="">All kinds</option>
            {NOTIFICATION_KINDS.map((entry) => (
              <option key={entry.kind} value={entry.kind}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex-1" />
        <Button
          variant="secondary"
          disabled={unread === 0}
          isLoading={markAllRead.isPending}
          onClick={() => markAllRead.mutate(undefined, { onError })}
        >
          Mark all read
        </Button>
      </div>
      {list.isPending ? (
        <div className="space-y-2">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-16" />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load notifications.
        </p>
      ) : list.data.data.length === 0 ? (
        <EmptyState
          icon={Bell}
          title={isUnreadOnly || kind ? 'Nothing here' : 'No notifications yet'}
          description={
            isUnreadOnly || kind
              ? 'No notifications match these filters.'
              : 'Announcements, event invitations, task assignments and leave decisions will appear here.'
          }
        />
      ) : (
        <>
          <div className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {list.data.data.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                canDelete={canDelete}
                onMarkRead={(item) => markRead.mutate(item.id, { onError })}
                onDelete={onDelete}
              />
            ))}
          </div>
          <Pagination meta={list.data.meta} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
