import { z } from 'zod';
import { isIsoDate, isPhoneNumber } from '../customers';
import { requiredText, text } from '../fields';
import { ListQuerySchema } from '../pagination';
import { DATE_INVALID, requiredDay } from '../projects';
import {
  BLACKOUT_EFFECTS,
  LEAVE_ADDRESS_MAX,
  LEAVE_ADDRESS_REQUIRED,
  LEAVE_ASSIGNEE_INVALID,
  LEAVE_ATTACHMENT_INVALID,
  LEAVE_CONTACT_INVALID,
  LEAVE_CONTACT_MAX,
  LEAVE_CONTACT_REQUIRED,
  LEAVE_FROM_REQUIRED,
  LEAVE_HALF_DAY_WHICH,
  LEAVE_REASON_MAX,
  LEAVE_REASON_REQUIRED,
  LEAVE_SPAN_MAX_DAYS,
  LEAVE_SPAN_TOO_LONG,
  LEAVE_STATUSES,
  LEAVE_TO_BEFORE_FROM,
  LEAVE_TO_REQUIRED,
} from './common';
import { leaveTypeId, optionalUuid, personRef } from './fields';

// Leave applications: applying (and its preview), covering tasks, the lists, and an application as read.

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
  /**
   * The To Date is taken as a half day (the morning off). A one-day leave sets one of the two: its morning
   * (this one) or its afternoon (From Date's), never both (LEAVE_HALF_DAY_WHICH).
   */
  toDateHalf: z.boolean().default(false),
};

const oneHalfOfOneDay = (value: {
  fromDate?: string;
  toDate?: string;
  fromDateHalf?: boolean;
  toDateHalf?: boolean;
}) => !(value.fromDate && value.fromDate === value.toDate && value.fromDateHalf && value.toDateHalf);

/** POST /leave/requests/preview: what the dates cost and what the applicant should know. */
export const LeavePreviewBodySchema = z
  .object(leaveDatesFields)
  .refine(toNotBeforeFrom, { message: LEAVE_TO_BEFORE_FROM, path: ['toDate'] })
  .refine(spanWithinMax, { message: LEAVE_SPAN_TOO_LONG, path: ['toDate'] })
  .refine(oneHalfOfOneDay, { message: LEAVE_HALF_DAY_WHICH, path: ['toDateHalf'] });
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
  .refine(spanWithinMax, { message: LEAVE_SPAN_TOO_LONG, path: ['toDate'] })
  .refine(oneHalfOfOneDay, { message: LEAVE_HALF_DAY_WHICH, path: ['toDateHalf'] });
export type ApplyLeaveBody = z.input<typeof ApplyLeaveBodySchema>;
export type ApplyLeaveInput = z.output<typeof ApplyLeaveBodySchema>;

/** POST /leave/requests/:id/cover-tasks: the Work Assignment colleague watches the listed tasks. */
export const CoverTasksBodySchema = z.object({
  taskIds: z
    .array(z.uuid({ error: 'Choose tasks' }), { error: 'Choose tasks' })
    .max(500, 'Choose at most 500 tasks')
    .optional(),
});
export type CoverTasksBody = z.input<typeof CoverTasksBodySchema>;

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

export type LeavePersonRef = z.infer<typeof personRef>;

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
  /** Employee name and ID (the employee code the organization gave them; null while they have none). */
  employee: z.object({
    id: z.string(),
    name: z.string(),
    employeeCode: z.string().nullable(),
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

export const LeaveAttachmentSchema = z.object({ id: z.string(), fileName: z.string(), size: z.number() });
export type LeaveAttachment = z.infer<typeof LeaveAttachmentSchema>;

export const CoverTasksResultSchema = z.object({ watched: z.number() });
