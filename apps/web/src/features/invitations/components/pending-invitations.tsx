import type { Invitation } from '@taskflow/shared';
import { MailPlus, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { usePendingInvitations, useResendInvitation, useRevokeInvitation } from '../api/invitations';
import { InviteLink } from './invite-link';

/** Invitations not yet accepted, with resend (new link, new expiry) and revoke. */
export function PendingInvitations() {
  const [page, setPage] = useState(1);
  const dates = useDates();
  const { data, isPending, isError } = usePendingInvitations(page);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [toRevoke, setToRevoke] = useState<Invitation>();
  const [link, setLink] = useState<string>();

  const onResend = async (invitation: Invitation) => {
    try {
      const result = await resend.mutateAsync(invitation.id);
      toast.success(result.message);
      if (result.inviteUrl) setLink(result.inviteUrl);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not resend the invitation.');
    }
  };
  const onRevoke = async () => {
    if (!toRevoke) return;
    try {
      await revoke.mutateAsync(toRevoke.id);
      toast.success(`Invitation to ${toRevoke.email} withdrawn.`);
      setToRevoke(undefined);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not withdraw the invitation.');
    }
  };

  return (
    <section aria-labelledby="pending-invitations" className="space-y-3">
      <h2 id="pending-invitations" className="flex items-center gap-2 text-lg font-semibold">
        <MailPlus aria-hidden className="size-5 text-slate-500" /> Pending invitations
      </h2>
      {isPending ? (
        <Skeleton className="h-16" />
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600">
          Could not load the invitations.
        </p>
      ) : data.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No pending invitations.</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {data.data.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">
                    {invitation.name ? (
                      <>
                        {invitation.name}{' '}
                        <span className="font-normal text-slate-600 dark:text-slate-400">
                          &lt;{invitation.email}&gt;
                        </span>
                      </>
                    ) : (
                      invitation.email
                    )}
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {[
                      invitation.roleName,
                      invitation.departmentName,
                      invitation.managerName && `reports to ${invitation.managerName}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    {' · '}
                    {invitation.isExpired ? (
                      <span className="font-semibold text-red-600 dark:text-red-400">Expired</span>
                    ) : (
                      `expires ${dates.date(invitation.expiresAt)}`
                    )}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => onResend(invitation)}
                    isLoading={resend.isPending && resend.variables === invitation.id}
                    aria-label={`Resend invitation to ${invitation.email}`}
                  >
                    <RotateCw aria-hidden className="size-4" /> Resend
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => setToRevoke(invitation)}
                    aria-label={`Revoke invitation to ${invitation.email}`}
                  >
                    <Trash2 aria-hidden className="size-4" /> Revoke
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination meta={data.meta} onPageChange={setPage} />
        </>
      )}
      <ConfirmDialog
        isOpen={Boolean(toRevoke)}
        title="Revoke invitation?"
        description={`The link sent to ${toRevoke?.email ?? ''} will stop working.`}
        confirmLabel="Revoke"
        isPending={revoke.isPending}
        onConfirm={onRevoke}
        onCancel={() => setToRevoke(undefined)}
      />
      <Modal isOpen={Boolean(link)} onClose={() => setLink(undefined)} title="Invitation sent again">
        <div className="max-w-xl space-y-4 p-6">
          <h2 className="text-lg font-semibold">Invitation sent again</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            A new link was sent. The earlier link no longer works: only this one can be used to join.
          </p>
          {link && <InviteLink url={link} />}
        </div>
      </Modal>
    </section>
  );
}
