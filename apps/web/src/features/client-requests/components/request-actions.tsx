import type { RequestDetail } from '@taskflow/shared';
import { BellRing, Pause, Pencil, Play, Send, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCancelRequest, useNudgeRequest, usePauseReminders, useSendRequest } from '../api/requests';
import { RequestDialog } from './request-dialog';

const failed = (error: unknown, fallback: string) =>
  notify('error', error instanceof ApiError ? error.message : fallback);

/**
 * What staff with Manage Requests can do to an open request: send it (again: a new link, the old one
 * still works until it expires or is revoked), nudge the client now, pause or resume the reminders, edit
 * it, cancel it.
 */
export function RequestActions({ request }: { request: RequestDetail }) {
  const send = useSendRequest(request.id);
  const nudge = useNudgeRequest(request.id);
  const pause = usePauseReminders(request.id);
  const cancel = useCancelRequest(request.id);
  const [isEditing, setEditing] = useState(false);
  const [isCancelling, setCancelling] = useState(false);
  if (request.status !== 'open') return null;
  const isSent = request.sentAt !== null;

  /** Runs an action whose answer is the toast's words; a refusal's message is the toast otherwise. */
  const run = async (action: () => Promise<string>, fallback: string) => {
    try {
      notify('success', await action());
    } catch (error) {
      failed(error, fallback);
    }
  };
  return (
    <>
      <Button
        variant={isSent ? 'secondary' : 'primary'}
        isLoading={send.isPending}
        onClick={() =>
          run(async () => {
            const sent = await send.mutateAsync(undefined);
            return `${isSent ? 'Sent again, with a new link,' : 'Sent'} to ${sent.sentTo.join(', ') || 'the client'}.`;
          }, 'Could not send the request.')
        }
      >
        <Send aria-hidden className="size-4" />
        {isSent ? 'Re-send' : 'Send'}
      </Button>
      {isSent && (
        <Button
          variant="secondary"
          isLoading={nudge.isPending}
          onClick={() =>
            run(
              () => nudge.mutateAsync(undefined).then(() => 'Reminder sent to the client.'),
              'Could not send the reminder.',
            )
          }
        >
          <BellRing aria-hidden className="size-4" />
          Nudge now
        </Button>
      )}
      <Button
        variant="secondary"
        isLoading={pause.isPending}
        onClick={() =>
          run(
            () =>
              pause
                .mutateAsync(!request.remindersPaused)
                .then(() => (request.remindersPaused ? 'Reminders resumed.' : 'Reminders paused.')),
            'Could not change the reminders.',
          )
        }
      >
        {request.remindersPaused ? (
          <Play aria-hidden className="size-4" />
        ) : (
          <Pause aria-hidden className="size-4" />
        )}
        {request.remindersPaused ? 'Resume reminders' : 'Pause reminders'}
      </Button>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        <Pencil aria-hidden className="size-4" />
        Edit
      </Button>
      <Button variant="secondary" onClick={() => setCancelling(true)}>
        <XCircle aria-hidden className="size-4" />
        Cancel request
      </Button>
      <RequestDialog isOpen={isEditing} onClose={() => setEditing(false)} request={request} />
      <ConfirmDialog
        isOpen={isCancelling}
        title="Cancel this request?"
        description="The client's page no longer shows it, no reminder goes, and its job stops waiting on the client. What the client sent stays here."
        confirmLabel="Cancel request"
        cancelLabel="Keep it"
        isPending={cancel.isPending}
        onCancel={() => setCancelling(false)}
        onConfirm={async () => {
          await run(
            () => cancel.mutateAsync(undefined).then(() => 'Request cancelled.'),
            'Could not cancel the request.',
          );
          setCancelling(false);
        }}
      />
    </>
  );
}
