import { REPORT_KIND_LABELS, REPORT_KINDS, type ReportKind } from '@taskflow/shared';
import { setOrDelete, useUrlParams } from '../../../lib/use-url-params';
import { reportSearch, type WorkReportKind } from '../api/work-reports';
import { LeaveReportView } from './leave-report-view';
import { ProjectHealthView } from './project-health-view';
import { TimeReportView } from './time-report-view';
import { WorkReportDownloads } from './work-report-kit';

/** The report kind from the page's URL (`kind`; the Task Report when absent or unknown). */
export function reportKindOf(params: URLSearchParams): ReportKind {
  const kind = params.get('kind');
  return (REPORT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ReportKind) : 'tasks';
}

/**
 * The report-kind switch above the reports: a tab list of links that keep nothing of the other kind's
 * filters (each kind has its own). Project health only for Project Report holders, Billing only for
 * Rates and Billing holders.
 */
export function ReportKindSwitch({ canProjects, canBilling }: { canProjects: boolean; canBilling: boolean }) {
  const [params, setParams] = useUrlParams();
  const current = reportKindOf(params);
  const kinds = REPORT_KINDS.filter(
    (kind) => (kind !== 'projects' || canProjects) && (kind !== 'billing' || canBilling),
  );
  return (
    <nav aria-label="Report kind" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1 dark:border-slate-800">
        {kinds.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              aria-current={kind === current ? 'page' : undefined}
              onClick={() => setParams(kind === 'tasks' ? {} : { kind }, { replace: false })}
              className={`rounded-t-lg px-3 py-2 text-sm font-medium ${
                kind === current
                  ? 'border-b-2 border-brand-600 text-brand-700 dark:text-brand-300'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
              }`}
            >
              {REPORT_KIND_LABELS[kind]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const DESCRIPTIONS: Record<WorkReportKind, string> = {
  time: 'Hours by company, project, person and work type; billable, billed and unbilled; utilisation.',
  leave: 'Leave taken, pending and remaining for a year, absence per month, and who was out.',
  projects: 'Progress, late milestones, overdue tasks and hours against the estimate per project.',
};

/** The Time and money, Leave and Project health reports, each with its filters in the URL and its files. */
export function WorkReportsPanel({
  kind,
  canDownload,
  canExport,
}: {
  kind: WorkReportKind;
  canDownload: boolean;
  canExport: boolean;
}) {
  const [params, setParams] = useUrlParams();
  const search = reportSearch(params);
  const change = (name: string, value: string) => setParams((next) => setOrDelete(next, name, value));
  const View = kind === 'time' ? TimeReportView : kind === 'leave' ? LeaveReportView : ProjectHealthView;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-400">{DESCRIPTIONS[kind]}</p>
        <WorkReportDownloads kind={kind} search={search} canDownload={canDownload} canExport={canExport} />
      </div>
      <View params={params} search={search} onChange={change} />
    </div>
  );
}
