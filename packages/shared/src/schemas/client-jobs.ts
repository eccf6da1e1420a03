/**
 * Jobs of recurring client work as their readers see them (issue 40, items 5 and 6; decision 043): the
 * compliance matrix of a service (clients down, periods across), one job with its step tasks, a client's
 * jobs, the partner's laggards, and a government extension of a service's period.
 */
import { z } from 'zod';
import { optionalText, requiredText, text } from './fields';
import { ListMetaSchema } from './pagination';
import { requiredDay } from './projects';

/** A job's stored state, kept from its tasks by a trigger (migration 0034). */
export const JOB_STATES = ['not_started', 'in_progress', 'waiting_on_client', 'done'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What a reader is shown: the stored state, or overdue when its date has passed and it is not done. */
export const JOB_VIEW_STATES = [...JOB_STATES, 'overdue'] as const;
export type JobViewState = (typeof JOB_VIEW_STATES)[number];

export const JOB_STATE_LABELS: Record<JobViewState, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  waiting_on_client: 'Waiting on client',
  done: 'Done',
  overdue: 'Overdue',
};

/** The date a job is due by: its extension's, else its own. */
export const jobDueDate = (job: { jobDate: string; extendedTo: string | null }) =>
  job.extendedTo ?? job.jobDate;

/**
 * A job's shown state: overdue when its due date (or extended date) is before `today` in the
 * organization's zone and it is not done; else its stored state. The server's SQL says the same.
 */
export function jobViewState(
  job: { state: string; jobDate: string; extendedTo: string | null },
  today: string,
): JobViewState {
  if (job.state !== 'done' && jobDueDate(job) < today) return 'overdue';
  return (JOB_STATES as readonly string[]).includes(job.state) ? (job.state as JobState) : 'not_started';
}

export const PERIOD_KEY_INVALID = 'Choose a period such as 2026-11';
/** A period's key: its first month (`2026-11`), or `once` for a one-off service. */
export const PERIOD_KEY_PATTERN = /^(\d{4}-(0[1-9]|1[0-2])|once)$/;
const periodKey = (message = PERIOD_KEY_INVALID) =>
  text({ error: message }).trim().min(1, message).regex(PERIOD_KEY_PATTERN, message);

export const JOB_STATE_INVALID = `Choose a state: ${JOB_VIEW_STATES.map((state) => JOB_STATE_LABELS[state].toLowerCase()).join(', ')}`;
/** Clients on one page of the matrix (a firm's whole list, up to the most a page takes, may be read at once). */
export const MATRIX_PAGE_SIZE = 100;
export const MATRIX_PAGE_SIZE_MAX = 500;
/** Periods one matrix may span (two years of a monthly service). */
export const MATRIX_PERIODS_MAX = 24;
export const MATRIX_RANGE_TOO_LONG = `Show at most ${MATRIX_PERIODS_MAX} periods at once`;
export const MATRIX_RANGE_REVERSED = 'The first period must not be after the last';
/** Periods before and after the current one that the matrix shows when no range is asked for. */
export const MATRIX_DEFAULT_PERIODS = { before: 6, after: 1 } as const;

/** What the matrix and its export are filtered by. */
export const MatrixFiltersSchema = z.object({
  fromPeriod: periodKey().optional(),
  toPeriod: periodKey().optional(),
  tag: optionalText(60, 'A tag is at most 60 characters'),
  /** The client service's assignee, else the client's responsible member. */
  responsibleId: z.uuid({ error: 'Choose a member' }).optional(),
  state: z.enum(JOB_VIEW_STATES, { error: JOB_STATE_INVALID }).optional(),
  /** A client's name, or part of it. */
  q: optionalText(200, 'Search must be at most 200 characters'),
});
export type MatrixFilters = z.output<typeof MatrixFiltersSchema>;

export const MatrixQuerySchema = MatrixFiltersSchema.extend({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Page size must be 1 or more')
    .max(MATRIX_PAGE_SIZE_MAX, `Page size must be at most ${MATRIX_PAGE_SIZE_MAX}`)
    .default(MATRIX_PAGE_SIZE),
});
export type MatrixQuery = z.output<typeof MatrixQuerySchema>;
export type MatrixQueryInput = z.input<typeof MatrixQuerySchema>;

const StateCountsSchema = z.object(
  Object.fromEntries(JOB_VIEW_STATES.map((state) => [state, z.number().int()])) as Record<
    JobViewState,
    z.ZodNumber
  >,
);
export type JobStateCounts = z.infer<typeof StateCountsSchema>;

const PersonSchema = z.object({ id: z.string(), name: z.string() });

/** One cell: the client's job of that period. */
export const MatrixCellSchema = z.object({
  jobId: z.string(),
  state: z.enum(JOB_VIEW_STATES),
  jobDate: z.string(),
  extendedTo: z.string().nullable(),
});
export type MatrixCell = z.infer<typeof MatrixCellSchema>;

export const MatrixPeriodSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The latest government extension of this period, if any. */
  extension: z.object({ extendedTo: z.string(), note: z.string() }).nullable(),
  /** The matched clients' jobs of this period, by shown state. */
  counts: StateCountsSchema,
});
export type MatrixPeriod = z.infer<typeof MatrixPeriodSchema>;

export const MatrixRowSchema = z.object({
  customer: z.object({ id: z.string(), name: z.string() }),
  responsible: PersonSchema.nullable(),
  /** The client service's status: active, paused or ended. */
  status: z.string(),
  /** By period key; a period without a job has no cell. */
  cells: z.record(z.string(), MatrixCellSchema),
});
export type MatrixRow = z.infer<typeof MatrixRowSchema>;

export const ComplianceMatrixSchema = z.object({
  service: z.object({ id: z.string(), name: z.string(), frequency: z.string() }),
  /** Today in the organization's zone: what "overdue" was judged against. */
  today: z.string(),
  /** The period holding today. */
  currentPeriod: z.string().nullable(),
  periods: z.array(MatrixPeriodSchema),
  rows: z.array(MatrixRowSchema),
  /** What the filters may choose from: the tags of this service's clients, and who is responsible. */
  choices: z.object({ tags: z.array(z.string()), responsible: z.array(PersonSchema) }),
});
export type ComplianceMatrix = z.infer<typeof ComplianceMatrixSchema>;
export const ComplianceMatrixResponseSchema = z.object({
  data: ComplianceMatrixSchema,
  meta: ListMetaSchema,
});
export type ComplianceMatrixResponse = z.infer<typeof ComplianceMatrixResponseSchema>;

// ---------------------------------------------------------------- extensions

export const EXTENSION_PERIOD_REQUIRED = 'Choose the period the government extended';
export const EXTENSION_DATE_REQUIRED = 'Enter the new due date';
export const EXTENSION_NOTE_REQUIRED = 'Say which notification extended it';
export const EXTENSION_NOTE_MAX = 500;
export const EXTENSION_NOTE_TOO_LONG = `The note must be at most ${EXTENSION_NOTE_MAX} characters`;
export const EXTENSION_NO_OPEN_JOBS = 'This period has no open jobs to extend';
export const extensionNotAfterDue = (due: string) => `The new due date must be after the due date (${due})`;
export const extensionAlreadyTo = (date: string) => `The open jobs of this period are already due on ${date}`;

/** POST /services/:id/extensions: every open job of the period moves to the new date. */
export const ExtendPeriodBodySchema = z.object({
  periodKey: periodKey(EXTENSION_PERIOD_REQUIRED),
  extendedTo: requiredDay(EXTENSION_DATE_REQUIRED),
  note: requiredText(EXTENSION_NOTE_REQUIRED, EXTENSION_NOTE_MAX, EXTENSION_NOTE_TOO_LONG),
});
export type ExtendPeriodBody = z.output<typeof ExtendPeriodBodySchema>;
export type ExtendPeriodInput = z.input<typeof ExtendPeriodBodySchema>;

export const ExtensionResultSchema = z.object({
  id: z.string(),
  periodKey: z.string(),
  periodLabel: z.string(),
  extendedTo: z.string(),
  jobsMoved: z.number().int(),
  tasksMoved: z.number().int(),
  peopleNotified: z.number().int(),
});
export type ExtensionResult = z.infer<typeof ExtensionResultSchema>;

/** A recorded extension, as a job's page lists them. */
export const ServiceExtensionSchema = z.object({
  id: z.string(),
  extendedTo: z.string(),
  note: z.string(),
  jobsMoved: z.number().int(),
  createdAt: z.string(),
  createdBy: PersonSchema.nullable(),
});
export type ServiceExtension = z.infer<typeof ServiceExtensionSchema>;

// ---------------------------------------------------------------- one job

export const JobTaskSchema = z.object({
  id: z.string(),
  displayId: z.string(),
  title: z.string(),
  status: z.string(),
  assignee: PersonSchema.nullable(),
  startDate: z.string().nullable(),
  dueDate: z.string(),
  isOverdue: z.boolean(),
});
export type JobTask = z.infer<typeof JobTaskSchema>;

export const ClientJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  customer: z.object({ id: z.string(), name: z.string() }),
  service: z.object({ id: z.string(), name: z.string() }),
  periodKey: z.string(),
  periodLabel: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  jobDate: z.string(),
  extendedTo: z.string().nullable(),
  extensionNote: z.string().nullable(),
  state: z.enum(JOB_VIEW_STATES),
  completedAt: z.string().nullable(),
  today: z.string(),
  /** The step tasks the reader may read (the task reach rules), in due order. */
  tasks: z.array(JobTaskSchema),
  /** Step tasks outside the reader's reach: counted, not shown. */
  hiddenTasks: z.number().int(),
  /** The government extensions of this service's period, latest first (services.view). */
  extensions: z.array(ServiceExtensionSchema),
});
export type ClientJob = z.infer<typeof ClientJobSchema>;

// ---------------------------------------------------------------- a client's jobs

/** Jobs of each service shown on a client's page, latest period first. */
export const CUSTOMER_JOBS_PER_SERVICE = 6;

export const CustomerJobSchema = z.object({
  id: z.string(),
  periodKey: z.string(),
  periodLabel: z.string(),
  jobDate: z.string(),
  extendedTo: z.string().nullable(),
  state: z.enum(JOB_VIEW_STATES),
});
export type CustomerJob = z.infer<typeof CustomerJobSchema>;

export const CustomerServiceJobsSchema = z.object({
  service: z.object({ id: z.string(), name: z.string() }),
  /** The client service's status: active, paused or ended. */
  status: z.string(),
  openJobs: z.number().int(),
  overdueJobs: z.number().int(),
  jobs: z.array(CustomerJobSchema),
});
export type CustomerServiceJobs = z.infer<typeof CustomerServiceJobsSchema>;
export const CustomerJobsSchema = z.object({
  today: z.string(),
  services: z.array(CustomerServiceJobsSchema),
});
export type CustomerJobs = z.infer<typeof CustomerJobsSchema>;

// ---------------------------------------------------------------- the partner's laggards

/** Open jobs due within this many days count as laggards with the overdue ones. */
export const LAGGARD_DAYS_AHEAD = 3;
/** Jobs listed per service (the counts cover them all). */
export const LAGGARDS_PER_SERVICE = 5;
export const LAGGARD_SERVICES_MAX = 8;

export const LaggardJobSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  periodLabel: z.string(),
  dueDate: z.string(),
  state: z.enum(JOB_VIEW_STATES),
});
export type LaggardJob = z.infer<typeof LaggardJobSchema>;

export const LaggardsSchema = z.object({
  today: z.string(),
  /** Due on or before this day (today plus LAGGARD_DAYS_AHEAD). */
  dueBy: z.string(),
  services: z.array(
    z.object({
      service: z.object({ id: z.string(), name: z.string() }),
      overdue: z.number().int(),
      dueSoon: z.number().int(),
      jobs: z.array(LaggardJobSchema),
    }),
  ),
});
export type Laggards = z.infer<typeof LaggardsSchema>;
