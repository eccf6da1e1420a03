import { z } from 'zod';
import { BILLING_REPORTS, type BillingReport } from './billing-reports';
import { requiredText, text } from './fields';
import { optionalDay } from './projects';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_INVALID,
  TASK_STATUSES,
  TASK_TYPE_MAX,
  WORK_TYPE_MAX,
} from './tasks/field-values';
import { TASK_SCOPES, type TaskListQueryInput } from './tasks/list';

// Spec section 3 "Report row" and the guide: report types Summary, Detailed, Custom; statuses Completed,
// Pending, In Process; completion judged on time or overdue.
export const REPORT_TYPES = ['summary', 'detailed', 'custom'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  summary: 'Summary',
  detailed: 'Detailed',
  custom: 'Custom',
};
/**
 * A saved report of one of the billing reports (issue 42, item 6): `billing-<report>`, its params the
 * report's own query (its page's URL less `kind` and `report`).
 */
export const BILLING_REPORT_TYPES = [
  'billing-revenue',
  'billing-unbilled',
  'billing-missed',
  'billing-realisation',
] as const satisfies readonly `billing-${BillingReport}`[];
export type BillingReportType = (typeof BILLING_REPORT_TYPES)[number];
/** What a saved report (and so a schedule) can be: a type of the Task Report or a billing report. */
export const SAVED_REPORT_TYPES = [...REPORT_TYPES, ...BILLING_REPORT_TYPES] as const;
export type SavedReportType = (typeof SAVED_REPORT_TYPES)[number];
export const billingReportType = (report: BillingReport): BillingReportType => `billing-${report}`;

/** The billing report a saved type names, or null for a type of the Task Report. */
export function billingReportOfType(type: string): BillingReport | null {
  const report = type.startsWith('billing-') ? type.slice('billing-'.length) : '';
  return (BILLING_REPORTS as readonly string[]).includes(report) ? (report as BillingReport) : null;
}

/** The report page's URL query that runs a saved report (a scheduled mail links to it too). */
export function savedReportQuery(
  type: SavedReportType,
  params: Record<string, string>,
): Record<string, string> {
  const billing = billingReportOfType(type);
  return billing ? { ...params, kind: 'billing', report: billing } : { ...params, type };
}

/** Which date the date range applies to. */
export const REPORT_DATE_BASES = ['created', 'due', 'completed'] as const;
export type ReportDateBasis = (typeof REPORT_DATE_BASES)[number];
export const REPORT_GROUPINGS = [
  'customer',
  'user',
  'project',
  'department',
  'priority',
  'status',
  'workType',
  'month',
] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];
export const REPORT_GROUPING_LABELS: Record<ReportGrouping, string> = {
  customer: 'Company Name',
  user: 'User Name',
  project: 'Project',
  department: 'Department',
  priority: 'Priority',
  status: 'Status',
  workType: 'Work Type',
  month: 'Month',
};
export const REPORT_MEASURES = ['completed', 'pending', 'inProcess', 'onTime', 'overdue', 'total'] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];
/** The spec's column names (section 3, Report row). */
export const REPORT_MEASURE_LABELS: Record<ReportMeasure, string> = {
  completed: 'Completed',
  pending: 'Pending',
  inProcess: 'In Process',
  onTime: 'On Time',
  overdue: 'Overdue',
  total: 'Total',
};
export const REPORT_GRAND_TOTAL = 'Grand Total';
export const TASK_REPORT_TITLE = 'Task Report';
export const REPORT_NAME_MAX = 80;
/** Shown in the page's help popover and written in apps/api/src/modules/reports/README.md. */
export const REPORT_DEFINITIONS: Record<ReportMeasure, string> = {
  completed: 'Tasks with status Completed.',
  pending: 'Tasks with status Pending or On Hold.',
  inProcess: 'Tasks with status In Progress.',
  onTime: 'Completed tasks completed on or before their due date.',
  overdue:
    "Completed tasks completed after their due date, and open tasks whose due date has passed (in the organization's time zone; a task due today is not overdue).",
  total: 'Every task counted in the row: Completed + Pending + In Process.',
};

const list = <T extends readonly [string, ...string[]]>(values: T, message: string, max: number) =>
  text()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: message })).max(max));

/** GET /reports/tasks and its .csv, .xlsx and .pdf: every filter a query parameter (kept in the URL). */
export const TaskReportQuerySchema = z
  .object({
    type: z.enum(REPORT_TYPES, { error: 'Choose Summary, Detailed or Custom' }).default('summary'),
    dateBasis: z.enum(REPORT_DATE_BASES, { error: 'Choose created, due or completed' }).default('due'),
    from: optionalDay().transform((value) => value ?? undefined),
    to: optionalDay().transform((value) => value ?? undefined),
    customerId: z.uuid({ error: 'Choose a customer' }).optional(),
    projectId: z.uuid({ error: 'Choose a project' }).optional(),
    departmentId: z.uuid({ error: 'Choose a department' }).optional(),
    userId: z.uuid({ error: 'Choose a person' }).optional(),
    priority: list(TASK_PRIORITIES, TASK_PRIORITY_INVALID, TASK_PRIORITIES.length).optional(),
    taskType: text()
      .trim()
      .max(TASK_TYPE_MAX, `Task Type must be at most ${TASK_TYPE_MAX} characters`)
      .optional(),
    workType: text()
      .trim()
      .max(WORK_TYPE_MAX, `Work Type must be at most ${WORK_TYPE_MAX} characters`)
      .optional(),
    /** Custom: one or two groupings (Summary is customer then user). */
    groupBy: list(REPORT_GROUPINGS, 'Choose a grouping', 2).optional(),
    /** Custom: the measures shown (all by default). */
    columns: list(REPORT_MEASURES, 'Choose columns', REPORT_MEASURES.length).optional(),
    /** mine: my rows; team: my reporting tree (Team Task Report); all: everyone (View All User). */
    scope: z.enum(TASK_SCOPES, { error: 'Choose mine, team or all' }).optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'The end of the range cannot be before its start',
    path: ['to'],
  });
export type TaskReportQuery = z.output<typeof TaskReportQuerySchema>;
export type TaskReportQueryInput = z.input<typeof TaskReportQuerySchema>;

export const ReportCountsSchema = z.object({
  completed: z.number(),
  pending: z.number(),
  inProcess: z.number(),
  onTime: z.number(),
  overdue: z.number(),
  total: z.number(),
});
export type ReportCounts = z.infer<typeof ReportCountsSchema>;

/** One group's value: the id the Task List filters by (null for "none"), and what is shown. */
export const ReportKeySchema = z.object({
  grouping: z.enum(REPORT_GROUPINGS),
  value: z.string().nullable(),
  label: z.string(),
});
export type ReportKey = z.infer<typeof ReportKeySchema>;

export const TaskReportRowSchema = z.object({ keys: z.array(ReportKeySchema), counts: ReportCountsSchema });
export type TaskReportRow = z.infer<typeof TaskReportRowSchema>;

export const TaskReportSchema = z.object({
  groupBy: z.array(z.enum(REPORT_GROUPINGS)),
  columns: z.array(z.enum(REPORT_MEASURES)),
  rows: z.array(TaskReportRowSchema),
  grandTotal: ReportCountsSchema,
  scope: z.enum(TASK_SCOPES),
  timeZone: z.string(),
  today: z.string(),
  generatedAt: z.string(),
});
export type TaskReport = z.infer<typeof TaskReportSchema>;

export const DetailedReportRowSchema = z.object({
  id: z.string(),
  displayId: z.string(),
  title: z.string(),
  customer: z.string(),
  assignee: z.string(),
  project: z.string().nullable(),
  department: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  workType: z.string(),
  taskType: z.string().nullable(),
  createdAt: z.string(),
  dueDate: z.string(),
  completedAt: z.string().nullable(),
  hoursLogged: z.number(),
  /** onTime, overdue, or null (open and not yet due). */
  timeliness: z.enum(['onTime', 'overdue']).nullable(),
});
export type DetailedReportRow = z.infer<typeof DetailedReportRowSchema>;
export const DETAILED_REPORT_PAGE_MAX = 500;

export const ReportDefinitionSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SAVED_REPORT_TYPES),
  /** The report's URL query (a billing report's without the page's `kind` and `report`). */
  params: z.record(z.string(), z.string()),
  isShared: z.boolean(),
  isMine: z.boolean(),
  owner: z.object({ id: z.string(), name: z.string() }),
  updatedAt: z.string(),
});
export type ReportDefinition = z.infer<typeof ReportDefinitionSchema>;

export const REPORT_NAME_REQUIRED = 'Report name is required';
export const SaveReportDefinitionBodySchema = z.object({
  name: requiredText(
    REPORT_NAME_REQUIRED,
    REPORT_NAME_MAX,
    `Report name must be at most ${REPORT_NAME_MAX} characters`,
  ),
  type: z.enum(SAVED_REPORT_TYPES, { error: 'Choose which report to save' }),
  params: z
    .record(text().max(40), text().max(400), { error: 'Give the report’s parameters' })
    .refine((value) => Object.keys(value).length <= 20, 'At most 20 parameters'),
  isShared: z.boolean({ error: 'Choose whether the report is shared' }).default(false),
});
export type SaveReportDefinitionBody = z.input<typeof SaveReportDefinitionBodySchema>;

/** Summary groups by company then user (spec: Report row). */
export function groupingOf(query: Pick<TaskReportQuery, 'type' | 'groupBy'>): ReportGrouping[] {
  if (query.type === 'custom' && query.groupBy?.length) return [...new Set(query.groupBy)];
  return ['customer', 'user'];
}

const MEASURE_FILTER: Record<ReportMeasure, Partial<TaskListQueryInput>> = {
  completed: { status: 'Completed' },
  pending: { status: 'Pending,On Hold' },
  inProcess: { status: 'In Progress' },
  onTime: { timeliness: 'onTime' },
  overdue: { timeliness: 'overdue' },
  total: {},
};

function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The Task List query of exactly the tasks a report cell counts: the report's filters, the row's group
 * values and the column's status or timeliness. Null when the list cannot express the cell (a "none"
 * group other than department or project being absent, which the list has no filter for).
 */
export function taskListQueryForCell(
  query: TaskReportQuery,
  keys: ReportKey[],
  measure: ReportMeasure,
  viewer: { scope: (typeof TASK_SCOPES)[number]; userId: string },
): Record<string, string> | null {
  const out: Record<string, string> = {};
  // The report counts tasks by assignee; the Task List also shows watched tasks and led projects' tasks,
  // so a cell outside "all" names its assignee, or has no link when it stands for a whole team.
  const hasUser = Boolean(query.userId) || keys.some((key) => key.grouping === 'user');
  if (viewer.scope === 'mine' && !hasUser) out.assigneeId = viewer.userId;
  if (viewer.scope === 'team' && !hasUser) return null;
  const range = { from: query.from, to: query.to };
  if (query.customerId) out.customerId = query.customerId;
  if (query.projectId) out.projectId = query.projectId;
  if (query.departmentId) out.departmentId = query.departmentId;
  if (query.userId) out.assigneeId = query.userId;
  if (query.priority?.length) out.priority = query.priority.join(',');
  if (query.taskType) out.taskType = query.taskType;
  if (query.workType) out.workType = query.workType;
  for (const key of keys) {
    if (key.value === null) return null;
    if (key.grouping === 'customer') out.customerId = key.value;
    else if (key.grouping === 'user') out.assigneeId = key.value;
    else if (key.grouping === 'project') out.projectId = key.value;
    else if (key.grouping === 'department') out.departmentId = key.value;
    else if (key.grouping === 'priority') out.priority = key.value;
    else if (key.grouping === 'workType') out.workType = key.value;
    else if (key.grouping === 'status') {
      if (measure === 'total' || measure === 'onTime' || measure === 'overdue') out.status = key.value;
      else {
        const measured = String(MEASURE_FILTER[measure].status).split(',');
        if (!measured.includes(key.value)) return null;
        out.status = key.value;
        Object.assign(out, { ...MEASURE_FILTER[measure], status: key.value });
      }
    } else if (key.grouping === 'month') {
      const month = monthRange(key.value);
      range.from = !range.from || month.from > range.from ? month.from : range.from;
      range.to = !range.to || month.to < range.to ? month.to : range.to;
    }
  }
  const basis =
    query.dateBasis === 'created' ? 'created' : query.dateBasis === 'completed' ? 'completed' : 'due';
  if (range.from) out[`${basis}From`] = range.from;
  if (range.to) out[`${basis}To`] = range.to;
  for (const [name, value] of Object.entries(MEASURE_FILTER[measure]))
    if (!(name === 'status' && out.status)) out[name] = String(value);
  return out;
}

// ---------------------------------------------------------------- dashboards (issue 23, item 7)

const PersonRefSchema = z.object({ id: z.string(), name: z.string() });

/** The caller's own numbers: their tasks, this week's hours and timesheet, their leave balances. */
export const PersonalDashboardSchema = z.object({
  /** Monday and Sunday of the caller's current week (their zone, else the organization's). */
  weekStart: z.string(),
  weekEnd: z.string(),
  today: z.string(),
  openTasks: z.number(),
  overdueTasks: z.number(),
  dueThisWeek: z.number(),
  /** Finished time this week, rounded as the timesheet rounds; null without Track Time. */
  time: z
    .object({
      minutes: z.number(),
      /** open, submitted, approved, rejected: this week's timesheet. */
      timesheetStatus: z.string(),
    })
    .nullable(),
  /** Remaining days per type that tracks a balance; null without a leave permission. */
  leave: z
    .array(z.object({ leaveTypeId: z.string(), leaveTypeName: z.string(), remaining: z.number() }))
    .nullable(),
});
export type PersonalDashboard = z.infer<typeof PersonalDashboardSchema>;

/** A manager's reporting tree (scope team) or the whole organization (scope all). */
export const TeamDashboardSchema = z.object({
  scope: z.enum(['team', 'all']),
  status: z.object({
    Pending: z.number(),
    'In Progress': z.number(),
    Completed: z.number(),
    'On Hold': z.number(),
  }),
  /** Open tasks past their due date, per assignee (most first). */
  overdueByAssignee: z.array(z.object({ user: PersonRefSchema, overdue: z.number() })),
  /** Tasks completed per week (Monday, organization's zone), the last 12 weeks, oldest first. */
  completionTrend: z.array(z.object({ weekStart: z.string(), completed: z.number(), onTime: z.number() })),
  /** Approved leave overlapping this week; the type only for readers of its details, else "On leave". */
  whoIsOut: z
    .array(z.object({ user: PersonRefSchema, label: z.string(), fromDate: z.string(), toDate: z.string() }))
    .nullable(),
  /** Submitted timesheets waiting for a decision; null without Approve Timesheets. */
  timesheetsWaiting: z.number().nullable(),
  /**
   * Leave applications waiting for the caller's decision, those Pending Leave Applications lists; null
   * without Accept Leave.
   */
  leaveWaiting: z.number().nullable(),
});
export type TeamDashboard = z.infer<typeof TeamDashboardSchema>;

export const DashboardSchema = z.object({
  timeZone: z.string(),
  me: PersonalDashboardSchema,
  /** Team Task Report: the reporting tree; View All User: the organization. Null with neither. */
  team: TeamDashboardSchema.nullable(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export const DASHBOARD_TREND_WEEKS = 12;

// ---------------------------------------------------------------- scheduled delivery (issue 23, item 9)

export const REPORT_SCHEDULE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportScheduleFrequency = (typeof REPORT_SCHEDULE_FREQUENCIES)[number];
export const REPORT_SCHEDULE_FREQUENCY_LABELS: Record<ReportScheduleFrequency, string> = {
  weekly: 'Every Monday at 08:00',
  monthly: 'On the 1st of every month at 08:00',
};
export const REPORT_FILE_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];
export const REPORT_FILE_FORMAT_LABELS: Record<ReportFileFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel',
  pdf: 'PDF',
};
/** The hour (organization's zone) every delivery goes out: Mondays (weekly) or the 1st (monthly). */
export const REPORT_SCHEDULE_HOUR = 8;
/**
 * Deliveries due at the same hour are spread over this many minutes after it, each schedule at its own
 * minute (a stable hash of its id), so an organization's schedules do not all run and mail at one instant.
 */
export const REPORT_SCHEDULE_SPREAD_MINUTES = 60;
export const REPORT_SCHEDULE_RECIPIENTS_MAX = 50;
/** Schedules one person may keep (of their saved reports, running or stopped). */
export const REPORT_SCHEDULES_PER_PERSON_MAX = 10;
/**
 * Recipients an organization's running schedules may have together: the most mails one delivery time
 * can send (weekly and monthly ones are counted together, since a Monday the 1st runs both).
 */
export const REPORT_SCHEDULE_RECIPIENTS_PER_ORGANIZATION_MAX = 200;

export const REPORT_SCHEDULE_DUPLICATE =
  'This report is already emailed to these people at this frequency and in this format';
export const REPORT_SCHEDULES_PER_PERSON_REACHED = `You have ${REPORT_SCHEDULES_PER_PERSON_MAX} scheduled emails, the most one person may keep: delete one first`;
export const REPORT_SCHEDULE_ORGANIZATION_RECIPIENTS_REACHED = `Your organization's scheduled emails may go to at most ${REPORT_SCHEDULE_RECIPIENTS_PER_ORGANIZATION_MAX} recipients in all: choose fewer people or ask an administrator to remove a schedule`;

/**
 * Why a schedule stopped when its owner did not stop it: paused by an organization administrator, or
 * found at a delivery with an owner who is no longer active or no longer holds Generate Report.
 */
export const REPORT_SCHEDULE_STOPPED_REASONS = ['paused', 'owner_inactive', 'owner_not_allowed'] as const;
export type ReportScheduleStoppedReason = (typeof REPORT_SCHEDULE_STOPPED_REASONS)[number];
export const REPORT_SCHEDULE_STOPPED_LABELS: Record<ReportScheduleStoppedReason, string> = {
  paused: 'Paused by an administrator',
  owner_inactive: 'Stopped: its owner is no longer active',
  owner_not_allowed: 'Stopped: its owner no longer holds Generate Report',
};

export const CreateReportScheduleBodySchema = z.object({
  definitionId: z.uuid({ error: 'Choose a saved report' }),
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES, { error: 'Choose weekly or monthly' }),
  format: z.enum(REPORT_FILE_FORMATS, { error: 'Choose CSV, Excel or PDF' }),
  recipientIds: z
    .array(z.uuid({ error: 'Choose people of your organization' }), { error: 'Choose who receives it' })
    .min(1, 'Choose who receives it')
    .max(REPORT_SCHEDULE_RECIPIENTS_MAX, `At most ${REPORT_SCHEDULE_RECIPIENTS_MAX} people`),
});
export type CreateReportScheduleBody = z.input<typeof CreateReportScheduleBodySchema>;

export const ReportScheduleSchema = z.object({
  id: z.string(),
  definitionId: z.string(),
  definitionName: z.string(),
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES),
  format: z.enum(REPORT_FILE_FORMATS),
  recipients: z.array(PersonRefSchema),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  /** False while paused or stopped: no delivery is due then. */
  isActive: z.boolean(),
  stoppedReason: z.enum(REPORT_SCHEDULE_STOPPED_REASONS).nullable(),
  stoppedAt: z.string().nullable(),
});
export type ReportSchedule = z.infer<typeof ReportScheduleSchema>;

/** A schedule as an organization administrator lists it: with the person whose saved report it sends. */
export const OrganizationReportScheduleSchema = ReportScheduleSchema.extend({ owner: PersonRefSchema });
export type OrganizationReportSchedule = z.infer<typeof OrganizationReportScheduleSchema>;
