/**
 * Issue 23, items 4-6: the Time, Leave and Project Health reports beside the Task Report
 * (apps/api/src/modules/reports: time-report.query.ts, leave-report.query.ts, project-health.query.ts).
 * Every filter is a query parameter, kept in the page's URL.
 */
import { z } from 'zod';
import { text } from './fields';
import { optionalDay } from './projects';

/** The report kinds of the Reports page (`kind` in its URL; the Task Report is the default). */
export const REPORT_KINDS = ['tasks', 'time', 'leave', 'projects', 'billing'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  tasks: 'Tasks',
  time: 'Time and money',
  leave: 'Leave',
  projects: 'Project health',
  billing: 'Billing',
};

/** The standard working day a capacity counts (minutes): 8 hours; the app has no setting for it yet. */
export const STANDARD_DAY_MINUTES = 480;
/** The longest range a time or leave report covers (days). */
export const WORK_REPORT_MAX_DAYS = 366;

// ---------------------------------------------------------------- time and money

export const TIME_REPORT_GROUPINGS = ['customer', 'project', 'user', 'workType'] as const;
export type TimeReportGrouping = (typeof TIME_REPORT_GROUPINGS)[number];
export const TIME_REPORT_GROUPING_LABELS: Record<TimeReportGrouping, string> = {
  customer: 'Company Name',
  project: 'Project',
  user: 'User Name',
  workType: 'Work Type',
};
export const TIME_REPORT_PERIODS = ['none', 'day', 'week', 'month'] as const;
export type TimeReportPeriod = (typeof TIME_REPORT_PERIODS)[number];
export const TIME_REPORT_PERIOD_LABELS: Record<TimeReportPeriod, string> = {
  none: 'Whole range',
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

const groupingList = text()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum(TIME_REPORT_GROUPINGS, { error: 'Choose customer, project, user or work type' }))
      .min(1, 'Choose a grouping')
      .max(2, 'Choose at most two groupings'),
  );

const rangeRefine = <T extends { from?: string | null; to?: string | null }>(value: T) =>
  !value.from || !value.to || value.from <= value.to;
const RANGE_MESSAGE = { message: 'The end of the range cannot be before its start', path: ['to'] };

/** GET /reports/time and its .csv and .xlsx. Without from and to: the current month. */
export const TimeReportQuerySchema = z
  .object({
    from: optionalDay().transform((value) => value ?? undefined),
    to: optionalDay().transform((value) => value ?? undefined),
    groupBy: groupingList.optional(),
    period: z.enum(TIME_REPORT_PERIODS, { error: 'Choose none, day, week or month' }).default('none'),
    customerId: z.uuid({ error: 'Choose a customer' }).optional(),
    projectId: z.uuid({ error: 'Choose a project' }).optional(),
    userId: z.uuid({ error: 'Choose a person' }).optional(),
  })
  .refine(rangeRefine, RANGE_MESSAGE);
export type TimeReportQuery = z.output<typeof TimeReportQuerySchema>;

export const TimeReportKeySchema = z.object({
  grouping: z.enum(TIME_REPORT_GROUPINGS),
  value: z.string().nullable(),
  label: z.string(),
});
export type TimeReportKey = z.infer<typeof TimeReportKeySchema>;

/** Minutes always; amounts (at the stored rates) only for a reader of amounts (`mayReadAmounts`). */
const TimeMinutesSchema = z.object({
  billableMinutes: z.number(),
  nonBillableMinutes: z.number(),
  totalMinutes: z.number(),
  /** Billable minutes already billed (in a billing batch) and not yet. */
  billedMinutes: z.number(),
  unbilledMinutes: z.number(),
});

/** Only for readers of amounts; kept last in every object, where the compiled serializer writes optional keys. */
const TimeAmountsShape = {
  /** At the rate each entry was billed at. */
  billedAmount: z.number().optional(),
  /** At the current rate (the project's, else the person's) of the unbilled minutes that have one. */
  unbilledAmount: z.number().optional(),
  /**
   * Unbilled billable minutes with no rate at all (neither their project's nor their person's): their
   * amount is unknown, not 0, and is not in `unbilledAmount` (`unbilledAmountState` says how to show it).
   */
  unratedMinutes: z.number().optional(),
};

export const TimeFiguresSchema = TimeMinutesSchema.extend(TimeAmountsShape);
export type TimeFigures = z.infer<typeof TimeFiguresSchema>;

export const UtilisationRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** The first day counted: the range's start, or the person's joining day when they joined after it. */
  countedFrom: z.string(),
  /** Working days from `countedFrom` to the range's end (work week less holidays). */
  workingDays: z.number(),
  /** Approved leave on those days (half days count 0.5). */
  leaveDays: z.number(),
  capacityMinutes: z.number(),
  billableMinutes: z.number(),
  /** billable / capacity, 0..n (null when there is no capacity). */
  utilisation: z.number().nullable(),
});
export type UtilisationRow = z.infer<typeof UtilisationRowSchema>;

export const TimeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.array(z.enum(TIME_REPORT_GROUPINGS)),
  period: z.enum(TIME_REPORT_PERIODS),
  withAmounts: z.boolean(),
  currency: z.string(),
  /** whose time: own, the reporting tree, or everyone. */
  scope: z.enum(['mine', 'team', 'all']),
  rows: z.array(
    TimeMinutesSchema.extend({
      keys: z.array(TimeReportKeySchema),
      period: z.string().nullable(),
      ...TimeAmountsShape,
    }),
  ),
  total: TimeFiguresSchema,
  standardDayMinutes: z.number(),
  utilisation: z.array(UtilisationRowSchema),
  utilisationTotal: UtilisationRowSchema.omit({ userId: true, name: true, countedFrom: true }),
});
export type TimeReport = z.infer<typeof TimeReportSchema>;

/** What an amount cell says when a rate is missing (the screen, the files and the PDF alike). */
export const NO_RATE_SET = 'no rate set';

/**
 * How an unbilled amount reads: `amount` when every unbilled minute has a rate; `noRate` when none has
 * (its amount is unknown, not 0); `partly` when some have: the amount of those, and the minutes without.
 */
export function unbilledAmountState(figures: TimeFigures): 'amount' | 'noRate' | 'partly' {
  const unrated = figures.unratedMinutes ?? 0;
  if (unrated <= 0) return 'amount';
  return unrated >= figures.unbilledMinutes ? 'noRate' : 'partly';
}

/** The sentence under a report whose unbilled time lacks rates (`minutes` already written as h:mm). */
export function noRateNote(minutes: string): string {
  return `${minutes} of unbilled time has no rate set, so its amount is not counted. Rates are set under Time › Billing.`;
}

// ---------------------------------------------------------------- leave

/** GET /reports/leave and its .csv and .xlsx. Without year: the current one; without from and to: today's week. */
export const LeaveReportQuerySchema = z
  .object({
    year: z.coerce.number().int().min(2000, 'Choose a year').max(2100, 'Choose a year').optional(),
    departmentId: z.uuid({ error: 'Choose a department' }).optional(),
    userId: z.uuid({ error: 'Choose a person' }).optional(),
    /** Who was out: the date range. */
    from: optionalDay().transform((value) => value ?? undefined),
    to: optionalDay().transform((value) => value ?? undefined),
  })
  .refine(rangeRefine, RANGE_MESSAGE);
export type LeaveReportQuery = z.output<typeof LeaveReportQuerySchema>;

export const LeaveTypeFiguresSchema = z.object({
  leaveTypeId: z.string(),
  leaveTypeName: z.string(),
  taken: z.number(),
  pending: z.number(),
  /** Null for a type that keeps no balance. */
  remaining: z.number().nullable(),
});

export const LeaveReportPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  department: z.string().nullable(),
  /** Whether the caller reads this person's leave details (per type, pending, remaining). */
  detailsVisible: z.boolean(),
  /** Approved leave days in the year ("On leave"; every reader). */
  takenDays: z.number(),
  pendingDays: z.number().nullable(),
  remainingDays: z.number().nullable(),
  byType: z.array(LeaveTypeFiguresSchema).nullable(),
  /** Approved absence days (working days) per month, January first: 12 numbers. */
  months: z.array(z.number()),
});
export type LeaveReportPerson = z.infer<typeof LeaveReportPersonSchema>;

export const LeaveReportSchema = z.object({
  year: z.number(),
  from: z.string(),
  to: z.string(),
  people: z.array(LeaveReportPersonSchema),
  /** Approved absence days of everyone listed, per month. */
  monthTotals: z.array(z.number()),
  takenTotal: z.number(),
  out: z.array(
    z.object({
      requestId: z.string(),
      userId: z.string(),
      name: z.string(),
      department: z.string().nullable(),
      /** The type for readers of the details, else "On leave" (or the type when the organization shows it). */
      leaveType: z.string(),
      fromDate: z.string(),
      toDate: z.string(),
      /** Working days of the leave inside the range. */
      days: z.number(),
    }),
  ),
});
export type LeaveReport = z.infer<typeof LeaveReportSchema>;

// ---------------------------------------------------------------- project health

export const PROJECT_HEALTH_STATUSES = ['active', 'all'] as const;
/** GET /reports/project-health and its .csv and .xlsx. */
export const ProjectHealthQuerySchema = z.object({
  status: z.enum(PROJECT_HEALTH_STATUSES, { error: 'Choose active or all' }).default('active'),
  customerId: z.uuid({ error: 'Choose a customer' }).optional(),
  projectId: z.uuid({ error: 'Choose a project' }).optional(),
});
export type ProjectHealthQuery = z.output<typeof ProjectHealthQuerySchema>;

export const ProjectHealthFiguresSchema = z.object({
  tasks: z.number(),
  completedTasks: z.number(),
  /** Completed over all tasks, 0-100. */
  percent: z.number(),
  overdueTasks: z.number(),
  milestones: z.number(),
  /** Not done and dated before today, or done after their date. */
  lateMilestones: z.number(),
  estimateMinutes: z.number(),
  loggedMinutes: z.number(),
});
export type ProjectHealthFigures = z.infer<typeof ProjectHealthFiguresSchema>;

export const ProjectHealthReportSchema = z.object({
  today: z.string(),
  rows: z.array(
    ProjectHealthFiguresSchema.extend({
      projectId: z.string(),
      key: z.string(),
      name: z.string(),
      customer: z.string(),
      lead: z.string(),
      status: z.string(),
      targetEndDate: z.string(),
    }),
  ),
  total: ProjectHealthFiguresSchema,
});
export type ProjectHealthReport = z.infer<typeof ProjectHealthReportSchema>;
