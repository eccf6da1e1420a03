import { isUuid } from '@taskflow/shared';
import { SelectField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { useLiveLeave, useOrgOptions } from '../../../../features/leave/api/leave';
import { LEAVE_CALENDAR_LEGEND, LeaveCalendar } from '../../../../features/leave/components/leave-calendar';
import { LeaveRequestDetailView } from '../../../../features/leave/components/leave-request-detail';
import { hasLeaveAccess } from '../../../../features/leave/lib/leave-access';
import { useMe } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { NoAccess } from '../no-access';
// The organization calendar's theme for FullCalendar (light and dark), shared by both calendars.
import '../../../../features/calendar/components/calendar.css';
import { setOrDelete, useUrlParams } from '../../../../lib/use-url-params';

/** Who is out: approved (and, on request, pending) leave by department; any leave permission opens it. */
export default function LeaveCalendarPage() {
  const { data: me } = useMe();
  if (!hasLeaveAccess(me?.permissions)) return <NoAccess permission="leave.view" />;
  return <LeaveCalendarContent />;
}

function LeaveCalendarContent() {
  useDocumentTitle('Leave calendar');
  useLiveLeave();
  const [searchParams, setParams] = useUrlParams();
  const departmentParam = searchParams.get('department');
  // A hand-edited link's malformed id is ignored rather than sent.
  const departmentId = departmentParam && isUuid(departmentParam) ? departmentParam : undefined;
  const includePending = searchParams.get('pending') === '1';
  const openId = searchParams.get('request');
  const options = useOrgOptions();
  const set = (key: string, value: string | null) => setParams((params) => setOrDelete(params, key, value));
  // Small screens start with the list from today: a month grid has no room for names at 360 px.
  const initialView =
    typeof window !== 'undefined' && window.matchMedia('(max-width: 640px)').matches
      ? 'listUpcoming'
      : 'dayGridMonth';

  return (
    <div className="grid gap-6">
      <Breadcrumb items={[{ label: 'Leave Management' }, { label: 'Leave calendar' }]} />
      <PageHeader title="Leave calendar" description="Who is out, and when, across your organization." />
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label="Department"
          className="w-full sm:w-64"
          empty="All departments"
          choices={(options.data?.departments ?? []).map((d) => ({ id: d.id, label: d.name }))}
          value={departmentId ?? ''}
          onChange={(event) => set('department', event.target.value || null)}
        />
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={includePending}
            onChange={(event) => set('pending', event.target.checked ? '1' : null)}
          />
          Show pending leave too
        </label>
        <ul
          aria-label="Legend"
          className="flex flex-wrap gap-x-4 gap-y-2 pb-2 text-xs text-slate-600 dark:text-slate-400"
        >
          {LEAVE_CALENDAR_LEGEND.map((entry) => (
            <li key={entry.label} className="inline-flex items-center gap-1.5">
              <span aria-hidden className="size-3 rounded-sm" style={{ backgroundColor: entry.color }} />
              {entry.label}
            </li>
          ))}
        </ul>
      </div>
      <div className="taskflow-calendar rounded-2xl border border-slate-200 bg-white p-3 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <LeaveCalendar
          departmentId={departmentId}
          includePending={includePending}
          initialView={initialView}
          onOpen={(id) => set('request', id)}
        />
      </div>
      <Modal isOpen={Boolean(openId)} onClose={() => set('request', null)} title="Leave application">
        <div className="mx-auto max-w-3xl p-6">{openId && <LeaveRequestDetailView id={openId} />}</div>
      </Modal>
    </div>
  );
}
