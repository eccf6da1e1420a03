import { formatCalendarDay, formatLeaveDays, type LeaveRequestDetail, leaveTitle } from '@taskflow/shared';
import { AlertTriangle, ExternalLink, Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { leaveAttachmentUrl, useCoverTasks, useDecideLeave, useLeaveRequest } from '../api/leave';
import { CancelLeaveButton } from './cancel-leave-button';
import { DecisionForm } from './decision-form';
import { describeDates, LeaveDates, LeaveStatusBadge, LeaveSteps } from './leave-parts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="min-w-0 text-sm whitespace-pre-line wrap-anywhere">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

export const LEAVE_DETAILS_HIDDEN =
  'The reason, address, emergency contact, document and approval steps are seen only by the applicant, the approvers and leave administrators.';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** The applicant's open tasks due while they are away, each linking to its page to reassign it. */
function TasksDuringLeave({ request }: { request: LeaveRequestDetail }) {
  const dates = useDates();
  const cover = useCoverTasks();
  const tasks = request.tasksDuringLeave;
  const colleague = request.workAssignee;
  return (
    <Section title={`Open tasks due during the leave (${tasks.length})`}>
      {tasks.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {request.employee.name} has no open tasks due during this leave.
        </p>
      ) : (
        <>
          <ul className="grid gap-2">
            {tasks.map((task) => (
              <li
                key={task.id}
                className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
              >
                <span className="min-w-0">
                  <span className="font-mono text-xs text-slate-600 dark:text-slate-400">
                    {task.reference}
                  </span>{' '}
                  <span className="font-medium wrap-anywhere">{task.title}</span>
                  <span className="block text-slate-600 dark:text-slate-400">
                    Due {dates.calendarDate(task.dueDate)} · {task.status}
                  </span>
                </span>
                <Link
                  to={task.link}
                  className="inline-flex shrink-0 items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-indigo-300"
                >
                  Reassign
                  <span className="sr-only"> {task.title}</span>
                  <ExternalLink aria-hidden className="size-3.5" />
                </Link>
              </li>
            ))}
          </ul>
          {colleague && (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="secondary"
                isLoading={cover.isPending}
                onClick={async () => {
                  try {
                    const result = await cover.mutateAsync({ id: request.id });
                    toast.success(
                      `${colleague.name} now watches ${result.watched} ${result.watched === 1 ? 'task' : 'tasks'}.`,
                    );
                  } catch (error) {
                    toast.error(errorText(error, 'Could not add the watcher.'));
                  }
                }}
              >
                Make {colleague.name} a watcher of these tasks
              </Button>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {colleague.name} covers this leave (Work Assignment).
              </span>
            </div>
          )}
        </>
      )}
    </Section>
  );
}

/**
 * Issue 30, item 5: a pending request against the balance projected to its dates. The figure ("Annual
 * balance projected on 7 Jun 2027: 3 days") only reaches those who read the person's balances
 * (`remaining` null otherwise); a shortfall is flagged to every reader of the details.
 */
function BalanceCheck({
  request,
  check,
}: {
  request: LeaveRequestDetail;
  check: NonNullable<LeaveRequestDetail['balanceCheck']>;
}) {
  return (
    <span className="grid gap-1">
      {check.remaining !== null && (
        <span>
          {request.leaveType.name} balance projected on {formatCalendarDay(check.projectedOn)}:{' '}
          <strong>{formatLeaveDays(check.remaining)}</strong>
        </span>
      )}
      {check.covers ? (
        check.remaining === null && <span>{check.message}</span>
      ) : (
        <span className="flex items-start gap-1.5 font-medium text-amber-800 dark:text-amber-300">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {check.message}
        </span>
      )}
    </span>
  );
}

/**
 * One leave application as its applicant and its approvers see it: the spec's fields, the approval
 * steps, blackouts it meets, the applicant's tasks due meanwhile, and what the viewer may do with it.
 * Any other reader gets who, when and "On leave" from the API (`detailsVisible` false) and is told why
 * the rest is missing.
 */
export function LeaveRequestDetailView({ id, onDone }: { id: string; onDone?: () => void }) {
  const dates = useDates();
  const query = useLeaveRequest(id);
  const decide = useDecideLeave();

  if (query.isPending) return <ListSkeleton rows={4} label="Loading the leave application…" />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {errorText(query.error, 'Could not load this leave application. Try again later.')}
      </p>
    );
  }
  const request = query.data;
  return (
    <article className="grid gap-4" aria-label={`Leave application of ${request.employee.name}`}>
      <header className="flex min-w-0 flex-wrap items-start justify-between gap-3 pr-8">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold wrap-anywhere">
            {leaveTitle(request.leaveType.name)} · {request.employee.name}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {[request.employee.employeeCode, request.employee.department].filter(Boolean).join(' · ')}
          </p>
        </div>
        <LeaveStatusBadge status={request.status} />
      </header>
      <dl className="grid gap-2">
        <Row term="Dates">
          <LeaveDates request={request} />
        </Row>
        <Row term="Total days">{formatLeaveDays(request.totalDays)}</Row>
        {request.status === 'Pending' && request.awaiting && <Row term="Awaiting">{request.awaiting}</Row>}
        {request.reason !== null && <Row term="Reason for Leave">{request.reason}</Row>}
        {request.addressDuringLeave !== null && (
          <Row term="Address During Leave">{request.addressDuringLeave}</Row>
        )}
        {request.emergencyContact !== null && (
          <Row term="Emergency Contact">
            <a href={`tel:${request.emergencyContact.replace(/[^\d+]/g, '')}`} className="hover:underline">
              {request.emergencyContact}
            </a>
          </Row>
        )}
        {request.balanceCheck && (
          <Row term="Balance">
            <BalanceCheck request={request} check={request.balanceCheck} />
          </Row>
        )}
        <Row term="Work Assignment">{request.workAssignee?.name ?? 'No one'}</Row>
        <Row term="Applied">{dates.dateTime(request.createdAt)}</Row>
        {request.hasAttachment && (
          <Row term="Supporting document">
            <a
              href={leaveAttachmentUrl(request.id)}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-indigo-300"
            >
              <Paperclip aria-hidden className="size-4" />
              Download
            </a>
          </Row>
        )}
      </dl>
      {!request.detailsVisible && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{LEAVE_DETAILS_HIDDEN}</p>
      )}
      {request.blackouts.length > 0 && (
        <ul className="grid gap-2">
          {request.blackouts.map((blackout) => (
            <li
              key={blackout.reason + blackout.effect}
              className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm wrap-anywhere text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
            >
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              Blackout period ({blackout.effect === 'refuse' ? 'leave refused' : 'needs an extra approval'}):{' '}
              {blackout.reason}
            </li>
          ))}
        </ul>
      )}
      {request.detailsVisible && (
        <Section title="Approval steps">
          <LeaveSteps steps={request.steps} />
        </Section>
      )}
      {(request.canDecide || request.tasksDuringLeave.length > 0) && <TasksDuringLeave request={request} />}
      {request.canDecide && (
        <Section title="Your decision">
          <DecisionForm
            shortfall={
              request.balanceCheck && !request.balanceCheck.covers ? request.balanceCheck.message : null
            }
            onDecide={async (decision, comment, acceptShortfall) => {
              await decide.mutateAsync({ id: request.id, decision, comment, acceptShortfall });
              toast.success(
                decision === 'approve'
                  ? `Leave of ${request.employee.name} approved.`
                  : `Leave of ${request.employee.name} rejected.`,
              );
              onDone?.();
            }}
          />
        </Section>
      )}
      {request.canCancel && (
        <div className="flex justify-end border-t border-slate-200 pt-4 dark:border-slate-800">
          <CancelLeaveButton
            requestId={request.id}
            description={`${request.leaveType.name} leave, ${describeDates(request)}`}
            label="Cancel this leave"
          />
        </div>
      )}
    </article>
  );
}
