import { z } from 'zod';
import { isIsoDate, isPhoneNumber } from './customers';
import { optionalText, requiredText, text } from './fields';
import { ListQuerySchema } from './pagination';
import { DATE_INVALID, optionalDay, requiredDay, requiredId } from './projects';

// Section 3 "Leave application": Leave Type*, From Date*, To Date*, Reason for Leave*, Address During
// Leave*, Emergency Contact* (phone), Work Assignment (optional). Section 4: Pending (awaiting manager),
// Approved, Rejected (with comments); Cancelled is ours (the applicant withdraws).
export const LEAVE_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** Seeded into every new organization; admins add more. */
export const DEFAULT_LEAVE_TYPE_NAMES = ['Annual', 'Sick', 'Personal', 'Emergency'] as const;

/** `yearly`: the whole allocation on 1 January; `monthly`: a twelfth on the 1st of each month. */
export const LEAVE_ACCRUALS = ['yearly', 'monthly'] as const;
export type LeaveAccrual = (typeof LEAVE_ACCRUALS)[number];

/** Who decides a step: the applicant's manager (reporting tree), anyone holding a role, or one person. */
export const APPROVAL_STEP_KINDS = ['manager', 'role', 'person'] as const;
export type ApprovalStepKind = (typeof APPROVAL_STEP_KINDS)[number];

/**
 * How a type's credits of the joining year are prorated: from the joining month (whole months from it,
 * inclusive, of 12; rounded down to half days), pro rata by calendar days (rounded to half days), or not.
 */
export const LEAVE_PRORATIONS = ['joining_month', 'days', 'none'] as const;
export type LeaveProration = (typeof LEAVE_PRORATIONS)[number];

/** When a change of allocation, accrual or carry-forward takes effect. */
export const POLICY_EFFECTS = ['now', 'next_year'] as const;
export type PolicyEffect = (typeof POLICY_EFFECTS)[number];
/** The fields whose change needs `effective`. */
export const POLICY_FIELDS = ['yearlyAllocation', 'accrual', 'carryForwardCap', 'proration'] as const;
export const LEAVE_EFFECTIVE_REQUIRED =
  "Choose when the change takes effect: now (this year's balances are recomputed) or from the next leave year";

/** Blackout periods either refuse leave or make it need one extra approval (by an admin). */
export const BLACKOUT_EFFECTS = ['refuse', 'extra_approval'] as const;
export type BlackoutEffect = (typeof BLACKOUT_EFFECTS)[number];

/** Ledger entry kinds; the balance is always their sum (never overwritten). */
export const LEDGER_KINDS = [
  'allocation',
  'accrual',
  'adjustment',
  'usage',
  'reversal',
  'carry_forward',
  'expiry',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Guide, section 9: leave is best applied 48 to 72 hours ahead; sooner is a warning, not a refusal. */
export const LEAVE_LEAD_TIME_HOURS = 48;

export const LEAVE_TYPE_NAME_MAX = 60;
export const LEAVE_REASON_MAX = 2000;
export const LEAVE_ADDRESS_MAX = 500;
export const LEAVE_CONTACT_MAX = 32;
export const LEAVE_COMMENT_MAX = 2000;
export const LEAVE_DAYS_MAX = 366;
export const LEAVE_APPROVAL_STEPS_MAX = 5;
export const BLACKOUT_REASON_MAX = 500;
export const LEAVE_BULK_MAX = 100;
/** A leave request may span at most this many calendar days. */
export const LEAVE_SPAN_MAX_DAYS = 366;

// ---------------------------------------------------------------- messages (shown on the field)

export const LEAVE_TYPE_REQUIRED = 'Leave Type is required';
export const LEAVE_FROM_REQUIRED = 'From Date is required';
export const LEAVE_TO_REQUIRED = 'To Date is required';
export const LEAVE_TO_BEFORE_FROM = 'To Date cannot be before From Date';
export const LEAVE_SPAN_TOO_LONG = `A leave application may span at most ${LEAVE_SPAN_MAX_DAYS} days`;
export const LEAVE_REASON_REQUIRED = 'Reason for Leave is required';
export const LEAVE_ADDRESS_REQUIRED = 'Address During Leave is required';
export const LEAVE_CONTACT_REQUIRED = 'Emergency Contact is required';
export const LEAVE_CONTACT_INVALID = 'Enter a valid phone number';
export const LEAVE_ASSIGNEE_INVALID = 'Choose a colleague from your organization';
export const LEAVE_ASSIGNEE_SELF = 'Choose a colleague other than yourself';
export const LEAVE_TYPE_INVALID = 'Choose a leave type of your organization';
export const LEAVE_OVERLAP = 'You already have pending or approved leave on these dates';
export const LEAVE_PAST_NOT_ALLOWED =
  'Leave in the past can only be recorded by someone who can accept leave';
export const LEAVE_HALF_DAY_NOT_ALLOWED = 'This leave type does not allow half days';
export const LEAVE_NO_WORKING_DAYS = 'These dates hold no working days';
export const LEAVE_ATTACHMENT_INVALID = 'Upload the document again';
export const LEAVE_COMMENT_REQUIRED = 'A comment is required to reject leave';
export const LEAVE_SELF_DECISION = 'You cannot decide your own leave application';
/** The only administrator deciding their own leave (organization setting "self_with_reason"). */
export const LEAVE_SELF_REASON_REQUIRED =
  'Give a reason: you are deciding your own leave as the only administrator';
export const LEAVE_MAX_DAYS_BACK_INVALID = 'Enter 0 to 366 days';
export const LEAVE_NOT_YOUR_STEP = 'This leave application is not waiting for your decision';
export const LEAVE_ALREADY_DECIDED = 'This leave application has already been decided';
export const LEAVE_CANNOT_CANCEL =
  'Only pending leave, or approved leave that has not started, can be cancelled';
export const LEAVE_ADJUST_REASON_REQUIRED = 'Reason is required';
export const LEAVE_ADJUST_DAYS_INVALID = 'Enter a non-zero number of days in half-day steps';
export const BLACKOUT_REASON_REQUIRED = 'Reason is required';
export const BLACKOUT_START_REQUIRED = 'Start Date is required';
export const BLACKOUT_END_REQUIRED = 'End Date is required';
export const BLACKOUT_END_BEFORE_START = 'End Date cannot be before Start Date';
export const LEAVE_AWAY_DELEGATE_REQUIRED = 'Choose a delegate while you are away';

/** How far back an application of a type may start (the type's `maxDaysBack`). */
export function leaveTooFarBack(typeName: string, maxDaysBack: number): string {
  if (maxDaysBack <= 0) return `${typeName} leave cannot start in the past`;
  return `${typeName} leave can start at most ${maxDaysBack} ${maxDaysBack === 1 ? 'day' : 'days'} back`;
}
export function leaveInsufficientBalance(remaining: number, typeName: string): string {
  return `Not enough ${typeName} leave: ${formatLeaveDays(remaining)} remaining`;
}
/** The balance check's refusal, naming the day a projected balance was read on. */
export function leaveInsufficientBalanceOn(
  remaining: number,
  typeName: string,
  projectedOn: string | null,
): string {
  const base = leaveInsufficientBalance(remaining, typeName);
  return projectedOn ? `${base} (projected on ${formatCalendarDay(projectedOn)})` : base;
}
/** "7 Jun 2027" for "2027-06-07" (no zone: a calendar day). */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${date} ${months[(month ?? 1) - 1]} ${year}`;
}
/** What the approver reads when the balance projected to the leave's dates does not cover it. */
export function leaveShortfall(
  typeName: string,
  projectedOn: string,
  asked: number,
  remaining: number | null,
) {
  const on = formatCalendarDay(projectedOn);
  return remaining === null
    ? `The ${typeName} balance projected on ${on} does not cover these ${formatLeaveDays(asked)}`
    : `The ${typeName} balance projected on ${on} is ${formatLeaveDays(remaining)}, less than the ${formatLeaveDays(asked)} asked`;
}
export const LEAVE_SHORTFALL_CONFIRM = 'Confirm that you approve leave the balance does not cover';

export function leaveAttachmentRequired(afterDays: number, typeName: string): string {
  return `${typeName} leave of more than ${formatLeaveDays(afterDays)} needs a supporting document`;
}
export function leaveBlackoutRefused(reason: string): string {
  return `Leave is not allowed on these dates: ${reason}`;
}

/** What a reader who may not see the leave type reads instead (docs/security.md, "Leave"). */
export const ON_LEAVE_LABEL = 'On leave';

/** "Sick leave", or "On leave" as it stands when the type is hidden from the reader. */
export function leaveTitle(leaveTypeName: string): string {
  return leaveTypeName === ON_LEAVE_LABEL ? ON_LEAVE_LABEL : `${leaveTypeName} leave`;
}

/** `1 day`, `2.5 days`, `0.5 day`. */
export function formatLeaveDays(days: number): string {
  return `${days} ${Math.abs(days) <= 1 ? 'day' : 'days'}`;
}

// ---------------------------------------------------------------- fields

const halfDaySteps = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine((value) => Number.isInteger(value * 2), message);

const leaveTypeId = requiredId(LEAVE_TYPE_REQUIRED);
const emergencyContact = requiredText(
  LEAVE_CONTACT_REQUIRED,
  LEAVE_CONTACT_MAX,
  `Emergency Contact must be at most ${LEAVE_CONTACT_MAX} characters`,
).refine(isPhoneNumber, LEAVE_CONTACT_INVALID);

const toNotBeforeFrom = (value: { fromDate?: string; toDate?: string }) =>
  !value.fromDate || !value.toDate || value.toDate >= value.fromDate;
const spanWithinMax = (value: { fromDate?: string; toDate?: string }) =>
  !value.fromDate ||
  !value.toDate ||
  (Date.parse(value.toDate) - Date.parse(value.fromDate)) / 86_400_000 < LEAVE_SPAN_MAX_DAYS;

/** The dates part of Apply for Leave, shared by the preview. */
const leaveDatesFields = {
  leaveTypeId,
  fromDate: requiredDay(LEAVE_FROM_REQUIRED),
  toDate: requiredDay(LEAVE_TO_REQUIRED),
  /** The From Date is taken as a half day (the afternoon off). */
  fromDateHalf: z.boolean().default(false),
  /** The To Date is taken as a half day (the morning off). On a one-day leave either flag makes it half. */
  toDateHalf: z.boolean().default(false),
};

/** POST /leave/requests/preview: what the dates cost and what the applicant should know. */
export const LeavePreviewBodySchema = z
  .object(leaveDatesFields)
  .refine(toNotBeforeFrom, { message: LEAVE_TO_BEFORE_FROM, path: ['toDate'] })
  .refine(spanWithinMax, { message: LEAVE_SPAN_TOO_LONG, path: ['toDate'] });
export type LeavePreviewBody = z.input<typeof LeavePreviewBodySchema>;

/** POST /leave/requests: Apply for Leave. */
export const ApplyLeaveBodySchema = z
  .object({
    ...leaveDatesFields,
    reason: requiredText(
      LEAVE_REASON_REQUIRED,
      LEAVE_REASON_MAX,
      `Reason for Leave must be at most ${LEAVE_REASON_MAX} characters`,
    ),
    addressDuringLeave: requiredText(
      LEAVE_ADDRESS_REQUIRED,
      LEAVE_ADDRESS_MAX,
      `Address During Leave must be at most ${LEAVE_ADDRESS_MAX} characters`,
    ),
    emergencyContact,
    /** Work Assignment: the colleague who covers (optional). */
    workAssigneeId: z
      .uuid({ error: LEAVE_ASSIGNEE_INVALID })
      .nullish()
      .transform((value) => value ?? null),
    /** From POST /leave/attachments, when the type needs a document. */
    attachmentId: z
      .uuid({ error: LEAVE_ATTACHMENT_INVALID })
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine(toNotBeforeFrom, { message: LEAVE_TO_BEFORE_FROM, path: ['toDate'] })
  .refine(spanWithinMax, { message: LEAVE_SPAN_TOO_LONG, path: ['toDate'] });
export type ApplyLeaveBody = z.input<typeof ApplyLeaveBodySchema>;
export type ApplyLeaveInput = z.output<typeof ApplyLeaveBodySchema>;

/** POST /leave/requests/:id/approve (comment optional) and /reject (comment required). */
export const LeaveDecisionBodySchema = z.object({
  comment: optionalText(LEAVE_COMMENT_MAX, `Comment must be at most ${LEAVE_COMMENT_MAX} characters`),
  /** Approve although the balance projected to the leave's dates does not cover it (the approver was told). */
  acceptShortfall: z.boolean({ error: LEAVE_SHORTFALL_CONFIRM }).optional(),
});
export type LeaveDecisionBody = z.input<typeof LeaveDecisionBodySchema>;
export const RejectLeaveBodySchema = z.object({
  comment: requiredText(
    LEAVE_COMMENT_REQUIRED,
    LEAVE_COMMENT_MAX,
    `Comment must be at most ${LEAVE_COMMENT_MAX} characters`,
  ),
});
export type RejectLeaveBody = z.input<typeof RejectLeaveBodySchema>;

/** POST /leave/requests/bulk-decision: approve or reject several in one transaction (all or none). */
export const BulkLeaveDecisionBodySchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'Choose leave applications' }), { error: 'Choose leave applications' })
      .min(1, 'Choose leave applications')
      .max(LEAVE_BULK_MAX, `Choose at most ${LEAVE_BULK_MAX} leave applications`)
      .transform((ids) => [...new Set(ids)]),
    decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
    comment: optionalText(LEAVE_COMMENT_MAX, `Comment must be at most ${LEAVE_COMMENT_MAX} characters`),
  })
  .refine((value) => value.decision === 'approve' || Boolean(value.comment), {
    message: LEAVE_COMMENT_REQUIRED,
    path: ['comment'],
  });
export type BulkLeaveDecisionBody = z.input<typeof BulkLeaveDecisionBodySchema>;

export const ApprovalStepInputSchema = z
  .object({
    kind: z.enum(APPROVAL_STEP_KINDS, { error: 'Choose manager, role or person' }),
    roleId: z
      .uuid({ error: 'Choose a role of your organization' })
      .nullish()
      .transform((value) => value ?? null),
    userId: z
      .uuid({ error: 'Choose a person of your organization' })
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((step) => step.kind !== 'role' || step.roleId, {
    message: 'Choose a role of your organization',
    path: ['roleId'],
  })
  .refine((step) => step.kind !== 'person' || step.userId, {
    message: 'Choose a person of your organization',
    path: ['userId'],
  });
export type ApprovalStepInput = z.input<typeof ApprovalStepInputSchema>;

const leaveTypeFields = {
  name: requiredText(
    'Name is required',
    LEAVE_TYPE_NAME_MAX,
    `Name must be at most ${LEAVE_TYPE_NAME_MAX} characters`,
  ),
  isPaid: z.boolean({ error: 'Choose paid or unpaid' }),
  /** Days per year, in half-day steps. */
  yearlyAllocation: halfDaySteps(
    'Yearly allocation must be 0 to 366 days in half-day steps',
    0,
    LEAVE_DAYS_MAX,
  ),
  accrual: z.enum(LEAVE_ACCRUALS, { error: 'Choose yearly or monthly accrual' }),
  /** How the joining year's allocation or accrual is prorated. */
  proration: z.enum(LEAVE_PRORATIONS, { error: 'Choose from the joining month, by days, or none' }),
  allowsHalfDays: z.boolean(),
  tracksBalance: z.boolean(),
  /** Days carried into the next year at most (0: nothing carries over). */
  carryForwardCap: halfDaySteps(
    'Carry-forward cap must be 0 to 366 days in half-day steps',
    0,
    LEAVE_DAYS_MAX,
  ),
  /** A supporting document is required when the leave is longer than this many days; null: never. */
  documentRequiredAfterDays: halfDaySteps('Enter 0 to 366 days', 0, LEAVE_DAYS_MAX)
    .nullish()
    .transform((value) => value ?? null),
  /** The approval chain, in order; empty means the applicant's manager alone. */
  approvalSteps: z
    .array(ApprovalStepInputSchema)
    .max(LEAVE_APPROVAL_STEPS_MAX, `At most ${LEAVE_APPROVAL_STEPS_MAX} approval steps`),
  /** A step waiting longer than this many days escalates to the next level; null: never. */
  escalationDays: z
    .number({ error: 'Enter 1 to 60 days' })
    .int('Enter 1 to 60 days')
    .min(1, 'Enter 1 to 60 days')
    .max(60, 'Enter 1 to 60 days')
    .nullish()
    .transform((value) => value ?? null),
  /** An application may start at most this many days before today (0: today or later). */
  maxDaysBack: z
    .number({ error: LEAVE_MAX_DAYS_BACK_INVALID })
    .int(LEAVE_MAX_DAYS_BACK_INVALID)
    .min(0, LEAVE_MAX_DAYS_BACK_INVALID)
    .max(LEAVE_DAYS_MAX, LEAVE_MAX_DAYS_BACK_INVALID),
};

/** POST /leave/types. */
export const CreateLeaveTypeBodySchema = z.object({
  ...leaveTypeFields,
  isPaid: leaveTypeFields.isPaid.default(true),
  accrual: leaveTypeFields.accrual.default('yearly'),
  proration: leaveTypeFields.proration.default('joining_month'),
  allowsHalfDays: leaveTypeFields.allowsHalfDays.default(true),
  tracksBalance: leaveTypeFields.tracksBalance.default(true),
  carryForwardCap: leaveTypeFields.carryForwardCap.default(0),
  maxDaysBack: leaveTypeFields.maxDaysBack.default(0),
  approvalSteps: leaveTypeFields.approvalSteps.default([{ kind: 'manager', roleId: null, userId: null }]),
});
export type CreateLeaveTypeBody = z.input<typeof CreateLeaveTypeBodySchema>;

/**
 * PATCH /leave/types/:id: any subset; `isArchived` hides a type from Apply for Leave. A change of
 * allocation, accrual, carry-forward cap or proration needs `effective` (the server answers
 * LEAVE_EFFECTIVE_REQUIRED on that field when it is missing and such a field really changes).
 */
export const UpdateLeaveTypeBodySchema = z.object({
  name: leaveTypeFields.name.optional(),
  isPaid: leaveTypeFields.isPaid.optional(),
  yearlyAllocation: leaveTypeFields.yearlyAllocation.optional(),
  accrual: leaveTypeFields.accrual.optional(),
  proration: leaveTypeFields.proration.optional(),
  /** `now`: this year's balances are recomputed with ledger rows; `next_year`: from 1 January. */
  effective: z.enum(POLICY_EFFECTS, { error: LEAVE_EFFECTIVE_REQUIRED }).optional(),
  allowsHalfDays: leaveTypeFields.allowsHalfDays.optional(),
  tracksBalance: leaveTypeFields.tracksBalance.optional(),
  carryForwardCap: leaveTypeFields.carryForwardCap.optional(),
  documentRequiredAfterDays: leaveTypeFields.documentRequiredAfterDays.optional(),
  approvalSteps: leaveTypeFields.approvalSteps.optional(),
  escalationDays: leaveTypeFields.escalationDays.optional(),
  maxDaysBack: leaveTypeFields.maxDaysBack.optional(),
  isArchived: z.boolean().optional(),
});
export type UpdateLeaveTypeBody = z.input<typeof UpdateLeaveTypeBodySchema>;

/** POST /leave/balances/adjustments: an admin's signed change to one balance, with a reason. */
export const LeaveAdjustmentBodySchema = z.object({
  userId: z.uuid({ error: 'Choose a person of your organization' }),
  leaveTypeId,
  year: z.number({ error: 'Enter a year' }).int().min(2000, 'Enter a year').max(2100, 'Enter a year'),
  days: halfDaySteps(LEAVE_ADJUST_DAYS_INVALID, -LEAVE_DAYS_MAX, LEAVE_DAYS_MAX).refine(
    (value) => value !== 0,
    LEAVE_ADJUST_DAYS_INVALID,
  ),
  reason: requiredText(LEAVE_ADJUST_REASON_REQUIRED, 500, 'Reason must be at most 500 characters'),
});
export type LeaveAdjustmentBody = z.input<typeof LeaveAdjustmentBodySchema>;

const blackoutFields = {
  startDate: requiredDay(BLACKOUT_START_REQUIRED),
  endDate: requiredDay(BLACKOUT_END_REQUIRED),
  /** Null: the whole organization. */
  departmentId: z
    .uuid({ error: 'Choose a department of your organization' })
    .nullish()
    .transform((value) => value ?? null),
  effect: z.enum(BLACKOUT_EFFECTS, { error: 'Choose refuse or needs an extra approval' }),
  /** Shown to the applicant. */
  reason: requiredText(
    BLACKOUT_REASON_REQUIRED,
    BLACKOUT_REASON_MAX,
    `Reason must be at most ${BLACKOUT_REASON_MAX} characters`,
  ),
};
const blackoutEndNotBeforeStart = (value: { startDate?: string; endDate?: string }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;

/** POST /leave/blackouts and PUT /leave/blackouts/:id (the whole period). */
export const BlackoutBodySchema = z
  .object(blackoutFields)
  .refine(blackoutEndNotBeforeStart, { message: BLACKOUT_END_BEFORE_START, path: ['endDate'] });
export type BlackoutBody = z.input<typeof BlackoutBodySchema>;

/**
 * PUT /leave/away: the caller is away from..to (and, with `followsOwnLeave`, whenever they are on approved
 * leave) and `delegateId` decides their leave steps and timesheets meanwhile.
 */
export const LeaveAwayBodySchema = z
  .object({
    awayFrom: optionalDay(),
    awayTo: optionalDay(),
    delegateId: z
      .uuid({ error: LEAVE_AWAY_DELEGATE_REQUIRED })
      .nullish()
      .transform((value) => value ?? null),
    followsOwnLeave: z
      .boolean({ error: 'Choose whether the delegate also stands in while you are on leave' })
      .optional()
      .transform((value) => value ?? false),
  })
  .refine((value) => !value.awayFrom || !value.awayTo || value.awayTo >= value.awayFrom, {
    message: 'Away To cannot be before Away From',
    path: ['awayTo'],
  })
  .refine((value) => !(value.awayFrom || value.awayTo || value.followsOwnLeave) || value.delegateId, {
    message: LEAVE_AWAY_DELEGATE_REQUIRED,
    path: ['delegateId'],
  });
export type LeaveAwayBody = z.input<typeof LeaveAwayBodySchema>;

/** POST /leave/requests/:id/cover-tasks: the Work Assignment colleague watches the listed tasks. */
export const CoverTasksBodySchema = z.object({
  taskIds: z
    .array(z.uuid({ error: 'Choose tasks' }), { error: 'Choose tasks' })
    .max(500, 'Choose at most 500 tasks')
    .optional(),
});
export type CoverTasksBody = z.input<typeof CoverTasksBodySchema>;

// ---------------------------------------------------------------- queries

const optionalUuid = (message: string) => z.uuid({ error: message }).optional();
/** A filter day in a query string: left out, or YYYY-MM-DD. */
const optionalQueryDay = () => text().trim().refine(isIsoDate, DATE_INVALID).optional();

/** GET /leave/requests (all leave, leave.view) and /leave/requests.csv. */
export const LeaveListQuerySchema = ListQuerySchema.extend({
  userId: optionalUuid('Choose a person'),
  departmentId: optionalUuid('Choose a department'),
  leaveTypeId: optionalUuid('Choose a leave type'),
  status: z.enum(LEAVE_STATUSES, { error: 'Choose a status' }).optional(),
  /** Leave that overlaps from..to (either may be left out). */
  from: optionalQueryDay(),
  to: optionalQueryDay(),
});
export type LeaveListQuery = z.infer<typeof LeaveListQuerySchema>;
export type LeaveListQueryInput = z.input<typeof LeaveListQuerySchema>;

/** GET /leave/requests/mine and /leave/requests/pending. */
export const MyLeaveQuerySchema = ListQuerySchema.extend({
  status: z.enum(LEAVE_STATUSES, { error: 'Choose a status' }).optional(),
});
export type MyLeaveQuery = z.infer<typeof MyLeaveQuerySchema>;

/** GET /leave/balances?userId&year: the caller's when userId is left out. */
export const LeaveBalancesQuerySchema = z.object({
  userId: optionalUuid('Choose a person'),
  year: z.coerce.number().int().min(2000, 'Enter a year').max(2100, 'Enter a year').optional(),
});
export type LeaveBalancesQuery = z.infer<typeof LeaveBalancesQuerySchema>;

/** GET /leave/balances/ledger?userId&year&leaveTypeId. */
export const LeaveLedgerQuerySchema = LeaveBalancesQuerySchema.extend({
  leaveTypeId: z.uuid({ error: LEAVE_TYPE_REQUIRED }),
});
export type LeaveLedgerQuery = z.infer<typeof LeaveLedgerQuerySchema>;

/** GET /leave/availability?from&to&departmentId: who is out (approved leave, pending on request). */
export const LeaveAvailabilityQuerySchema = z
  .object({
    from: requiredDay('from is required'),
    to: requiredDay('to is required'),
    departmentId: optionalUuid('Choose a department'),
    includePending: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  })
  .refine((value) => value.to >= value.from, { message: 'to cannot be before from', path: ['to'] })
  .refine((value) => (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 <= 400, {
    message: 'The range may span at most 400 days',
    path: ['to'],
  });
export type LeaveAvailabilityQuery = z.infer<typeof LeaveAvailabilityQuerySchema>;
export type LeaveAvailabilityQueryInput = z.input<typeof LeaveAvailabilityQuerySchema>;

/** GET /leave/on-leave?userId&date: the task form's "assignee is on leave" warning. */
export const OnLeaveQuerySchema = z.object({
  userId: z.uuid({ error: 'Choose a person' }),
  date: requiredDay('date is required'),
});
export type OnLeaveQuery = z.infer<typeof OnLeaveQuerySchema>;

// ---------------------------------------------------------------- responses

const personRef = z.object({ id: z.string(), name: z.string() });
export type LeavePersonRef = z.infer<typeof personRef>;

export const ApprovalStepSchema = z.object({
  kind: z.enum(APPROVAL_STEP_KINDS),
  roleId: z.string().nullable(),
  userId: z.string().nullable(),
  /** "Reporting manager", the role's name or the person's name. */
  label: z.string(),
});
export type ApprovalStep = z.infer<typeof ApprovalStepSchema>;

export const LeaveTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  isPaid: z.boolean(),
  yearlyAllocation: z.number(),
  accrual: z.enum(LEAVE_ACCRUALS),
  proration: z.enum(LEAVE_PRORATIONS),
  /** A change that waits for the next leave year (effective 1 January), if any. */
  pendingChange: z
    .object({
      effectiveYear: z.number(),
      yearlyAllocation: z.number().optional(),
      accrual: z.enum(LEAVE_ACCRUALS).optional(),
      carryForwardCap: z.number().optional(),
      proration: z.enum(LEAVE_PRORATIONS).optional(),
    })
    .nullable(),
  allowsHalfDays: z.boolean(),
  tracksBalance: z.boolean(),
  carryForwardCap: z.number(),
  documentRequiredAfterDays: z.number().nullable(),
  approvalSteps: z.array(ApprovalStepSchema),
  escalationDays: z.number().nullable(),
  /** An application may start at most this many days before today. */
  maxDaysBack: z.number(),
  isArchived: z.boolean(),
});
export type LeaveType = z.infer<typeof LeaveTypeSchema>;

export const LeaveBalanceSchema = z.object({
  leaveTypeId: z.string(),
  leaveTypeName: z.string(),
  year: z.number(),
  tracksBalance: z.boolean(),
  /** The type's yearly allocation (the entitlement). */
  allocated: z.number(),
  /** Credited so far: allocation, monthly accruals, carry-forward, adjustments, less expiry. */
  accrued: z.number(),
  carriedForward: z.number(),
  adjusted: z.number(),
  /** Approved leave taken from this balance (net of reversals). */
  used: z.number(),
  /** Days of leave still awaiting a decision. */
  pending: z.number(),
  /** accrued - used - pending. */
  remaining: z.number(),
});
export type LeaveBalance = z.infer<typeof LeaveBalanceSchema>;

export const LeaveBalancesSchema = z.object({
  user: personRef,
  year: z.number(),
  balances: z.array(LeaveBalanceSchema),
});
export type LeaveBalances = z.infer<typeof LeaveBalancesSchema>;

export const LedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: credits positive, usage and expiry negative. */
  days: z.number(),
  reason: z.string().nullable(),
  leaveRequestId: z.string().nullable(),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const LeaveStepRecordSchema = z.object({
  /** 0-based position in the chain; the blackout's extra approval comes last. */
  position: z.number(),
  label: z.string(),
  status: z.enum(['waiting', 'pending', 'approved', 'rejected', 'skipped']),
  /** Who may decide now (the approver, or their delegate while they are away). */
  approvers: z.array(personRef),
  decidedBy: personRef.nullable(),
  /** Set when the decider was a delegate: whom they stood in for. */
  onBehalfOf: personRef.nullable(),
  decidedAt: z.string().nullable(),
  comment: z.string().nullable(),
  escalatedAt: z.string().nullable(),
});
export type LeaveStepRecord = z.infer<typeof LeaveStepRecordSchema>;

/**
 * A leave application as its reader may see it. The applicant, the request's approvers (while they are)
 * and leave administrators (`leave.manage`) read everything (`detailsVisible`); any other reader sees who,
 * when and "On leave" (or the type's name when the organization shows it to colleagues): the type's id,
 * whether it is paid, the reason, the address, the emergency phone, the document and the step waited on
 * are null for them (docs/security.md, "Leave").
 */
export const LeaveApplicationSchema = z.object({
  id: z.string(),
  /** Employee name and ID (the ID as the organization shows it: the person's short code). */
  employee: z.object({
    id: z.string(),
    name: z.string(),
    employeeCode: z.string(),
    department: z.string().nullable(),
  }),
  /** `name` is "On leave" (or the type's name, by the organization's setting) when details are hidden. */
  leaveType: z.object({ id: z.string().nullable(), name: z.string(), isPaid: z.boolean().nullable() }),
  fromDate: z.string(),
  toDate: z.string(),
  fromDateHalf: z.boolean(),
  toDateHalf: z.boolean(),
  /** Working days it costs (work week and holidays not counted; half days count 0.5). */
  totalDays: z.number(),
  status: z.enum(LEAVE_STATUSES),
  /** The caller reads the reason, address, phone, document, steps and the type itself. */
  detailsVisible: z.boolean(),
  reason: z.string().nullable(),
  addressDuringLeave: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  workAssignee: personRef.nullable(),
  hasAttachment: z.boolean().nullable(),
  /** Application timestamp. */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The current step's label while pending (null when details are hidden). */
  awaiting: z.string().nullable(),
});
export type LeaveRequest = z.infer<typeof LeaveApplicationSchema>;

export const LeaveTaskDuringSchema = z.object({
  id: z.string(),
  /** Task ID as shown in the task list (ACM-42). */
  reference: z.string(),
  title: z.string(),
  dueDate: z.string(),
  status: z.string(),
  /** Web path of the task, for the reassign link. */
  link: z.string(),
});
export type LeaveTaskDuring = z.infer<typeof LeaveTaskDuringSchema>;

export const LeaveRequestDetailSchema = LeaveApplicationSchema.extend({
  /** Empty when details are hidden (the steps carry the approvers' comments). */
  steps: z.array(LeaveStepRecordSchema),
  /** What the caller may do with it now. */
  canDecide: z.boolean(),
  canCancel: z.boolean(),
  /** The applicant's open tasks due during the leave (for readers of the details; empty otherwise). */
  tasksDuringLeave: z.array(LeaveTaskDuringSchema),
  /** Blackouts the leave falls in (for readers of the details; empty otherwise). */
  blackouts: z.array(z.object({ effect: z.enum(BLACKOUT_EFFECTS), reason: z.string() })),
  /**
   * While pending, for readers of the details: the balance projected to the leave's dates (itself left
   * out). `remaining` only for readers of the person's balances; `covers: false` is the approver's flag
   * (approving then needs `acceptShortfall`).
   */
  balanceCheck: z
    .object({
      projectedOn: z.string(),
      remaining: z.number().nullable(),
      covers: z.boolean(),
      message: z.string(),
    })
    .nullable(),
});
export type LeaveRequestDetail = z.infer<typeof LeaveRequestDetailSchema>;

export const LeaveWarningSchema = z.object({
  code: z.enum(['short_notice', 'blackout_extra_approval', 'blackout_refused', 'insufficient_balance']),
  message: z.string(),
});
export type LeaveWarning = z.infer<typeof LeaveWarningSchema>;

export const LeavePreviewSchema = z.object({
  totalDays: z.number(),
  /** Working days in the range, each with the fraction it costs. */
  days: z.array(z.object({ date: z.string(), fraction: z.number() })),
  /** Days skipped: outside the work week or holidays (with the holiday's name). */
  skipped: z.array(z.object({ date: z.string(), reason: z.string() })),
  /** Remaining balance before this leave; null when the type tracks none. */
  remaining: z.number().nullable(),
  /**
   * The day `remaining` is read on (the leave's first day in the year checked) and whether it is a
   * projection (accrual still to post, next year's carry-forward as it will stand); null when not tracked.
   */
  balanceOn: z.string().nullable(),
  projected: z.boolean(),
  warnings: z.array(LeaveWarningSchema),
  /** Refusals the application would meet, per field (the same messages Apply answers). */
  errors: z.record(z.string(), z.string()),
  /**
   * Who will decide it: `approvers` (the first step's label and the people who may decide it),
   * `automatic` (no one but the applicant could: approved at once, with an audit entry) or `self` (the
   * applicant as the only administrator, with a reason). `message` says it in a sentence. Null
   * without a valid leave type.
   */
  decider: z
    .object({
      mode: z.enum(['approvers', 'automatic', 'self']),
      message: z.string(),
    })
    .nullable(),
});
export type LeavePreview = z.infer<typeof LeavePreviewSchema>;

export const BlackoutSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  department: z.object({ id: z.string(), name: z.string() }).nullable(),
  effect: z.enum(BLACKOUT_EFFECTS),
  reason: z.string(),
  createdAt: z.string(),
});
export type Blackout = z.infer<typeof BlackoutSchema>;

export const LeaveAwaySchema = z.object({
  awayFrom: z.string().nullable(),
  awayTo: z.string().nullable(),
  delegate: personRef.nullable(),
  /** The delegate also stands in whenever the caller is on approved leave, without dates of its own. */
  followsOwnLeave: z.boolean(),
});
export type LeaveAway = z.infer<typeof LeaveAwaySchema>;

export const LeaveAvailabilityEntrySchema = z.object({
  requestId: z.string(),
  user: personRef,
  department: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The type's name for readers of the details, otherwise "On leave" (or the name, by organization setting). */
  leaveType: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  fromDateHalf: z.boolean(),
  toDateHalf: z.boolean(),
  status: z.enum(['Pending', 'Approved']),
});
export type LeaveAvailabilityEntry = z.infer<typeof LeaveAvailabilityEntrySchema>;

export const OnLeaveSchema = z.object({
  isOnLeave: z.boolean(),
  /** Set when on leave (approved, or pending when nothing approved covers the day). */
  leave: z
    .object({
      requestId: z.string(),
      /** As in the availability list: "On leave" unless the caller reads the details. */
      leaveType: z.string(),
      fromDate: z.string(),
      toDate: z.string(),
      status: z.enum(['Pending', 'Approved']),
    })
    .nullable(),
});
export type OnLeave = z.infer<typeof OnLeaveSchema>;

export const LeaveAttachmentSchema = z.object({ id: z.string(), fileName: z.string(), size: z.number() });
export type LeaveAttachment = z.infer<typeof LeaveAttachmentSchema>;

export const BulkLeaveDecisionResultSchema = z.object({ decided: z.number() });
export const CoverTasksResultSchema = z.object({ watched: z.number() });

/** POST /leave/types/:id/policy-preview: a change of allocation, accrual, carry-forward or proration. */
export const LeavePolicyPreviewBodySchema = z.object({
  yearlyAllocation: leaveTypeFields.yearlyAllocation.optional(),
  accrual: leaveTypeFields.accrual.optional(),
  carryForwardCap: leaveTypeFields.carryForwardCap.optional(),
  proration: leaveTypeFields.proration.optional(),
  effective: z.enum(POLICY_EFFECTS, { error: LEAVE_EFFECTIVE_REQUIRED }),
});
export type LeavePolicyPreviewBody = z.input<typeof LeavePolicyPreviewBodySchema>;

/** What a policy change does to each active person's balance of the type (credited so far this year). */
export const LeavePolicyPreviewSchema = z.object({
  effective: z.enum(POLICY_EFFECTS),
  /** The leave year whose balances change (this year for `now`, the next for `next_year`). */
  year: z.number(),
  people: z.array(
    z.object({
      user: personRef,
      /** Credited to the balance so far (allocation or accrual, with proration) before and after. */
      before: z.number(),
      after: z.number(),
      /** The ledger row `now` writes (after - before); 0: nothing changes. */
      change: z.number(),
    }),
  ),
});
export type LeavePolicyPreview = z.infer<typeof LeavePolicyPreviewSchema>;
