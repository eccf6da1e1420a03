/**
 * Services (issue 40, items 3, 4 and 7; decision 043): the template of recurring client work, its steps,
 * applying it to many clients, and a client's services. The forms and the API validate with these.
 */
import { z } from 'zod';
import {
  JOB_DATE_ADJUSTMENTS,
  type JobDateRule,
  SERVICE_FREQUENCIES,
  STEP_OFFSET_UNITS,
} from '../practice/service-periods';
import { BILLING_MODES, ClientServiceBillingSchema, FEE_REQUIRED, SAC_INVALID, SAC_PATTERN } from './billing';
import { type RequestTemplate, RequestTemplateSchema } from './client-requests';
import { CUSTOMER_ENTITY_TYPES, ENTITY_TYPE_INVALID, isIsoDate } from './customers';
import { DATE_OUT_OF_RANGE, isDayInRange, optionalText, requiredText, text } from './fields';
import { estimateHours, workType } from './tasks/field-schemas';

export const SERVICE_NAME_MAX = 120;
export const SERVICE_PATTERN_MAX = 120;
export const SERVICE_DESCRIPTION_MAX = 2000;
export const SERVICE_STEP_TITLE_MAX = 120;
export const SERVICE_STEPS_MAX = 30;
/** Offsets reach a year either side of the job date. */
export const STEP_OFFSET_MAX = 366;
export const SERVICE_LEAD_DAYS_MAX = 366;
export const SERVICE_EVERY_MONTHS_MAX = 60;
/** Clients one apply may name by id: a large firm's whole list. */
export const APPLY_CLIENT_IDS_MAX = 5000;
/** Periods a preview may show. */
export const SERVICE_PREVIEW_MAX = 24;

export const SERVICE_NAME_REQUIRED = 'Service name is required';
export const SERVICE_NAME_TOO_LONG = `Service name must be at most ${SERVICE_NAME_MAX} characters`;
export const SERVICE_NAME_TAKEN = 'Your organization already has a service of this name';
export const SERVICE_PATTERN_REQUIRED = 'Job name is required';
export const SERVICE_PATTERN_TOO_LONG = `Job name must be at most ${SERVICE_PATTERN_MAX} characters`;
export const SERVICE_PATTERN_NEEDS_PERIOD =
  "Put {period} in the job name, so each period's job has its own name";
export const SERVICE_DESCRIPTION_TOO_LONG = `Description must be at most ${SERVICE_DESCRIPTION_MAX} characters`;
export const SERVICE_FREQUENCY_INVALID = 'Choose how often the service recurs';
export const SERVICE_EVERY_MONTHS_INVALID = `Enter a number of months from 1 to ${SERVICE_EVERY_MONTHS_MAX}`;
export const SERVICE_LEAD_DAYS_INVALID = `Enter a number of days from 0 to ${SERVICE_LEAD_DAYS_MAX}`;
export const SERVICE_RULE_INVALID = "Choose when each period's job falls";
export const SERVICE_RULE_DAY_INVALID = 'Enter a day of the month from 1 to 31';
export const SERVICE_RULE_MONTHS_AFTER_INVALID = 'Enter a number of months from 0 to 24';
export const SERVICE_RULE_MONTH_INVALID = 'Choose a month';
export const SERVICE_RULE_DATE_INVALID = 'That month does not have this day';
export const SERVICE_RULE_ADJUST_INVALID = 'Choose what happens when the date is not a working day';
export const SERVICE_STEPS_REQUIRED = 'Add at least one step';
export const SERVICE_STEPS_TOO_MANY = `A service can have at most ${SERVICE_STEPS_MAX} steps`;
export const SERVICE_STEP_NOT_OURS = "This step is not one of the service's";
export const STEP_TITLE_REQUIRED = 'Step title is required';
export const STEP_TITLE_TOO_LONG = `Step title must be at most ${SERVICE_STEP_TITLE_MAX} characters`;
export const STEP_RULE_INVALID =
  "Choose who does this step: the client's responsible member, a member, or their manager";
export const STEP_MEMBER_REQUIRED = 'Choose the member who does this step';
export const STEP_OFFSET_INVALID = `Enter a number of days from -${STEP_OFFSET_MAX} to ${STEP_OFFSET_MAX}`;
export const STEP_UNIT_INVALID = 'Choose days or working days';
export const MEMBER_INVALID = 'Choose an active member of your organization';
export const SERVICE_FREQUENCY_LOCKED =
  'The frequency cannot change once jobs have been made: create a new service instead';
export const SERVICE_ARCHIVED = 'This service is archived: restore it first';
export const SERVICE_NOT_FOUND = 'Service not found';
export const CLIENT_SERVICE_NOT_FOUND = "This client's service was not found";
export const CLIENT_NOT_FOUND = 'Client not found';
export const APPLY_CLIENTS_INVALID = 'Choose clients by selection, tag or filter';
export const APPLY_CLIENTS_REQUIRED = 'Choose at least one client';
export const APPLY_CLIENTS_TOO_MANY = `Choose at most ${APPLY_CLIENT_IDS_MAX} clients at once`;
export const APPLY_CLIENT_INVALID = 'Choose clients of your organization';
export const APPLY_TAG_REQUIRED = 'Choose a tag';
export const APPLY_STARTS_ON_INVALID = 'Enter a valid date (YYYY-MM-DD)';
export const CLIENT_SERVICE_ENDED = 'This service has ended for the client: apply it again to restart it';
export const CLIENT_SERVICE_STATUS_INVALID = 'Choose active, paused or ended';
/** Issue 42: the fee is money, and how a client is billed is set by those who see it. */
export const BILLING_FIELDS_FORBIDDEN =
  'Only people with Rates and Billing set how a client service is billed';
export const CLIENT_SERVICE_CHANGE_REQUIRED = 'Change the status, the assignee or how it is billed';
/** What every starter service says of itself (item 7): dates change by notification. */
export const STARTER_SERVICE_NOTE =
  'Starter data: check the due dates against the current notifications and circulars before relying on them. It is not law.';

// ---------------------------------------------------------------- the job date rule

export const JOB_DATE_RULE_KINDS = [
  'day_after_period',
  'last_working_day',
  'fixed_date',
  'client_year_end',
] as const;
export type JobDateRuleKind = (typeof JOB_DATE_RULE_KINDS)[number];
export const JOB_DATE_RULE_LABELS: Record<JobDateRuleKind, string> = {
  day_after_period: 'A day of the month after the period',
  last_working_day: 'The last working day of a month',
  fixed_date: 'A fixed date after the period',
  client_year_end: "The client's financial year end plus months",
};
export const JOB_DATE_ADJUSTMENT_LABELS: Record<(typeof JOB_DATE_ADJUSTMENTS)[number], string> = {
  none: 'Keep the date',
  previous_working_day: 'Move to the working day before',
  next_working_day: 'Move to the working day after',
};

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const monthsAfter = whole(SERVICE_RULE_MONTHS_AFTER_INVALID, 0, 24);
const adjust = z.enum(JOB_DATE_ADJUSTMENTS, { error: SERVICE_RULE_ADJUST_INVALID }).optional();
/** The days of a month in a leap year: 29 February is a fixed date in the years that have it. */
const daysInMonth = (month: number) => new Date(Date.UTC(2024, month, 0)).getUTCDate();

/** JobDateRule (service-periods.ts) as a form and the API send it: one shape per kind. */
export const JobDateRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('day_after_period'),
      day: whole(SERVICE_RULE_DAY_INVALID, 1, 31),
      monthsAfter,
      adjust,
    }),
    z.object({ kind: z.literal('last_working_day'), monthsAfter, adjust }),
    z
      .object({
        kind: z.literal('fixed_date'),
        month: whole(SERVICE_RULE_MONTH_INVALID, 1, 12),
        day: whole(SERVICE_RULE_DAY_INVALID, 1, 31),
        adjust,
      })
      .refine((rule) => rule.day <= daysInMonth(rule.month), {
        message: SERVICE_RULE_DATE_INVALID,
        path: ['day'],
      }),
    z.object({ kind: z.literal('client_year_end'), monthsAfter, adjust }),
  ],
  { error: SERVICE_RULE_INVALID },
) satisfies z.ZodType<JobDateRule>;

// ---------------------------------------------------------------- a service and its steps

export const STEP_ASSIGNEE_RULES = ['responsible', 'member', 'member_manager'] as const;
export type StepAssigneeRule = (typeof STEP_ASSIGNEE_RULES)[number];
export const STEP_ASSIGNEE_RULE_LABELS: Record<StepAssigneeRule, string> = {
  responsible: "The client's responsible member",
  member: 'A named member',
  member_manager: "A named member's manager",
};

const offset = whole(STEP_OFFSET_INVALID, -STEP_OFFSET_MAX, STEP_OFFSET_MAX);
const unit = z.enum(STEP_OFFSET_UNITS, { error: STEP_UNIT_INVALID });

/** One step: a task of every job, dated as offsets from the job's date ("due 2 working days before"). */
export const ServiceStepFieldsSchema = z
  .object({
    /** A step the service has (kept, with its tasks in jobs not yet started), or none for a new one. */
    id: z.uuid({ error: SERVICE_STEP_NOT_OURS }).optional(),
    title: requiredText(STEP_TITLE_REQUIRED, SERVICE_STEP_TITLE_MAX, STEP_TITLE_TOO_LONG),
    workType: workType.default('General Task'),
    assigneeRule: z.enum(STEP_ASSIGNEE_RULES, { error: STEP_RULE_INVALID }).default('responsible'),
    assigneeId: z
      .uuid({ error: MEMBER_INVALID })
      .nullish()
      .transform((value) => value ?? null),
    estimateHours,
    startOffset: offset,
    startUnit: unit.default('days'),
    dueOffset: offset,
    dueUnit: unit.default('days'),
    /** A request to the client each job sends by itself (issue 41); null or absent: none. */
    requestTemplate: RequestTemplateSchema.nullable().optional(),
  })
  .refine((step) => step.assigneeRule === 'responsible' || step.assigneeId !== null, {
    message: STEP_MEMBER_REQUIRED,
    path: ['assigneeId'],
  });
export type ServiceStepFields = z.input<typeof ServiceStepFieldsSchema>;
export type ServiceStepInput = z.output<typeof ServiceStepFieldsSchema>;

const serviceFields = {
  name: requiredText(SERVICE_NAME_REQUIRED, SERVICE_NAME_MAX, SERVICE_NAME_TOO_LONG),
  namePattern: requiredText(SERVICE_PATTERN_REQUIRED, SERVICE_PATTERN_MAX, SERVICE_PATTERN_TOO_LONG),
  description: optionalText(SERVICE_DESCRIPTION_MAX, SERVICE_DESCRIPTION_TOO_LONG)
    .nullable()
    .transform((value) => value ?? null),
  frequency: z.enum(SERVICE_FREQUENCIES, { error: SERVICE_FREQUENCY_INVALID }),
  everyMonths: whole(SERVICE_EVERY_MONTHS_INVALID, 1, SERVICE_EVERY_MONTHS_MAX)
    .nullish()
    .transform((value) => value ?? null),
  jobDateRule: JobDateRuleSchema,
  leadDays: whole(SERVICE_LEAD_DAYS_INVALID, 0, SERVICE_LEAD_DAYS_MAX).default(0),
  steps: z
    .array(ServiceStepFieldsSchema, { error: SERVICE_STEPS_REQUIRED })
    .min(1, SERVICE_STEPS_REQUIRED)
    .max(SERVICE_STEPS_MAX, SERVICE_STEPS_TOO_MANY),
  /** The SAC code its invoice lines carry (issue 42); null: the organization's default. Absent keeps it. */
  sacCode: text({ error: SAC_INVALID })
    .trim()
    .transform((value) => value || null)
    .refine((value) => value === null || SAC_PATTERN.test(value), SAC_INVALID)
    .nullable()
    .optional(),
};

type ServiceShape = {
  frequency: (typeof SERVICE_FREQUENCIES)[number];
  everyMonths: number | null;
  namePattern: string;
};
/** Every N months needs its N; a recurring job's name needs its period (a one-off's need not). */
const cadenceChecks = <T extends z.ZodType<ServiceShape>>(schema: T) =>
  schema
    .refine((value) => value.frequency !== 'every_n_months' || value.everyMonths !== null, {
      message: SERVICE_EVERY_MONTHS_INVALID,
      path: ['everyMonths'],
    })
    .refine((value) => value.frequency === 'one_off' || value.namePattern.includes('{period}'), {
      message: SERVICE_PATTERN_NEEDS_PERIOD,
      path: ['namePattern'],
    });

/** POST /services and PATCH /services/:id (the whole service; steps replace the list). */
export const ServiceFieldsSchema = cadenceChecks(z.object(serviceFields));
export type ServiceFields = z.input<typeof ServiceFieldsSchema>;
export type ServiceInput = z.output<typeof ServiceFieldsSchema>;

/** POST /services/preview: a draft (its name may still be blank) and how many periods to show. */
export const ServicePreviewBodySchema = cadenceChecks(
  z.object({
    ...serviceFields,
    name: text().max(SERVICE_NAME_MAX, SERVICE_NAME_TOO_LONG).optional(),
    /** The first period shown holds this day (default: today in the organization's zone). */
    from: text()
      .refine(isIsoDate, APPLY_STARTS_ON_INVALID)
      .refine(isDayInRange, DATE_OUT_OF_RANGE)
      .optional(),
    count: whole(`Show from 1 to ${SERVICE_PREVIEW_MAX} periods`, 1, SERVICE_PREVIEW_MAX).default(6),
  }),
);
export type ServicePreviewBody = z.input<typeof ServicePreviewBodySchema>;
export type ServicePreviewInput = z.output<typeof ServicePreviewBodySchema>;

export const ServiceListQuerySchema = z.object({
  /** `true`: archived services too. */
  includeArchived: z
    .enum(['true', 'false'], { error: 'Say true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

const PersonRefSchema = z.object({ id: z.string(), name: z.string() });

/** A step's request template as read: RequestTemplateSchema's output (a response cannot run its input's transforms). */
const RequestTemplateViewSchema = z.object({
  title: z.string(),
  message: z.string().optional(),
  items: z.array(z.object({ name: z.string(), note: z.string().optional(), wantsFile: z.boolean() })),
  sendOffsetDays: z.number().int(),
  dueOffsetDays: z.number().int(),
}) satisfies z.ZodType<RequestTemplate>;

export const ServiceStepSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  workType: z.string(),
  assigneeRule: z.enum(STEP_ASSIGNEE_RULES),
  assignee: PersonRefSchema.nullable(),
  estimateHours: z.number().nullable(),
  startOffset: z.number().int(),
  startUnit: z.enum(STEP_OFFSET_UNITS),
  dueOffset: z.number().int(),
  dueUnit: z.enum(STEP_OFFSET_UNITS),
  requestTemplate: RequestTemplateViewSchema.nullable().optional(),
});
export type ServiceStep = z.infer<typeof ServiceStepSchema>;

/** A service in the list: its cadence and how many clients have it. */
export const ServiceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  namePattern: z.string(),
  description: z.string().nullable(),
  frequency: z.enum(SERVICE_FREQUENCIES),
  everyMonths: z.number().int().nullable(),
  jobDateRule: JobDateRuleSchema,
  leadDays: z.number().int(),
  isStarter: z.boolean(),
  isArchived: z.boolean(),
  sacCode: z.string().nullable(),
  stepCount: z.number().int(),
  /** Clients whose service is active (making jobs). */
  activeClients: z.number().int(),
  /** Clients whose service is paused. */
  pausedClients: z.number().int(),
  updatedAt: z.string(),
});
export type ServiceSummary = z.infer<typeof ServiceSummarySchema>;

export const ServiceDetailSchema = ServiceSummarySchema.extend({
  steps: z.array(ServiceStepSchema),
  /** Whether jobs have been made (then the frequency is fixed). */
  hasJobs: z.boolean(),
});
export type ServiceDetail = z.infer<typeof ServiceDetailSchema>;

/** One period of a draft service: its job's name and date, when it appears, and its steps' dates. */
export const ServicePreviewPeriodSchema = z.object({
  periodKey: z.string(),
  periodLabel: z.string(),
  title: z.string(),
  jobDate: z.string(),
  appearsOn: z.string(),
  steps: z.array(z.object({ title: z.string(), startDate: z.string(), dueDate: z.string() })),
});
export type ServicePreviewPeriod = z.infer<typeof ServicePreviewPeriodSchema>;

// ---------------------------------------------------------------- applying a service to clients

const NO_RESPONSIBLE_FILTER = 'none';

/** Which clients an apply reaches: picked one by one, all with a tag, or by a filter (none: all). */
export const ApplyClientsSchema = z.discriminatedUnion(
  'by',
  [
    z.object({
      by: z.literal('ids'),
      ids: z
        .array(z.uuid({ error: APPLY_CLIENT_INVALID }), { error: APPLY_CLIENTS_REQUIRED })
        .min(1, APPLY_CLIENTS_REQUIRED)
        .max(APPLY_CLIENT_IDS_MAX, APPLY_CLIENTS_TOO_MANY),
    }),
    z.object({
      by: z.literal('tag'),
      tag: requiredText(APPLY_TAG_REQUIRED, 200, 'Choose a tag of your clients'),
    }),
    z.object({
      by: z.literal('filter'),
      /** A member (the clients they answer for), or `none` (the clients nobody answers for). */
      responsibleId: z
        .union([z.literal(NO_RESPONSIBLE_FILTER), z.uuid()], { error: MEMBER_INVALID })
        .optional(),
      entityType: z.enum(CUSTOMER_ENTITY_TYPES, { error: ENTITY_TYPE_INVALID }).optional(),
    }),
  ],
  { error: APPLY_CLIENTS_INVALID },
);
export type ApplyClients = z.infer<typeof ApplyClientsSchema>;

/**
 * How a client service is billed, as a create or edit sends it (ClientServiceBillingSchema's fields, both
 * optional: absent keeps what is there). Only Rates and Billing holders may set them or read the fee.
 */
const clientServiceBilling = {
  billingMode: ClientServiceBillingSchema.shape.billingMode.removeDefault().optional(),
  feeMinor: ClientServiceBillingSchema.shape.feeMinor,
};

/** A fixed fee needs its amount. */
function feeForFixedMode(
  value: { billingMode?: (typeof BILLING_MODES)[number]; feeMinor?: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.billingMode === 'fixed' && value.feeMinor == null)
    ctx.addIssue({ code: 'custom', path: ['feeMinor'], message: FEE_REQUIRED });
}

/** POST /services/:id/apply. */
export const ApplyServiceBodySchema = z
  .object({
    clients: ApplyClientsSchema,
    /** A day of the first period whose job is made (default: today in the organization's zone). */
    startsOn: text({ error: APPLY_STARTS_ON_INVALID })
      .trim()
      .refine(isIsoDate, APPLY_STARTS_ON_INVALID)
      .refine(isDayInRange, DATE_OUT_OF_RANGE)
      .optional(),
    /** Who does these clients' steps of the responsible rule, instead of each client's responsible member. */
    assigneeId: z
      .uuid({ error: MEMBER_INVALID })
      .nullish()
      .transform((value) => value ?? null),
    /** Count only: how many clients would get the service, and how many already have it. */
    dryRun: z.boolean({ error: 'Say true or false' }).default(false),
    /** How these clients' service is billed (issue 42): not billed unless a Rates and Billing holder says. */
    ...clientServiceBilling,
  })
  .superRefine(feeForFixedMode);
export type ApplyServiceBody = z.input<typeof ApplyServiceBodySchema>;

export const ApplyServiceResultSchema = z.object({
  /** Clients the choice reached. */
  matched: z.number().int(),
  /** Clients that got the service (or would, in a dry run). */
  applied: z.number().int(),
  /** Clients that have it already, active or paused. */
  skipped: z.number().int(),
  /** The first period's first day. */
  startsOn: z.string(),
});
export type ApplyServiceResult = z.infer<typeof ApplyServiceResultSchema>;

// ---------------------------------------------------------------- a client's services

export const CLIENT_SERVICE_STATUSES = ['active', 'paused', 'ended'] as const;
export type ClientServiceStatus = (typeof CLIENT_SERVICE_STATUSES)[number];
export const CLIENT_SERVICE_STATUS_LABELS: Record<ClientServiceStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  ended: 'Ended',
};

/**
 * PATCH /services/client-services/:id: pause, resume, end, another assignee (null: the rule's), or how it
 * is billed (issue 42: Rates and Billing holders only; a fixed fee needs its amount, absent keeps it).
 */
export const ClientServiceChangeBodySchema = z
  .object({
    status: z.enum(CLIENT_SERVICE_STATUSES, { error: CLIENT_SERVICE_STATUS_INVALID }).optional(),
    assigneeId: z.uuid({ error: MEMBER_INVALID }).nullable().optional(),
    ...clientServiceBilling,
  })
  .refine(
    (body) =>
      body.status !== undefined ||
      body.assigneeId !== undefined ||
      body.billingMode !== undefined ||
      body.feeMinor !== undefined,
    { message: CLIENT_SERVICE_CHANGE_REQUIRED, path: ['status'] },
  );
export type ClientServiceChangeBody = z.input<typeof ClientServiceChangeBodySchema>;

export const ClientServiceListQuerySchema = z.object({
  status: z.enum(CLIENT_SERVICE_STATUSES, { error: CLIENT_SERVICE_STATUS_INVALID }).optional(),
});

/** One service of one client, with its jobs counted. */
export const ClientServiceSchema = z.object({
  id: z.string(),
  customer: PersonRefSchema,
  service: z.object({ id: z.string(), name: z.string(), frequency: z.enum(SERVICE_FREQUENCIES) }),
  /** Who does the steps of the responsible rule instead of the client's responsible member. */
  assignee: PersonRefSchema.nullable(),
  status: z.enum(CLIENT_SERVICE_STATUSES),
  /** How it is billed (issue 42). */
  billingMode: z.enum(BILLING_MODES),
  startsOn: z.string(),
  endedAt: z.string().nullable(),
  jobs: z.number().int(),
  openJobs: z.number().int(),
  /** The latest job made: its period and state. */
  /** The latest job made: its period, its date (an extension's when one moved it) and its state. */
  latestJob: z.object({ periodLabel: z.string(), dueDate: z.string(), state: z.string() }).nullable(),
  /**
   * The fee of one period of a fixed fee, only for Rates and Billing holders (absent for the others). Last:
   * the compiled serializer writes optional keys after the required ones.
   */
  feeMinor: z.number().int().nullable().optional(),
});
export type ClientService = z.infer<typeof ClientServiceSchema>;

export const StarterServicesResultSchema = z.object({
  /** Names of the services added. */
  added: z.array(z.string()),
  /** Starter services the organization had already (by name). */
  skipped: z.number().int(),
});
export type StarterServicesResult = z.infer<typeof StarterServicesResultSchema>;
