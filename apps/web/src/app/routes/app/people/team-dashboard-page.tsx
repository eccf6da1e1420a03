import { todayIn } from '@taskflow/shared';
import { Download, UsersRound } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { SegmentedControl } from '../../../../components/ui/segmented-control';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { dashboardCsvUrl, useTeamDashboard } from '../../../../features/tasks/api/task-api';
import {
  type DashboardScope,
  DashboardTable,
} from '../../../../features/team-dashboard/components/dashboard-table';
import { weekAround } from '../../../../features/team-dashboard/lib/week';
import { useCan } from '../../../../lib/auth';
import { useDates } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlParams } from '../../../../lib/use-url-params';
import { useWorkUpdates } from '../../../../lib/use-work-updates';

const SCOPE_OPTIONS: { value: DashboardScope; label: string }[] = [
  { value: 'team', label: 'My team' },
  { value: 'all', label: 'Everyone' },
];

/**
 * Team Members Dashboard (the guide's name): per member the tasks by status, overdue and due this week.
 * A manager's reporting tree (My team); holders of View All Tasks may switch to Everyone (in the URL).
 */
export default function TeamDashboardPage() {
  useDocumentTitle('Team Members Dashboard');
  useWorkUpdates();
  const { timeZone } = useDates();
  const canViewAll = useCan('tasks.view_all');
  const [searchParams, setParams] = useUrlParams();
  const scope: DashboardScope = canViewAll && searchParams.get('scope') === 'all' ? 'all' : 'team';
  const dashboard = useTeamDashboard(scope);
  const week = weekAround(todayIn(timeZone));

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Team Members Dashboard"
        description={
          scope === 'all'
            ? 'Everyone’s tasks by status, overdue and due this week. Each number opens the Task List.'
            : 'Your team’s tasks by status, overdue and due this week. Each number opens the Task List.'
        }
        actions={
          <>
            {canViewAll && (
              <SegmentedControl
                legend="Whose tasks"
                options={SCOPE_OPTIONS}
                value={scope}
                onChange={(next) => setParams(next === 'all' ? { scope: 'all' } : {}, { replace: true })}
              />
            )}
            <a href={dashboardCsvUrl(scope)} download className={buttonClasses('secondary')}>
              <Download aria-hidden className="size-4" />
              Export CSV
            </a>
          </>
        }
      />
      {dashboard.isPending ? (
        <ListSkeleton label="Loading the dashboard…" />
      ) : dashboard.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the dashboard. Try again later.
        </p>
      ) : dashboard.data.length === 0 ? (
        <EmptyState icon={UsersRound} title="No team members" description="No one reports to you yet." />
      ) : (
        <DashboardTable rows={dashboard.data} week={week} scope={scope} />
      )}
    </div>
  );
}
