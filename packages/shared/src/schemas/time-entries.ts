import { z } from 'zod';
import { formatCalendarDate } from '../format';
import { isoDateTime, optionalText, text } from './fields';
import { ListQuerySchema } from './pagination';
import { requiredDay, requiredId } from './projects';

// Timers, time entries, weekly timesheets and billable time (issue 13, items 6 to 10).

/** One entry (and so one running timer) spans at most a day. */
export const TIME_ENTRY_MAX_MINUTES = 24 * 60;
export const TIME_NOTE_MAX = 2000;
export const RETURN_COMMENT_MAX = 2000;
export const HOURLY_RATE_MAX = 10_000_000;
/** A timer still running after this long tells its owner once. */
export const LONG_TIMER_HOURS = 10;

export const TIME_TASK_REQUIRED = 'Task is required';
export const TIME_DATE_REQUIRED = 'Date is required';
export const TIME_START_INVALID = 'Enter a valid start time';
export const TIME_END_INVALID = 'Enter a valid end time';
export const TIME_END_BEFORE_START = 'End must be after Start';
export const TIME_END_IN_FUTURE = 'An entry cannot end in the future';
/** A day after today in the organization's zone, when its setting "Allow time on future days" is off. */
export const TIME_FUTURE_DAY = 'Time cannot be logged on a future day in this organization';
/** Typed durations, ranges and stopped timers of one day together. */
export const TIME_DAY_FULL = 'A day can hold at most 24 hours of time';
/** The rounding steps an organization can choose (minutes; 0 is none), as Harvest and Kimai offer. */
export const TIME_ROUNDING_STEPS = [0, 1, 6, 15] as const;
export type TimeRoundingMinutes = (typeof TIME_ROUNDING_STEPS)[number];
/** One entry's minutes as every total counts them: rounded up to the organization's step. */
export function roundMinutes(minutes: number, step: number): number {
  return step > 0 ? Math.ceil(minutes / step) * step : minutes;
}
export const TIME_TOO_LONG = 'An entry can be at most 24 hours long';
export const TIME_DURATION_INVALID = 'Enter a duration between 1 minute and 24 hours';
export const TIME_START_OR_DURATION = 'Enter a start and end time, or a duration';
export const TIME_OVERLAP = 'This entry overlaps another of your time entries';
export const TIME_WEEK_LOCKED =
  'This week’s timesheet is submitted or approved: reopen it to change its entries';
export const TIME_ENTRY_BILLED = 'This entry has been billed and can no longer change';
/** An entry a draft invoice holds (issue 42): the draft gives it back when its line is removed. */
export const TIME_ENTRY_ON_INVOICE =
  'This entry is on an invoice and can no longer change: remove it from the draft first';
export const TIME_ENTRY_NOT_FOUND = 'Time entry not found';
export const TIMER_NOT_RUNNING = 'No timer is running';
export const RETURN_COMMENT_REQUIRED = 'A comment is required to return a timesheet';
export const HOURLY_RATE_INVALID = 'Enter an hourly rate of 0 or more';

export const TIMESHEET_STATUSES = ['open', 'submitted', 'approved', 'returned', 'reopened'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
export const TIMESHEET_STATUS_LABELS: Record<TimesheetStatus, string> = {
  open: 'Open',
  submitted: 'Submitted',
  approved: 'Approved',
  returned: 'Returned',
  reopened: 'Reopened',
};
/** A week in these states cannot change (the database refuses it too). */
export const LOCKED_TIMESHEET_STATUSES: TimesheetStatus[] = ['submitted', 'approved'];

const note = optionalText(TIME_NOTE_MAX, `Note must be at most ${TIME_NOTE_MAX} characters`);
const durationMinutes = z
  .number({ error: TIME_DURATION_INVALID })
  .int(TIME_DURATION_INVALID)
  .min(1, TIME_DURATION_INVALID)
  .max(TIME_ENTRY_MAX_MINUTES, TIME_DURATION_INVALID);

/** A week is named by its Monday. */
export const weekStartDay = () => requiredDay('Week is required');

/** The task's readable id, title and where it belongs, as every time view shows it. */
export const TimeTaskSchema = z.object({
  id: z.string(),
  displayId: z.string(),
  title: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  customerId: z.string(),
  customerName: z.string(),
});
export type TimeTask = z.infer<typeof TimeTaskSchema>;

export const TimeEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  task: TimeTaskSchema,
  /** The day the work was done, in the organization's time zone. */
  date: z.string(),
  /** Null for a duration typed on a day: it has no clock times. */
  startedAt: z.string().nullable(),
  /** Null while the timer runs, and for a typed duration. */
  endedAt: z.string().nullable(),
  /** The entry's length as every total counts it (rounded up to the organization's step). */
  minutes: z.number(),
  /** True while a timer runs. */
  isRunning: z.boolean(),
  note: z.string().nullable(),
  isBillable: z.boolean(),
  isBilled: z.boolean(),
  /** Submitted or approved week, or billed: the entry cannot change. */
  isLocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;

export const StartTimerBodySchema = z.object({
  taskId: requiredId(TIME_TASK_REQUIRED),
  note,
  isBillable: z.boolean().optional(),
});
export type StartTimerBody = z.input<typeof StartTimerBodySchema>;

/**
 * A manual entry: a start and an end, or a day and a duration (stored as minutes on that day, with no
 * clock times). The limits that depend on the clock (not in the future) are the server's.
 */
export const TimeEntryBodySchema = z
  .object({
    taskId: requiredId(TIME_TASK_REQUIRED),
    startedAt: isoDateTime(TIME_START_INVALID).optional(),
    endedAt: isoDateTime(TIME_END_INVALID).optional(),
    date: requiredDay(TIME_DATE_REQUIRED).optional(),
    durationMinutes: durationMinutes.optional(),
    note,
    isBillable: z.boolean().default(true),
  })
  .superRefine((body, context) => {
    const hasRange = body.startedAt !== undefined || body.endedAt !== undefined;
    if (hasRange) {
      if (!body.startedAt)
        context.addIssue({ code: 'custom', path: ['startedAt'], message: TIME_START_INVALID });
      if (!body.endedAt) context.addIssue({ code: 'custom', path: ['endedAt'], message: TIME_END_INVALID });
      if (body.startedAt && body.endedAt) {
        const minutes = (Date.parse(body.endedAt) - Date.parse(body.startedAt)) / 60_000;
        if (minutes <= 0)
          context.addIssue({ code: 'custom', path: ['endedAt'], message: TIME_END_BEFORE_START });
        else if (minutes > TIME_ENTRY_MAX_MINUTES)
          context.addIssue({ code: 'custom', path: ['endedAt'], message: TIME_TOO_LONG });
      }
      return;
    }
    if (!body.date) context.addIssue({ code: 'custom', path: ['date'], message: TIME_DATE_REQUIRED });
    if (body.durationMinutes === undefined)
      context.addIssue({ code: 'custom', path: ['durationMinutes'], message: TIME_START_OR_DURATION });
  });
export type TimeEntryBody = z.input<typeof TimeEntryBodySchema>;

export const TimeEntryListQuerySchema = ListQuerySchema.extend({
  /** Whose entries: the caller's by default; another person's only within reach. */
  userId: z.uuid({ error: 'Choose a person' }).optional(),
  from: requiredDay('From is required').optional(),
  to: requiredDay('To is required').optional(),
});
export type TimeEntryListQuery = z.output<typeof TimeEntryListQuerySchema>;

// ---------------------------------------------------------------- timesheets

export const TimesheetEventSchema = z.object({
  action: z.enum(['submitted', 'withdrawn', 'approved', 'returned', 'reopened']),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});

export const TimesheetRowSchema = z.object({
  task: TimeTaskSchema,
  /** Minutes per day, Monday first (7 numbers). */
  days: z.array(z.number()),
  total: z.number(),
  billableMinutes: z.number(),
});
export type TimesheetRow = z.infer<typeof TimesheetRowSchema>;

export const TimesheetSchema = z.object({
  id: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string() }),
  weekStart: z.string(),
  /** The seven days, Monday first. */
  days: z.array(z.string()),
  status: z.enum(TIMESHEET_STATUSES),
  isLocked: z.boolean(),
  /** Today in the organization's zone: days after it take time only when `allowFutureTime`. */
  today: z.string(),
  allowFutureTime: z.boolean(),
  /** Each entry is rounded up to this many minutes (0: none) in every duration and total. */
  roundingMinutes: z.number(),
  /** The caller may approve, return or reopen this week (the person's manager). */
  canDecide: z.boolean(),
  rows: z.array(TimesheetRowSchema),
  dayTotals: z.array(z.number()),
  total: z.number(),
  billableMinutes: z.number(),
  /** A running timer (minutes so far are not in the totals). */
  hasRunningTimer: z.boolean(),
  events: z.array(TimesheetEventSchema),
  /**
   * The day Submit opens: the person's last working day of the week (the work week, less holidays and
   * their approved leave); the week's Monday when they work no day of it.
   */
  submitOpensOn: z.string(),
  /**
   * The person's working days of the week up to today (the work week, less holidays, their whole days of
   * approved leave and days before they joined) with no time logged: Submit asks about them first, and
   * whoever decides the week sees them.
   */
  emptyWorkingDays: z.array(z.string()),
  /** The owner asked for this submitted or approved week to be reopened, and it is not yet. */
  reopenRequest: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
});
export type Timesheet = z.infer<typeof TimesheetSchema>;

export const TimesheetQuerySchema = z.object({
  userId: z.uuid({ error: 'Choose a person' }).optional(),
  week: requiredDay('Week is required').optional(),
});

export const TimesheetCellBodySchema = z.object({
  taskId: requiredId(TIME_TASK_REQUIRED),
  date: requiredDay(TIME_DATE_REQUIRED),
  minutes: z
    .number({ error: 'Enter hours between 0 and 24' })
    .int('Enter hours between 0 and 24')
    .min(0, 'Enter hours between 0 and 24')
    .max(TIME_ENTRY_MAX_MINUTES, 'Enter hours between 0 and 24'),
});
export type TimesheetCellBody = z.infer<typeof TimesheetCellBodySchema>;

export const SubmitTimesheetBodySchema = z.object({ week: weekStartDay() });
/** The owner takes back a submitted week before their manager decides on it. */
export const WithdrawTimesheetBodySchema = SubmitTimesheetBodySchema;
export const TIMESHEET_NOT_SUBMITTED = 'This week is not submitted, so there is nothing to withdraw';
export const TIMESHEET_ALREADY_APPROVED =
  'This week is already approved: ask your manager to reopen it to change its entries';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Why Submit is refused before the week's last working day ("Submit opens on Fri, 27 Nov 2026, …"). */
export function timesheetOpensMessage(day: string): string {
  const weekday = WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
  return `Submit opens on ${weekday}, ${formatCalendarDate(day)}, your last working day of this week`;
}
export const REOPEN_REASON_MAX = 500;
/** The owner asks their approver to reopen a submitted or approved week, from the refusal to change it. */
export const ReopenRequestBodySchema = z.object({
  week: weekStartDay(),
  reason: optionalText(REOPEN_REASON_MAX, `Reason must be at most ${REOPEN_REASON_MAX} characters`),
});
export type ReopenRequestBody = z.input<typeof ReopenRequestBodySchema>;
export const TIMESHEET_NOT_LOCKED = 'This week is open: you can change its entries without asking';

/** Someone whose time the caller may read (their reporting tree, or everyone with View All Tasks). */
export const TimePersonSchema = z.object({ id: z.string(), name: z.string() });
export type TimePerson = z.infer<typeof TimePersonSchema>;
export const ReturnTimesheetBodySchema = z.object({
  comment: text({ error: RETURN_COMMENT_REQUIRED })
    .trim()
    .min(1, RETURN_COMMENT_REQUIRED)
    .max(RETURN_COMMENT_MAX, `Comment must be at most ${RETURN_COMMENT_MAX} characters`),
});
export type ReturnTimesheetBody = z.infer<typeof ReturnTimesheetBodySchema>;

export const TeamTimesheetsQuerySchema = z.object({
  /** The latest week shown; four weeks back from it. */
  week: requiredDay('Week is required').optional(),
});
export const TeamTimesheetCellSchema = z.object({
  id: z.string().nullable(),
  weekStart: z.string(),
  status: z.enum(TIMESHEET_STATUSES),
  minutes: z.number(),
});
export const TeamTimesheetRowSchema = z.object({
  user: z.object({ id: z.string(), name: z.string() }),
  weeks: z.array(TeamTimesheetCellSchema),
});
export type TeamTimesheetRow = z.infer<typeof TeamTimesheetRowSchema>;

// ---------------------------------------------------------------- totals, rates, billing

export const TimeSummaryQuerySchema = z.object({
  from: requiredDay('From is required'),
  to: requiredDay('To is required'),
  userId: z.uuid({ error: 'Choose a person' }).optional(),
  /** `1`: the caller's team (the people below them, as on Team timesheets), not the caller. */
  team: z.enum(['1'], { error: 'team must be 1' }).optional(),
});
export const TimeTotalSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  billableMinutes: z.number(),
  nonBillableMinutes: z.number(),
  /**
   * Billable minutes at their rate; null where no rate applies. Absent for a reader without Rates and
   * Billing: an amount divided by its minutes is the rate, which only they may read.
   */
  amount: z.number().nullable().optional(),
});
export type TimeTotal = z.infer<typeof TimeTotalSchema>;
export const TimeSummarySchema = z.object({
  currency: z.string(),
  byTask: z.array(TimeTotalSchema),
  byProject: z.array(TimeTotalSchema),
  byCustomer: z.array(TimeTotalSchema),
  billableMinutes: z.number(),
  nonBillableMinutes: z.number(),
  /** Absent for a reader without Rates and Billing, like the rows' amounts. */
  amount: z.number().optional(),
});
export type TimeSummary = z.infer<typeof TimeSummarySchema>;

export const HourlyRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  hourlyRate: z.number().nullable(),
});
export type HourlyRate = z.infer<typeof HourlyRateSchema>;
export const RatesSchema = z.object({
  currency: z.string(),
  projects: z.array(HourlyRateSchema),
  people: z.array(HourlyRateSchema),
});
export type Rates = z.infer<typeof RatesSchema>;

export const SetRateBodySchema = z
  .object({
    projectId: z.uuid({ error: 'Choose a project' }).optional(),
    userId: z.uuid({ error: 'Choose a person' }).optional(),
    /** Null removes the rate. */
    hourlyRate: z
      .number({ error: HOURLY_RATE_INVALID })
      .min(0, HOURLY_RATE_INVALID)
      .max(HOURLY_RATE_MAX, HOURLY_RATE_INVALID)
      .nullable(),
  })
  .refine((body) => (body.projectId ? 1 : 0) + (body.userId ? 1 : 0) === 1, {
    message: 'Choose a project or a person',
    path: ['projectId'],
  });
export type SetRateBody = z.infer<typeof SetRateBodySchema>;

export const BillingRangeSchema = z
  .object({
    customerId: requiredId('Customer is required'),
    from: requiredDay('From is required'),
    to: requiredDay('To is required'),
  })
  .refine((range) => range.to >= range.from, { message: 'To cannot be before From', path: ['to'] });
export type BillingRange = z.infer<typeof BillingRangeSchema>;

export const BillingPreviewSchema = z.object({
  currency: z.string(),
  entryCount: z.number(),
  minutes: z.number(),
  amount: z.number(),
  /** Billable entries without a project or person rate: billed at 0. */
  unratedEntryCount: z.number(),
});
export type BillingPreview = z.infer<typeof BillingPreviewSchema>;

export const BillingBatchSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  from: z.string(),
  to: z.string(),
  entryCount: z.number(),
  minutes: z.number(),
  amount: z.number(),
  currency: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type BillingBatch = z.infer<typeof BillingBatchSchema>;

/**
 * "7:30" for 450 minutes: how hours read wherever people read them (timesheets, reports, the dashboard,
 * every PDF; decision 040). Exact to the minute, so a total reads as the sum of the rows above it.
 */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * 7.5 for 450 minutes: hours as a number with two decimals, for the files spreadsheets compute with
 * (CSV, Excel), as time trackers export them (decision 040).
 */
export function decimalHours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** What a grid cell accepts: "7.5", "7,5", "7:30", "7h 30m"; answers minutes, or null when unreadable. */
export function parseHours(input: string): number | null {
  const value = input.trim().toLowerCase();
  if (value === '') return 0;
  const clock = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (clock) return Number(clock[2]) < 60 ? Number(clock[1]) * 60 + Number(clock[2]) : null;
  const units = /^(?:(\d{1,2})\s*h)?\s*(?:(\d{1,4})\s*m)?$/.exec(value);
  if (units && (units[1] || units[2])) return Number(units[1] ?? 0) * 60 + Number(units[2] ?? 0);
  const decimal = Number(value.replace(',', '.'));
  if (!Number.isFinite(decimal) || decimal < 0) return null;
  return Math.round(decimal * 60);
}
