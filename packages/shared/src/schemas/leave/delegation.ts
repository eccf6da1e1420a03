import { z } from 'zod';
import { optionalDay } from '../projects';
import { LEAVE_AWAY_DELEGATE_REQUIRED } from './common';
import { personRef } from './fields';

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

export const LeaveAwaySchema = z.object({
  awayFrom: z.string().nullable(),
  awayTo: z.string().nullable(),
  delegate: personRef.nullable(),
  /** The delegate also stands in whenever the caller is on approved leave, without dates of its own. */
  followsOwnLeave: z.boolean(),
});
export type LeaveAway = z.infer<typeof LeaveAwaySchema>;
