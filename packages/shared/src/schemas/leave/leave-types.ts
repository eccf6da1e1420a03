import { z } from 'zod';
import { requiredText } from '../fields';
import {
  APPROVAL_STEP_KINDS,
  LEAVE_ACCRUALS,
  LEAVE_APPROVAL_STEPS_MAX,
  LEAVE_DAYS_MAX,
  LEAVE_EFFECTIVE_REQUIRED,
  LEAVE_MAX_DAYS_BACK_INVALID,
  LEAVE_PRORATIONS,
  LEAVE_TYPE_NAME_MAX,
  POLICY_EFFECTS,
} from './common';
import { halfDaySteps, personRef } from './fields';

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
