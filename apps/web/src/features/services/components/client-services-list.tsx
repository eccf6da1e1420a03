import { CLIENT_SERVICE_STATUS_LABELS, type ClientService, type ClientServiceStatus } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Pause, Play, Receipt, Square, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ColleagueField } from '../../../components/forms/colleague-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth';
import { useDates, useToday } from '../../../lib/dates';
import { useCurrentOrganization } from '../../../lib/organization';
import { useChangeClientService } from '../api/services';
import { describeFrequency } from '../lib/describe';
import { BillingDialog, describeBilling } from './billing-fields';

const STATUS_CLASSES: Record<ClientServiceStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-200',
  paused: 'bg-amber-50 text-amber-900 ring-amber-600/20 dark:bg-amber-950/50 dark:text-amber-100',
  ended: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300',
};

/** "not_started" → "Not started"; a job not done whose date has passed is overdue (decision 043). */
const stateText = (job: NonNullable<ClientService['latestJob']>, today: string) => {
  if (job.state !== 'done' && job.dueDate < today) return 'Overdue';
  const words = job.state.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function ClientServiceStatusBadge({ status }: { status: ClientServiceStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        STATUS_CLASSES[status],
      )}
    >
      {CLIENT_SERVICE_STATUS_LABELS[status]}
    </span>
  );
}

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Try again later.';

/** Who does the responsible rule's steps of one client's service: chosen, or back to each step's rule. */
function AssigneeDialog({ row, onClose }: { row: ClientService | null; onClose: () => void }) {
  const change = useChangeClientService();
  const [assigneeId, setAssigneeId] = useState<string | null>(row?.assignee?.id ?? null);
  if (!row) return null;
  const save = async () => {
    try {
      const saved = await change.mutateAsync({ id: row.id, change: { assigneeId } });
      toast.success(
        saved.assignee
          ? `${saved.assignee.name} now does ${saved.service.name} for ${saved.customer.name}.`
          : `${saved.service.name} for ${saved.customer.name} follows each step's rule again.`,
      );
      onClose();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <div className="grid gap-4 p-6">
      <h2 className="pr-8 text-xl font-semibold">Assignee</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Who does the steps of {row.service.name} for {row.customer.name} that go to the client's responsible
        member, in jobs to come and in those not started yet.
      </p>
      <ColleagueField
        label="Assignee"
        value={assigneeId}
        onChange={setAssigneeId}
        emptyChoice="The client's responsible member"
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button isLoading={change.isPending} onClick={save}>
          Save
        </Button>
      </div>
    </div>
  );
}

/**
 * Clients' services as rows: by client on a service's page, by service on a client's page; each with its
 * status, first period, assignee and jobs (and how it is billed, for Rates and Billing holders), and for
 * managers Pause or Resume, Assignee, Billing (with Rates and Billing) and End.
 */
export function ClientServicesList({
  rows,
  show,
  canManage,
}: {
  rows: ClientService[];
  show: 'client' | 'service';
  canManage: boolean;
}) {
  const dates = useDates();
  const today = useToday();
  const change = useChangeClientService();
  const [assigning, setAssigning] = useState<ClientService | null>(null);
  const [ending, setEnding] = useState<ClientService | null>(null);
  const [billing, setBilling] = useState<ClientService | null>(null);
  // How a client is billed, and its fee, are for Rates and Billing holders (issue 42).
  const canBill = useCan('time.billing');
  const currency = useCurrentOrganization().data?.currency ?? 'INR';
  const nameOf = (row: ClientService) => (show === 'client' ? row.customer.name : row.service.name);
  const setStatus = async (row: ClientService, status: ClientServiceStatus) => {
    try {
      await change.mutateAsync({ id: row.id, change: { status } });
      const done = { active: 'resumed', paused: 'paused', ended: 'ended' }[status];
      toast.success(`${row.service.name} for ${row.customer.name} is ${done}.`);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <div className="grid min-w-0 flex-1 basis-64 gap-0.5">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <Link
                  to={
                    show === 'client'
                      ? `/app/customers/${row.customer.id}`
                      : `/app/services/${row.service.id}`
                  }
                  className="font-medium wrap-anywhere text-slate-900 hover:text-brand-700 hover:underline dark:text-slate-100 dark:hover:text-brand-300"
                >
                  {nameOf(row)}
                </Link>
                <ClientServiceStatusBadge status={row.status} />
              </div>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {show === 'service' && `${describeFrequency(row.service.frequency)} · `}
                from {dates.calendarDate(row.startsOn)} · {row.jobs} {row.jobs === 1 ? 'job' : 'jobs'},{' '}
                {row.openJobs} open
                {row.latestJob &&
                  ` · ${row.latestJob.periodLabel}: ${stateText(row.latestJob, today)}, due ${dates.calendarDate(row.latestJob.dueDate)}`}
                {row.assignee && ` · done by ${row.assignee.name}`}
                {canBill && ` · ${describeBilling(row, currency)}`}
              </p>
            </div>
            {canManage && row.status !== 'ended' && (
              <div className="flex flex-wrap gap-1">
                {row.status === 'active' ? (
                  <Button
                    variant="ghost"
                    onClick={() => setStatus(row, 'paused')}
                    aria-label={`Pause ${nameOf(row)}`}
                  >
                    <Pause aria-hidden className="size-4" />
                    Pause
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    onClick={() => setStatus(row, 'active')}
                    aria-label={`Resume ${nameOf(row)}`}
                  >
                    <Play aria-hidden className="size-4" />
                    Resume
                  </Button>
                )}
                <Button
                  variant="ghost"
                  onClick={() => setAssigning(row)}
                  aria-label={`Assignee of ${nameOf(row)}`}
                >
                  <UserRound aria-hidden className="size-4" />
                  Assignee
                </Button>
                {canBill && (
                  <Button
                    variant="ghost"
                    onClick={() => setBilling(row)}
                    aria-label={`Billing of ${nameOf(row)}`}
                  >
                    <Receipt aria-hidden className="size-4" />
                    Billing
                  </Button>
                )}
                <Button variant="ghost" onClick={() => setEnding(row)} aria-label={`End ${nameOf(row)}`}>
                  <Square aria-hidden className="size-4" />
                  End
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Modal isOpen={assigning !== null} onClose={() => setAssigning(null)} title="Assignee">
        <AssigneeDialog key={assigning?.id} row={assigning} onClose={() => setAssigning(null)} />
      </Modal>
      <Modal isOpen={billing !== null} onClose={() => setBilling(null)} title="Billing">
        {billing && (
          <BillingDialog
            key={billing.id}
            row={billing}
            currency={currency}
            onClose={() => setBilling(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        isOpen={ending !== null}
        title={ending ? `End ${ending.service.name} for ${ending.customer.name}?` : 'End the service?'}
        description="No more jobs are made for this client; the jobs made stay. To start again, apply the service again."
        confirmLabel="End service"
        isPending={change.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={async () => {
          if (ending) await setStatus(ending, 'ended');
          setEnding(null);
        }}
      />
    </>
  );
}
