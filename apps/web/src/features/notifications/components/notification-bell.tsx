import type { Notification } from '@taskflow/shared';
import { Bell, BellOff } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  useDeleteNotificationWithUndo,
  useLiveNotifications,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadCount,
} from '../api/notifications';
import { NotificationItem } from './notification-item';
import { notificationHref } from './notification-link';

const RECENT = 8;

/**
 * The top-bar bell: unread count, recent notifications in a panel, live over the event stream.
 * Rendered only for users who may view notifications.
 */
export function NotificationBell({ canDelete }: { canDelete: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const { data: unread = 0 } = useUnreadCount();
  const recent = useNotifications({ page: 1, pageSize: RECENT }, isOpen);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const removeWithUndo = useDeleteNotificationWithUndo();

  // The toast's Open is a button in a transient toast; the lists show every notification as a link.
  const open = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    setOpen(false);
    navigate(notificationHref(notification));
  };

  useLiveNotifications(true, (notification) => {
    toast.info(notification.title, {
      description: notification.body ?? undefined,
      action: { label: 'Open', onClick: () => open(notification) },
    });
  });

  const onError = () => toast.error('Could not update the notification. Please try again.');
  // The badge's text is in the name as shown, "99+" included (WCAG 2.5.3).
  const count = unread > 99 ? '99+' : String(unread);
  const label = unread > 0 ? `Notifications, ${count} unread` : 'Notifications';

  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            data-testid="notification-count"
            aria-hidden
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white"
          >
            {count}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(32rem,80vh)] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-700">
            <h2 className="text-sm font-semibold">Notifications</h2>
            <button
              type="button"
              disabled={unread === 0 || markAllRead.isPending}
              onClick={() => markAllRead.mutate(undefined, { onError })}
              className="rounded-md px-2 py-1 text-sm font-medium text-brand-600 hover:bg-slate-100 disabled:text-slate-400 dark:text-brand-100 dark:hover:bg-slate-800 dark:disabled:text-slate-500"
            >
              Mark all read
            </button>
          </div>
          <div className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
            {recent.isPending ? (
              <div className="space-y-3 p-3">
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </div>
            ) : recent.isError ? (
              <p className="p-4 text-sm text-red-600 dark:text-red-400">Could not load notifications.</p>
            ) : recent.data.data.length === 0 ? (
              <div className="flex flex-col items-center gap-2 p-8 text-center text-sm text-slate-500 dark:text-slate-400">
                <BellOff aria-hidden className="size-8" />
                You have no notifications.
              </div>
            ) : (
              recent.data.data.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  canDelete={canDelete}
                  isCompact
                  onOpen={() => setOpen(false)}
                  onMarkRead={(item) => markRead.mutate(item.id, { onError })}
                  onDelete={(item) => removeWithUndo(item)}
                />
              ))
            )}
          </div>
          <Link
            to="/app/notifications"
            onClick={() => setOpen(false)}
            className="border-t border-slate-200 px-3 py-2 text-center text-sm font-medium text-brand-600 hover:bg-slate-50 dark:border-slate-700 dark:text-brand-100 dark:hover:bg-slate-800"
          >
            View all notifications
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
