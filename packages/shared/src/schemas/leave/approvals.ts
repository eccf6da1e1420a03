import { z } from 'zod';
import { optionalText, requiredText } from '../fields';
import { LEAVE_BULK_MAX, LEAVE_COMMENT_MAX, LEAVE_COMMENT_REQUIRED, LEAVE_SHORTFALL_CONFIRM } from './common';

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

export const BulkLeaveDecisionResultSchema = z.object({ decided: z.number() });
