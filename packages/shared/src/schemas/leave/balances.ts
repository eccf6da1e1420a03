import { z } from 'zod';
import { requiredText } from '../fields';
import {
  LEAVE_ADJUST_DAYS_INVALID,
  LEAVE_ADJUST_REASON_REQUIRED,
  LEAVE_DAYS_MAX,
  LEAVE_TYPE_REQUIRED,
  LEDGER_KINDS,
} from './common';
import { halfDaySteps, leaveTypeId, optionalUuid, personRef } from './fields';

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
