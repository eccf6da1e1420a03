import type { Notification } from '@taskflow/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useMarkRead } from '../api/notifications';

/**
 * Where a notification leads: its object's page. Links are written by the server as app paths; anything
 * else (none, or not a path of this site) leads to the notification centre.
 */
export function notificationHref(notification: Pick<Notification, 'link'>): string {
  const { link } = notification;
  return link?.startsWith('/') && !link.startsWith('//') ? link : '/app/notifications';
}

/**
 * A notification as a real link to its object: it opens in a new tab, copies and reads as a link to
 * screen readers. Activating it (click, Enter, a middle or modified click) marks it read, and the
 * browser follows the link as usual.
 */
export function NotificationLink({
  notification,
  className,
  onActivate,
  children,
}: {
  notification: Notification;
  className?: string;
  /** Also run on activation (the bell closes its panel). */
  onActivate?: () => void;
  children: ReactNode;
}) {
  const markRead = useMarkRead();
  const activate = () => {
    if (!notification.isRead)
      markRead.mutate(notification.id, {
        onError: () => toast.error('Could not update the notification. Please try again.'),
      });
    onActivate?.();
  };
  return (
    <Link
      to={notificationHref(notification)}
      onClick={activate}
      // A middle click opens a new tab without a click event.
      onAuxClick={(event) => {
        if (event.button === 1) activate();
      }}
      className={className}
    >
      {children}
    </Link>
  );
}
