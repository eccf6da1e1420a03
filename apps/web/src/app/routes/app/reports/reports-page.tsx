import {
  REPORT_KIND_LABELS,
  REPORT_TYPES,
  type ReportDefinition,
  TaskReportQuerySchema,
} from '@taskflow/shared';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useDetailedRows, useTaskReport } from '../../../../features/reports/api/reports';
import { BillingReportsPanel } from '../../../../features/reports/components/billing-reports-panel';
import { OrganizationSchedules } from '../../../../features/reports/components/organization-schedules';
import { ReportDownloads } from '../../../../features/reports/components/report-downloads';
import { type Choice, ReportFilters } from '../../../../features/reports/components/report-filters';
import { ReportHelp } from '../../../../features/reports/components/report-help';
import { DetailedTable, ReportTable } from '../../../../features/reports/components/report-table';
import { SavedReports } from '../../../../features/reports/components/saved-reports';
import {
  ReportKindSwitch,
  reportKindOf,
  WorkReportsPanel,
} from '../../../../features/reports/components/work-reports-panel';
import { useCan, useMe } from '../../../../lib/auth';
import { useAllDepartments } from '../../../../lib/departments';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { setOrDelete, useUrlParams } from '../../../../lib/use-url-params';

/** /app/reports: the report-kind switch (kind in the URL), then the Task Report or another kind. */
export default function ReportsPage() {
  const [params] = useUrlParams();
  const canProjects = useCan('projects.report');
  // The billing reports are amounts whole: only Rates and Billing holders are offered them.
  const canBilling = useCan('time.billing');
  const asked = reportKindOf(params);
  const kind = asked === 'billing' && !canBilling ? 'tasks' : asked;
  const canDownload = useCan('reports.download');
  const canExport = useCan('reports.export');
  const canGenerate = useCan('reports.generate');
  // The organization's administrators see and stop everyone's scheduled emails here.
  const canManageOrganization = useCan('organization.manage');
  if (kind === 'tasks')
    return (
      <div className="space-y-4">
        <ReportKindSwitch canProjects={canProjects} canBilling={canBilling} />
        <TaskReportPage />
        {canManageOrganization && <OrganizationSchedules />}
      </div>
    );
  return (
    <div className="space-y-6">
      <WorkReportTitle title={REPORT_KIND_LABELS[kind]} />
      <Breadcrumb items={[{ label: 'Reports' }, { label: REPORT_KIND_LABELS[kind] }]} />
      <PageHeader title={`${REPORT_KIND_LABELS[kind]} report`} />
      <ReportKindSwitch canProjects={canProjects} canBilling={canBilling} />
      {kind === 'billing' ? (
        <BillingReportsPanel canDownload={canDownload} canExport={canExport} canSave={canGenerate} />
      ) : (
        <WorkReportsPanel kind={kind} canDownload={canDownload} canExport={canExport} />
      )}
    </div>
  );
}

function WorkReportTitle({ title }: { title: string }) {
  useDocumentTitle(`${title} report`);
  return null;
}

function TaskReportPage() {
  useDocumentTitle('Task Report');
  const [params, setParams] = useUrlParams();
  const { data: me } = useMe();
  const [page, setPage] = useState(1);
  const canAll = useCan('reports.view_all_users');
  const canTeam = useCan('reports.team_task');
  const canGenerate = useCan('reports.generate');
  const canDownload = useCan('reports.download');
  const canExport = useCan('reports.export');
  const canSeePeople = useCan('users.view');
  const canSeeCustomers = useCan('customers.view');
  const parsed = TaskReportQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : TaskReportQuerySchema.parse({});
  const search = params.toString();
  const isDetailed = query.type === 'detailed';
  const grouped = useTaskReport(search, parsed.success && !isDetailed);
  const detailed = useDetailedRows(search, page, parsed.success && isDetailed);
  const allDepartments = useAllDepartments(useCan('departments.view'));
  const departments = (allDepartments.data?.data ?? []).map(
    (row): Choice => ({ id: row.id, name: row.name }),
  );
  const scopes = (['mine', ...(canTeam ? ['team'] : []), ...(canAll ? ['all'] : [])] as const).slice() as (
    | 'mine'
    | 'team'
    | 'all'
  )[];

  const change = (name: string, value: string) => {
    setPage(1);
    setParams((next) => {
      setOrDelete(next, name, value);
      if (name === 'type' && value !== 'custom') {
        next.delete('groupBy');
        next.delete('columns');
      }
    });
  };
  const run = (definition: ReportDefinition) => {
    setPage(1);
    setParams({ ...definition.params, type: definition.type }, { replace: false });
  };

  const report = grouped.data?.data;
  const isLoading = isDetailed ? detailed.isPending : grouped.isPending;
  const isError = !parsed.success || (isDetailed ? detailed.isError : grouped.isError);
  const isEmpty = isDetailed ? detailed.data?.data.length === 0 : report?.grandTotal.total === 0;

  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: 'Reports' }, { label: 'Task Report' }]} />
      <PageHeader
        title="Task Report"
        description="Completed, pending, in process, on time and overdue tasks by company and user."
        actions={<ReportHelp timeZone={report?.timeZone} />}
      />
      <ReportFilters
        params={params}
        onChange={change}
        canSeeCustomers={canSeeCustomers}
        departments={departments}
        canChooseUser={canSeePeople && (canAll || canTeam)}
        scopes={scopes}
        canCustom={canGenerate}
      />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <SavedReports
          current={{ type: query.type, params: Object.fromEntries(params) }}
          types={REPORT_TYPES}
          onRun={run}
          canSave={canGenerate}
        />
        <ReportDownloads
          search={search}
          canDownload={canDownload}
          canExport={canExport}
          hasPdf={!isDetailed}
        />
      </div>
      <section aria-live="polite" aria-busy={isLoading || grouped.isFetching || detailed.isFetching}>
        {isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {parsed.success
              ? 'The report could not be loaded. Check the filters and try again.'
              : parsed.error.issues[0]?.message}
          </p>
        ) : isLoading ? (
          <ListSkeleton />
        ) : isEmpty ? (
          <EmptyState
            icon={BarChart3}
            title="No tasks match these filters"
            description="Widen the date range or clear a filter to see tasks in the report."
          />
        ) : isDetailed ? (
          <div className="space-y-3">
            <DetailedTable rows={detailed.data?.data ?? []} />
            <div className="flex items-center justify-between">
              <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm">Page {page}</span>
              <Button
                variant="secondary"
                disabled={!detailed.data?.meta.hasMore}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </div>
          </div>
        ) : report ? (
          <ReportTable report={report} query={query} userId={me?.id ?? ''} />
        ) : null}
      </section>
    </div>
  );
}
