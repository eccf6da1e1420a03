import {
  formatMinutes,
  REOPEN_REASON_MAX,
  RETURN_COMMENT_MAX,
  ReopenRequestBodySchema,
  ReturnTimesheetBodySchema,
  type Timesheet,
  timesheetOpensMessage,
} from '@taskflow/shared';
import { CheckCircle2, LockOpen, RotateCcw, Send, Undo2, Unlock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiFormShell, useApiForm } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useDates, useToday } from '../../../lib/dates';
import {
  type TimesheetDecision,
  useDecideTimesheet,
  useRequestReopen,
  useSubmitWeek,
  useWithdrawWeek,
} from '../api/time-api';
import { TimesheetGrid } from './timesheet-grid';
import { TimesheetStatusBadge } from './timesheet-status';

/** "Tue 3 Jun, Thu 5 Jun and Fri 6 Jun": days of one week, as the grid's columns name them. */
export function listDays(days: readonly string[]): string {
  const names = days.map((day) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

const workingDays = (count: number) => `${count} working ${count === 1 ? 'day' : 'days'}`;

const EVENT_LABELS = {
  submitted: 'Submitted',
  withdrawn: 'Withdrawn',
  approved: 'Approved',
  returned: 'Returned',
  reopened: 'Reopened',
};

function ReturnForm({ sheet, onDone }: { sheet: Timesheet; onDone: () => void }) {
  const decide = useDecideTimesheet();
  const form = useApiForm({
    schema: ReturnTimesheetBodySchema,
    defaultValues: { comment: '' },
    onSubmit: async ({ comment }) => {
      await decide.mutateAsync({ id: sheet.id as string, decision: 'return', comment });
      toast.success(`The week was returned to ${sheet.user.name}.`);
      onDone();
    },
  });
  return (
    <div className="p-6">
      <h2 className="mb-4 pr-8 text-lg font-semibold">Return the week to {sheet.user.name}</h2>
      <ApiFormShell form={form} label="Return timesheet" submitLabel="Return" onCancel={onDone}>
        <TextAreaField
          label="Comment (required)"
          rows={4}
          maxLength={RETURN_COMMENT_MAX}
          error={form.formState.errors.comment?.message}
          {...form.register('comment')}
        />
      </ApiFormShell>
    </div>
  );
}

/** The owner asks their approvers to reopen a submitted or approved week; a reason is optional. */
function ReopenRequestForm({ sheet, onDone }: { sheet: Timesheet; onDone: () => void }) {
  const ask = useRequestReopen();
  const form = useApiForm({
    schema: ReopenRequestBodySchema,
    defaultValues: { week: sheet.weekStart, reason: '' },
    onSubmit: async (body) => {
      await ask.mutateAsync(body);
      toast.success('Your approver was asked to reopen the week.');
      onDone();
    },
  });
  return (
    <div className="p-6">
      <h2 className="mb-4 pr-8 text-lg font-semibold">Ask to reopen this week</h2>
      <ApiFormShell form={form} label="Ask to reopen" submitLabel="Ask to reopen" onCancel={onDone}>
        <TextAreaField
          label="Reason (optional)"
          rows={3}
          maxLength={REOPEN_REASON_MAX}
          hint="Say what you need to add or change, so your approver can decide."
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </ApiFormShell>
    </div>
  );
}

/**
 * A week with everything one can do to it: the grid (editable while it is one's own and open), its
 * totals and status, Submit (and Withdraw while no decision is made) for its owner, Approve / Return /
 * Reopen for their manager, and its history.
 */
export function TimesheetPanel({ sheet, isOwn }: { sheet: Timesheet; isOwn: boolean }) {
  const submit = useSubmitWeek();
  const withdraw = useWithdrawWeek();
  const decide = useDecideTimesheet();
  const dates = useDates();
  const [isReturning, setReturning] = useState(false);
  const [isAskingReopen, setAskingReopen] = useState(false);
  // Working days without time are asked about before the week goes (issue 39), not submitted without a word.
  const [isConfirmingEmpty, setConfirmingEmpty] = useState(false);
  const empty = sheet.emptyWorkingDays;
  // Submit opens on the owner's last working day of the week (today in their zone, else the organization's).
  const today = useToday();
  const opensLater = today < sheet.submitOpensOn;
  // Cells holding a value not saved yet, or refused: the week is not submitted without them.
  const [pendingCells, setPendingCells] = useState(0);
  const canSubmit = isOwn && !sheet.isLocked;
  const canWithdraw = isOwn && sheet.status === 'submitted';

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Something went wrong. Try again later.');
    }
  };
  const decideOn = (decision: TimesheetDecision, success: string) =>
    run(() => decide.mutateAsync({ id: sheet.id as string, decision }), success);
  const lastReturn = [...sheet.events].reverse().find((event) => event.action === 'returned');
  const submitWeek = () =>
    run(
      () => submit.mutateAsync(sheet.weekStart),
      sheet.hasRunningTimer
        ? 'The week was submitted for approval. Your running timer was stopped at the submission.'
        : 'The week was submitted for approval.',
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <TimesheetStatusBadge status={sheet.status} />
          <span>
            Week total of {sheet.user.name}{' '}
            <strong className="font-mono">{formatMinutes(sheet.total)}</strong>
          </span>
          <span className="text-slate-600 dark:text-slate-400">
            Billable <span className="font-mono">{formatMinutes(sheet.billableMinutes)}</span>
          </span>
          {sheet.hasRunningTimer && (
            <span className="text-slate-600 dark:text-slate-400">A timer is running</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {canSubmit && opensLater && (
            <>
              <Button disabled aria-describedby="submit-opens">
                <Send aria-hidden className="size-4" />
                Submit week
              </Button>
              <span id="submit-opens" className="self-center text-xs text-slate-600 dark:text-slate-400">
                {timesheetOpensMessage(sheet.submitOpensOn)}
              </span>
            </>
          )}
          {canSubmit && !opensLater && (
            <Button
              onClick={() => (empty.length > 0 ? setConfirmingEmpty(true) : submitWeek())}
              isLoading={submit.isPending && !isConfirmingEmpty}
              disabled={pendingCells > 0}
              aria-describedby={pendingCells > 0 ? 'submit-blocked' : undefined}
            >
              <Send aria-hidden className="size-4" />
              Submit week
            </Button>
          )}
          {canSubmit && pendingCells > 0 && (
            <span
              id="submit-blocked"
              role="status"
              className="self-center text-xs text-red-700 dark:text-red-400"
            >
              Save the hours you typed (leave the cell or press Enter) or correct those marked in red before
              submitting.
            </span>
          )}
          {canWithdraw && (
            <Button
              variant="secondary"
              onClick={() =>
                run(
                  () => withdraw.mutateAsync(sheet.weekStart),
                  'The week was withdrawn: you can change it and submit it again.',
                )
              }
              isLoading={withdraw.isPending}
            >
              <RotateCcw aria-hidden className="size-4" />
              Withdraw
            </Button>
          )}
          {sheet.canDecide && sheet.status === 'submitted' && (
            <>
              <Button
                onClick={() => decideOn('approve', `The week of ${sheet.user.name} was approved.`)}
                isLoading={decide.isPending}
              >
                <CheckCircle2 aria-hidden className="size-4" />
                Approve
              </Button>
              <Button variant="secondary" onClick={() => setReturning(true)}>
                <Undo2 aria-hidden className="size-4" />
                Return
              </Button>
            </>
          )}
          {sheet.canDecide && sheet.status === 'approved' && (
            <Button
              variant="secondary"
              onClick={() => decideOn('reopen', 'The week was reopened.')}
              isLoading={decide.isPending}
            >
              <Unlock aria-hidden className="size-4" />
              Reopen
            </Button>
          )}
        </div>
      </div>
      {isOwn && sheet.status === 'returned' && lastReturn?.comment && (
        <p
          role="note"
          className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm wrap-anywhere text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          Returned by {lastReturn.actorName ?? 'your manager'}: {lastReturn.comment}
        </p>
      )}
      {sheet.isLocked && isOwn && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
          <p>
            {sheet.status === 'submitted'
              ? 'This week is submitted: withdraw it to change its entries before your manager decides.'
              : `This week is ${sheet.status}: its entries cannot change unless it is reopened.`}
          </p>
          {sheet.reopenRequest ? (
            <p role="status">You asked to reopen it on {dates.dateTime(sheet.reopenRequest.at)}.</p>
          ) : (
            <Button variant="secondary" onClick={() => setAskingReopen(true)}>
              <LockOpen aria-hidden className="size-4" />
              Ask to reopen
            </Button>
          )}
        </div>
      )}
      {sheet.canDecide && sheet.status === 'submitted' && empty.length > 0 && (
        <p
          role="note"
          className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm wrap-anywhere text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          {workingDays(empty.length)} of this week {empty.length === 1 ? 'has' : 'have'} no time:{' '}
          {listDays(empty)}.
        </p>
      )}
      {sheet.canDecide && sheet.reopenRequest && (
        <p
          role="note"
          className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm wrap-anywhere text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          {sheet.user.name} asks to reopen this week
          {sheet.reopenRequest.reason ? `: ${sheet.reopenRequest.reason}` : '.'}{' '}
          {sheet.status === 'approved'
            ? 'Reopen it to let them change it.'
            : 'Return it to let them change it.'}
        </p>
      )}
      <TimesheetGrid
        key={`${sheet.user.id}-${sheet.weekStart}`}
        sheet={sheet}
        isEditable={isOwn && !sheet.isLocked}
        onPendingChange={setPendingCells}
      />
      {sheet.events.length > 0 && (
        <section aria-labelledby="sheet-history" className="text-sm">
          <h2 id="sheet-history" className="mb-2 font-semibold">
            History
          </h2>
          <ol className="grid gap-1 text-slate-700 dark:text-slate-300">
            {sheet.events.map((event) => (
              <li key={`${event.action}-${event.at}`} className="wrap-anywhere">
                {EVENT_LABELS[event.action]} by {event.actorName ?? 'someone'} · {dates.dateTime(event.at)}
                {event.comment ? ` — “${event.comment}”` : ''}
              </li>
            ))}
          </ol>
        </section>
      )}
      <ConfirmDialog
        isOpen={isConfirmingEmpty}
        tone="primary"
        title={`Submit with ${workingDays(empty.length)} empty?`}
        description={`No time is logged on ${listDays(empty)}. Submit the week as it is, or go back and add the time (your manager sees which days are empty).`}
        confirmLabel="Submit anyway"
        cancelLabel="Go back"
        isPending={submit.isPending}
        onCancel={() => setConfirmingEmpty(false)}
        onConfirm={async () => {
          await submitWeek();
          setConfirmingEmpty(false);
        }}
      />
      <Modal isOpen={isReturning} onClose={() => setReturning(false)} title="Return timesheet">
        <ReturnForm sheet={sheet} onDone={() => setReturning(false)} />
      </Modal>
      <Modal isOpen={isAskingReopen} onClose={() => setAskingReopen(false)} title="Ask to reopen">
        <ReopenRequestForm sheet={sheet} onDone={() => setAskingReopen(false)} />
      </Modal>
    </div>
  );
}
