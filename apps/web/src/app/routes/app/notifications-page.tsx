import { Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { NotificationList } from '../../../features/notifications/components/notification-list';
import { NotificationPreferences } from '../../../features/notifications/components/notification-preferences';
import { SendNotificationForm } from '../../../features/notifications/components/send-notification-form';
import { useCan } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The notification centre: everything you were told, email preferences, and Send Notification. */
export default function NotificationsPage() {
  useDocumentTitle('Notifications');
  const canView = useCan('notifications.view');
  const canDelete = useCan('notifications.delete');
  const canSend = useCan('notifications.send');
  const [isSendOpen, setSendOpen] = useState(false);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Notifications"
        description="Announcements and updates for you, newest first."
        actions={
          canSend && (
            <Button onClick={() => setSendOpen(true)}>
              <Send aria-hidden className="size-4" /> Send Notification
            </Button>
          )
        }
      />
      {canView ? (
        <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
          <NotificationList canDelete={canDelete} />
          <div>
            <NotificationPreferences />
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your role does not include viewing notifications.
        </p>
      )}
      <Modal isOpen={isSendOpen} onClose={() => setSendOpen(false)} title="Send Notification">
        <div className="p-6">
          <h2 className="mb-4 text-xl font-semibold">Send Notification</h2>
          <SendNotificationForm
            onCancel={() => setSendOpen(false)}
            onSent={(recipients) => {
              setSendOpen(false);
              toast.success(`Notification sent to ${recipients} ${recipients === 1 ? 'person' : 'people'}.`);
            }}
          />
        </div>
      </Modal>
    </div>
  );
}
