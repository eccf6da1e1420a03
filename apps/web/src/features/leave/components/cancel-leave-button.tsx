import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useCancelLeave } from '../api/leave';

/** Withdraws one's own pending leave, or approved leave not yet started, after asking. */
export function CancelLeaveButton({
  requestId,
  description,
  label = 'Cancel leave',
}: {
  requestId: string;
  /** What is being cancelled ("Annual leave, 1 Dec 2026 – 3 Dec 2026"). */
  description: string;
  label?: string;
}) {
  const [isAsking, setAsking] = useState(false);
  const cancel = useCancelLeave();
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} aria-label={`${label}: ${description}`}>
        {label}
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title="Cancel this leave?"
        description={`${description}. The days go back to your balance; your approvers are told.`}
        confirmLabel="Cancel leave"
        cancelLabel="Keep leave"
        isPending={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync(requestId);
            toast.success('Leave cancelled. The days are back in your balance.');
            setAsking(false);
          } catch (error) {
            toast.error(error instanceof ApiError ? error.message : 'Could not cancel the leave.');
          }
        }}
      />
    </>
  );
}
