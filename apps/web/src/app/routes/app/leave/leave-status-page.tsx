import { LEAVE_STATUSES, type LeaveStatus, todayIn } from '@taskflow/shared';
import { CalendarPlus, Plane } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useLiveLeave, useMyLeave } from '../../../../features/leave/api/leave';
import { LeaveBalanceCards } from '../../../../features/leave/components/leave-balances';
import { LeaveRequestDetailView } from '../../../../features/leave/components/leave-request-detail';
import { MyLeaveList } from '../../../../features/leave/components/my-leave-list';
import { useDates } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { setOrDelete, useUrlParams } from '../../../../lib/use-url-params';

const PAGE_SIZE = 10;
const isStatus = (value: string | null): value is LeaveStatus =>
  (LEAVE_STATUSES as readonly string[]).includes(value ?? '');

/** Guide: Leave Management › Leave Status: one's applications with their steps, and balances per type. */
export default function LeaveStatusPage() {
  useDocumentTitle('Leave Status');
  useLiveLeave();
  const { timeZone } = useDates();
  const year = Number(todayIn(timeZone).slice(0, 4));
  const [searchParams, updateParams] = useUrlParams();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const openId = searchParams.get('request');
  const mine = useMyLeave({ page, pageSize: PAGE_SIZE, status });

  const setParams = (next: { status?: LeaveStatus | null; page?: number; request?: string | null }) =>
    updateParams((params) => {
      if (next.status !== undefined) {
        setOrDelete(params, 'status', next.status);
        params.delete('page');
      }
      if (next.page !== undefined) setOrDelete(params, 'page', next.page > 1 ? String(next.page) : null);
      if (next.request !== undefined) setOrDelete(params, 'request', next.request);
    });

  const applyLink = (
    <Link to="/app/leave/apply" className={buttonClasses('primary')}>
      <CalendarPlus aria-hidden className="size-4" />
      Apply for Leave
    </Link>
  );

  return (
    <div className="grid gap-6">
      <Breadcrumb items={[{ label: 'Leave Management' }, { label: 'Leave Status' }]} />
      <PageHeader
        title="Leave Status"
        description="Your leave applications, where each one stands, and what is left of your leave this year."
        actions={applyLink}
      />
      <section aria-labelledby="balances-title" className="grid gap-3">
        <h2 id="balances-title" className="text-lg font-semibold">
          Balances {year}
        </h2>
        <LeaveBalanceCards year={year} />
      </section>
      <section aria-labelledby="applications-title" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="applications-title" className="text-lg font-semibold">
            My applications
          </h2>
          <div
            role="tablist"
            aria-label="Which applications"
            className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
          >
            {[undefined, ...LEAVE_STATUSES].map((entry) => (
              <button
                key={entry ?? 'all'}
                type="button"
                role="tab"
                aria-selected={status === entry}
                onClick={() => setParams({ status: entry ?? null })}
                className={
                  status === entry
                    ? 'rounded-md bg-white px-3 py-1.5 text-sm font-semibold shadow-sm dark:bg-slate-950'
                    : 'rounded-md px-3 py-1.5 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
                }
              >
                {entry ?? 'All'}
              </button>
            ))}
          </div>
        </div>
        {mine.isPending ? (
          <ListSkeleton rows={3} rowClassName="h-28" label="Loading your applications…" />
        ) : mine.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            Could not load your leave applications. Try again later.
          </p>
        ) : mine.data.data.length === 0 ? (
          <EmptyState
            icon={Plane}
            title={status ? `No ${status.toLowerCase()} applications` : 'No leave applications yet'}
            description="Apply for leave and follow it here until your manager decides."
            action={status ? undefined : applyLink}
          />
        ) : (
          <div aria-busy={mine.isFetching || undefined}>
            <MyLeaveList requests={mine.data.data} onOpen={(id) => setParams({ request: id })} />
            <Pagination meta={mine.data.meta} onPageChange={(next) => setParams({ page: next })} />
          </div>
        )}
      </section>
      <Modal isOpen={Boolean(openId)} onClose={() => setParams({ request: null })} title="Leave application">
        <div className="mx-auto max-w-3xl p-6">{openId && <LeaveRequestDetailView id={openId} />}</div>
      </Modal>
    </div>
  );
}
