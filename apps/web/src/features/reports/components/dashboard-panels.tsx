import type { Dashboard, TeamDashboard } from '@taskflow/shared';
import { formatMinutes, TASK_STATUSES } from '@taskflow/shared';
import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { CHART_THEME_CLASSES, ChartFigure } from '../../../components/ui/chart-figure';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useCan } from '../../../lib/auth';
import { downloadFile } from '../../../lib/download-file';
import { useDashboard, useDashboardUpdates } from '../api/dashboard';

const OPEN = 'Pending,In Progress,On Hold';

/** A Task List address with these filters (the list reads its filters from the URL). */
export function taskListHref(filters: Record<string, string>): string {
  return `/app/tasks?${new URLSearchParams(filters)}`;
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

function Stat({
  label,
  value,
  href,
  hint,
}: {
  label: string;
  value: ReactNode;
  href?: string;
  hint?: string;
}) {
  const body = (
    <>
      <span className="block text-2xl font-semibold tabular-nums">{value}</span>
      <span className="block text-sm text-slate-600 dark:text-slate-400">{label}</span>
      {hint && <span className="block text-xs text-slate-500 dark:text-slate-400">{hint}</span>}
    </>
  );
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      {href ? (
        <Link to={href} className="block hover:underline">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function PersonalCard({ me, userId }: { me: Dashboard['me']; userId: string }) {
  const mine = { assigneeId: userId };
  return (
    <Card id="dashboard-me" title="My work">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label="Open tasks" value={me.openTasks} href={taskListHref({ ...mine, status: OPEN })} />
        <Stat label="Overdue" value={me.overdueTasks} href={taskListHref({ ...mine, overdue: 'true' })} />
        <Stat
          label="Due this week"
          value={me.dueThisWeek}
          hint={`${shortDate(me.weekStart)} – ${shortDate(me.weekEnd)}`}
          href={taskListHref({ ...mine, status: OPEN, dueFrom: me.weekStart, dueTo: me.weekEnd })}
        />
        {me.time && (
          <Stat
            label="Hours this week"
            value={formatMinutes(me.time.minutes)}
            hint={`Timesheet: ${me.time.timesheetStatus}`}
            href="/app/time"
          />
        )}
        {me.leave?.map((balance) => (
          <Stat
            key={balance.leaveTypeId}
            label={`${balance.leaveTypeName} leave left`}
            value={balance.remaining}
            href="/app/leave"
          />
        ))}
      </ul>
    </Card>
  );
}

function TeamCard({ team, canViewAllTasks }: { team: TeamDashboard; canViewAllTasks: boolean }) {
  const isAll = team.scope === 'all';
  // A number for a whole team has no list: the Task List's team scope also holds watched tasks and led
  // projects. The organization's numbers link when the caller's Task List reaches every task.
  const wholeLinks = isAll && canViewAllTasks;
  const listScope: Record<string, string> = canViewAllTasks ? { scope: 'all' } : {};
  const thisWeek = team.completionTrend.at(-1)?.weekStart;
  return (
    <Card id="dashboard-team" title={isAll ? 'Organization' : 'My team'}>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title="Tasks by status"
          rowHeader="Status"
          series={[{ key: 'tasks', label: 'Tasks', color: 'var(--chart-1)' }]}
          rows={TASK_STATUSES.map((status) => ({
            label: status,
            values: { tasks: team.status[status] },
            links: { tasks: wholeLinks ? taskListHref({ scope: 'all', status }) : undefined },
          }))}
        />
        <ChartFigure
          title="Overdue by assignee"
          rowHeader="Assignee"
          series={[{ key: 'overdue', label: 'Overdue', color: 'var(--chart-4)' }]}
          rows={team.overdueByAssignee.map((entry) => ({
            label: entry.user.name,
            values: { overdue: entry.overdue },
            links: { overdue: taskListHref({ ...listScope, assigneeId: entry.user.id, overdue: 'true' }) },
          }))}
        />
        <div className="lg:col-span-2">
          <ChartFigure
            title="Completed per week, last 12 weeks"
            rowHeader="Week starting"
            series={[
              { key: 'completed', label: 'Completed', color: 'var(--chart-2)' },
              { key: 'onTime', label: 'On time', color: 'var(--chart-1)' },
            ]}
            rows={team.completionTrend.map((week) => ({
              label: shortDate(week.weekStart),
              values: { completed: week.completed, onTime: week.onTime },
              links: wholeLinks
                ? {
                    completed: taskListHref({
                      scope: 'all',
                      status: 'Completed',
                      completedFrom: week.weekStart,
                      completedTo: addDays(week.weekStart, 6),
                    }),
                    onTime: taskListHref({
                      scope: 'all',
                      timeliness: 'onTime',
                      completedFrom: week.weekStart,
                      completedTo: addDays(week.weekStart, 6),
                    }),
                  }
                : undefined,
            }))}
          />
        </div>
        {team.whoIsOut && (
          <div>
            <h3 className="mb-2 text-sm font-semibold">Out this week</h3>
            {team.whoIsOut.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">No one is out this week.</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {team.whoIsOut.map((entry) => (
                  <li key={`${entry.user.id}-${entry.fromDate}`} className="flex justify-between gap-3">
                    <span className="truncate">
                      {entry.user.name} · {entry.label}
                    </span>
                    <span className="shrink-0 text-slate-600 dark:text-slate-400">
                      {entry.fromDate === entry.toDate
                        ? shortDate(entry.fromDate)
                        : `${shortDate(entry.fromDate)} – ${shortDate(entry.toDate)}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link
              to="/app/leave/calendar"
              className="mt-2 inline-block text-sm font-semibold hover:underline"
            >
              Leave calendar
            </Link>
          </div>
        )}
        {(team.timesheetsWaiting !== null || team.leaveWaiting !== null) && (
          <ul className="grid grid-cols-2 gap-3 self-start">
            {team.leaveWaiting !== null && (
              <Stat label="Leave waiting" value={team.leaveWaiting} href="/app/leave/pending" />
            )}
            {team.timesheetsWaiting !== null && (
              <Stat label="Timesheets waiting" value={team.timesheetsWaiting} href="/app/time/team" />
            )}
            {thisWeek && (
              <Stat
                label="Completed this week"
                value={team.completionTrend.at(-1)?.completed ?? 0}
                hint={`since ${shortDate(thisWeek)}`}
              />
            )}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** The dashboard as PDF (GET /reports/dashboard.pdf), for Download holders. */
function DashboardPdfButton() {
  const [isBusy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await downloadFile('/reports/dashboard.pdf', 'dashboard.pdf', () => undefined);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex justify-end">
      <Button variant="secondary" isLoading={isBusy} disabled={isBusy} onClick={start}>
        {!isBusy && <Download aria-hidden className="size-4" />}
        Dashboard PDF
      </Button>
    </div>
  );
}

/** The home's dashboards: mine, and my team's or the organization's; refetched on every work change. */
export function DashboardSection({ userId, canViewAllTasks }: { userId: string; canViewAllTasks: boolean }) {
  useDashboardUpdates();
  const dashboard = useDashboard();
  const canDownload = useCan('reports.download');
  if (dashboard.isPending) return <ListSkeleton rows={3} label="Loading your dashboard…" />;
  if (dashboard.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        Could not load your dashboard. Try again later.
      </p>
    );
  return (
    <div className={`grid gap-6 ${CHART_THEME_CLASSES}`}>
      {canDownload && <DashboardPdfButton />}
      <PersonalCard me={dashboard.data.me} userId={userId} />
      {dashboard.data.team && <TeamCard team={dashboard.data.team} canViewAllTasks={canViewAllTasks} />}
    </div>
  );
}
