import { formatCalendarDate, type RequestView } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { CustomerLink } from '../../../components/customer-link';
import { useDates } from '../../../lib/dates';
import { isRequestOverdue, useOrganizationToday } from '../lib/request-format';
import { RequestStatusChip } from './request-chips';

const head = 'px-3 py-3 font-semibold';
const cell = 'px-3 py-3 align-top';

/**
 * The requests as a table: the client, the request (linked), its job, the due date (red once overdue in
 * the organization's zone), items still owed of all, items to review, reminders sent, and when it was
 * sent. On a phone the client, the request and the due date stay; the counts go under the title.
 */
export function RequestTable({
  requests,
  showClient = true,
}: {
  requests: RequestView[];
  /** False on a client's own page, where every row is that client's. */
  showClient?: boolean;
}) {
  const dates = useDates();
  const today = useOrganizationToday();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            {showClient && (
              <th scope="col" className={clsx(head, 'hidden sm:table-cell')}>
                Client
              </th>
            )}
            <th scope="col" className={head}>
              Request
            </th>
            <th scope="col" className={clsx(head, 'hidden lg:table-cell')}>
              Job
            </th>
            <th scope="col" className={head}>
              Due
            </th>
            <th scope="col" className={clsx(head, 'hidden md:table-cell')}>
              Items open
            </th>
            <th scope="col" className={clsx(head, 'hidden md:table-cell')}>
              To review
            </th>
            <th scope="col" className={clsx(head, 'hidden xl:table-cell')}>
              Reminders
            </th>
            <th scope="col" className={clsx(head, 'hidden lg:table-cell')}>
              Sent
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {requests.map((request) => {
            const isOverdue = isRequestOverdue(request, today);
            return (
              <tr key={request.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                {showClient && (
                  <td className={clsx(cell, 'hidden max-w-[14rem] break-words sm:table-cell')}>
                    <CustomerLink customer={request.customer} className="font-medium" />
                  </td>
                )}
                <td className={clsx(cell, 'min-w-[9rem]')}>
                  <Link
                    to={`/app/requests/${request.id}`}
                    className="font-medium wrap-anywhere text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {request.title}
                  </Link>
                  {request.status !== 'open' && (
                    <RequestStatusChip status={request.status} className="ml-2 align-middle" />
                  )}
                  {/* What the hidden columns say, on a narrow screen. */}
                  {showClient && (
                    <span className="mt-0.5 block text-xs font-medium text-slate-700 sm:hidden dark:text-slate-300">
                      {request.customer.name}
                    </span>
                  )}
                  <span className="mt-0.5 block text-xs text-slate-600 md:hidden dark:text-slate-400">
                    {request.openCount}/{request.itemCount} open
                    {request.toReviewCount > 0 && ` · ${request.toReviewCount} to review`}
                  </span>
                </td>
                <td className={clsx(cell, 'hidden wrap-anywhere lg:table-cell')}>
                  {request.job ? (
                    <Link to={`/app/jobs/${request.job.id}`} className="hover:underline">
                      {request.job.title}
                    </Link>
                  ) : (
                    <span className="text-slate-500 dark:text-slate-400">–</span>
                  )}
                </td>
                <td className={clsx(cell, 'whitespace-nowrap')}>
                  <time
                    dateTime={request.dueOn}
                    className={clsx(isOverdue && 'font-semibold text-red-700 dark:text-red-300')}
                  >
                    {formatCalendarDate(request.dueOn)}
                  </time>
                  {isOverdue && <span className="block text-xs text-red-700 dark:text-red-300">Overdue</span>}
                </td>
                <td className={clsx(cell, 'hidden tabular-nums md:table-cell')}>
                  {request.openCount} of {request.itemCount}
                </td>
                <td className={clsx(cell, 'hidden tabular-nums md:table-cell')}>
                  {request.toReviewCount > 0 ? (
                    <span className="font-semibold text-amber-800 dark:text-amber-200">
                      {request.toReviewCount}
                    </span>
                  ) : (
                    0
                  )}
                </td>
                <td className={clsx(cell, 'hidden tabular-nums xl:table-cell')}>
                  {request.remindersSent}
                  {request.remindersPaused && (
                    <span className="block text-xs text-slate-500 dark:text-slate-400">Paused</span>
                  )}
                </td>
                <td className={clsx(cell, 'hidden whitespace-nowrap lg:table-cell')}>
                  {request.sentAt ? (
                    <time dateTime={request.sentAt}>{dates.date(request.sentAt)}</time>
                  ) : (
                    <span className="text-slate-500 dark:text-slate-400">Not sent</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
