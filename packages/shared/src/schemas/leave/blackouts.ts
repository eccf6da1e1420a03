import { z } from 'zod';
import { requiredText } from '../fields';
import { requiredDay } from '../projects';
import {
  BLACKOUT_EFFECTS,
  BLACKOUT_END_BEFORE_START,
  BLACKOUT_END_REQUIRED,
  BLACKOUT_REASON_MAX,
  BLACKOUT_REASON_REQUIRED,
  BLACKOUT_START_REQUIRED,
} from './common';

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
