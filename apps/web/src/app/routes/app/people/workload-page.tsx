import { addCalendarDays, isoWeekday, WORKLOAD_FORBIDDEN, type WorkloadScope } from '@taskflow/shared';
import { ChevronLeft, ChevronRight, ShieldOff, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { SegmentedControl } from '../../../../components/ui/segmented-control';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useWorkload } from '../../../../features/planning/api/planning';
import { WorkloadTable } from '../../../../features/planning/components/workload-table';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import { useToday } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlParams } from '../../../../lib/use-url-params';
import { useWorkUpdates } from '../../../../lib/use-work-updates';

const WEEKS = 6;

/** My team (the reporting tree) unless Everyone is chosen; the server refuses Everyone without View All Tasks. */
export const SCOPE_OPTIONS: { value: WorkloadScope; label: string }[] = [
  { value: 'team', label: 'My team' },
  { value: 'all', label: 'Everyone' },
];

/** Workload: who is over-booked in the coming weeks, before a manager assigns more. */
export default function WorkloadPage() {
  useDocumentTitle('Workload');
  useWorkUpdates();
  const today = useToday();
  const thisMonday = addCalendarDays(today, 1 - isoWeekday(today));
  const [from, setFrom] = useState(thisMonday);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const canViewAll = useCan('tasks.view_all');
  // In the URL, so Back from a number's Task List returns to the same people.
  const [searchParams, setParams] = useUrlParams();
  const scope: WorkloadScope = canViewAll && searchParams.get('scope') === 'all' ? 'all' : 'team';
  const workload = useWorkload({ from, weeks: WEEKS, page, q, scope });

  if (workload.error instanceof ApiError && workload.error.status === 403) {
    return <EmptyState icon={ShieldOff} title="No workload to show" description={WORKLOAD_FORBIDDEN} />;
  }
  const shift = (weeks: number) => {
    setFrom(addCalendarDays(from, weeks * 7));
  };

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Workload"
        description="Estimated hours of open tasks due each week against working hours (8 per working day, less holidays and approved leave). Overdue open work is carried over into this week. Red weeks are over-booked; every number opens its tasks."
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" aria-label={`Previous ${WEEKS} weeks`} onClick={() => shift(-WEEKS)}>
            <ChevronLeft aria-hidden className="size-4" />
          </Button>
          <Button variant="secondary" onClick={() => setFrom(thisMonday)} disabled={from === thisMonday}>
            This week
          </Button>
          <Button variant="secondary" aria-label={`Next ${WEEKS} weeks`} onClick={() => shift(WEEKS)}>
            <ChevronRight aria-hidden className="size-4" />
          </Button>
          {canViewAll && (
            <SegmentedControl
              legend="Whose workload"
              options={SCOPE_OPTIONS}
              value={scope}
              onChange={(next) => {
                setPage(1);
                setParams(next === 'all' ? { scope: 'all' } : {}, { replace: true });
              }}
            />
          )}
        </div>
        <SearchBox
          label="Search people"
          value={q}
          onChange={(value: string) => {
            setQ(value);
            setPage(1);
          }}
        />
      </div>
      {workload.isPending ? (
        <ListSkeleton label="Loading the workload…" />
      ) : workload.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the workload. Try again later.
        </p>
      ) : workload.data.data.rows.length === 0 ? (
        <EmptyState icon={UsersRound} title="No one to show" description="No team member matches." />
      ) : (
        <>
          <WorkloadTable workload={workload.data.data} scope={scope} />
          <Pagination meta={workload.data.meta} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
