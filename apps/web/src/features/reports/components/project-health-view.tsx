import {
  formatCalendarDate,
  type ProjectHealthFigures,
  type ProjectHealthReport,
  REPORT_GRAND_TOTAL,
} from '@taskflow/shared';
import { FolderKanban } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useWorkReport } from '../api/work-reports';
import {
  FilterField,
  FilterGrid,
  headClass,
  hoursOf,
  numClass,
  reportFailed,
  TableFrame,
} from './work-report-kit';

const STATUS_OPTIONS = [
  { id: 'active', name: 'Open projects' },
  { id: 'all', name: 'All projects' },
];
const MEASURES = [
  'Tasks',
  'Done',
  'Progress',
  'Overdue tasks',
  'Milestones',
  'Late milestones',
  'Estimate h',
  'Logged h',
];

function figureCells(figures: ProjectHealthFigures) {
  const warn = 'font-semibold text-red-700 dark:text-red-300';
  return (
    <>
      <td className={numClass}>{figures.tasks}</td>
      <td className={numClass}>{figures.completedTasks}</td>
      <td className={numClass}>{figures.percent}%</td>
      <td className={`${numClass} ${figures.overdueTasks ? warn : ''}`}>{figures.overdueTasks}</td>
      <td className={numClass}>{figures.milestones}</td>
      <td className={`${numClass} ${figures.lateMilestones ? warn : ''}`}>{figures.lateMilestones}</td>
      <td className={numClass}>{hoursOf(figures.estimateMinutes)}</td>
      <td
        className={`${numClass} ${figures.estimateMinutes && figures.loggedMinutes > figures.estimateMinutes ? warn : ''}`}
      >
        {hoursOf(figures.loggedMinutes)}
      </td>
    </>
  );
}

export function ProjectHealthTable({ report }: { report: ProjectHealthReport }) {
  return (
    <TableFrame caption="Project health">
      <thead className="bg-slate-50 dark:bg-slate-900">
        <tr>
          {['Project', 'Company Name', 'Lead', 'Status', 'Target end'].map((name) => (
            <th key={name} scope="col" className={`${headClass} text-left`}>
              {name}
            </th>
          ))}
          {MEASURES.map((name) => (
            <th key={name} scope="col" className={`${headClass} text-right`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {report.rows.map((row) => (
          <tr key={row.projectId}>
            <th scope="row" className="px-3 py-2 text-left font-medium">
              <Link
                to={`/app/projects/${row.projectId}`}
                className="text-brand-700 hover:underline dark:text-brand-300"
              >
                {row.name}
              </Link>{' '}
              <span className="text-xs text-slate-500">{row.key}</span>
            </th>
            <td className="px-3 py-2">{row.customer}</td>
            <td className="px-3 py-2">{row.lead}</td>
            <td className="px-3 py-2">{row.status}</td>
            <td className="px-3 py-2 tabular-nums">{formatCalendarDate(row.targetEndDate)}</td>
            {figureCells(row)}
          </tr>
        ))}
      </tbody>
      <tfoot className="bg-slate-50 font-semibold dark:bg-slate-900">
        <tr>
          <th scope="row" colSpan={5} className="px-3 py-2 text-left">
            {REPORT_GRAND_TOTAL}
          </th>
          {figureCells(report.total)}
        </tr>
      </tfoot>
    </TableFrame>
  );
}

/** Project health: the portfolio of open (or all) projects with its totals. */
export function ProjectHealthView({
  params,
  search,
  onChange,
}: {
  params: URLSearchParams;
  search: string;
  onChange: (name: string, value: string) => void;
}) {
  const query = useWorkReport('projects', search);
  return (
    <div className="space-y-6">
      <FilterGrid>
        <FilterField
          label="Projects"
          name="status"
          params={params}
          onChange={onChange}
          options={STATUS_OPTIONS}
          fallback="active"
        />
      </FilterGrid>
      <section aria-live="polite">
        <QueryState
          query={query}
          loading="Loading…"
          failed={reportFailed}
          isEmpty={(answer) => answer.data.rows.length === 0}
          empty={
            <EmptyState
              icon={FolderKanban}
              title="No projects to show"
              description="Show all projects, or create one to see its health here."
            />
          }
        >
          {(answer) => <ProjectHealthTable report={answer.data} />}
        </QueryState>
      </section>
    </div>
  );
}
