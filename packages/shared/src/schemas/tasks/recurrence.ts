import { z } from 'zod';
import { optionalDay } from '../projects';

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export const RecurrenceBodySchema = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'Choose daily, weekly, monthly or yearly' }),
    interval: z
      .number()
      .int()
      .min(1, 'Repeat at least every 1')
      .max(365, 'Repeat at most every 365')
      .default(1),
    /** Monthly: a day of the month (1-31; shorter months use their last day). */
    monthDay: z.number().int().min(1, 'Day of month is 1 to 31').max(31, 'Day of month is 1 to 31').nullish(),
    /** Monthly: the last working day of the month instead of a day. */
    isLastWorkingDay: z.boolean().default(false),
    endDate: optionalDay(),
  })
  .refine((value) => value.frequency === 'monthly' || !value.isLastWorkingDay, {
    message: 'The last working day applies to monthly tasks',
    path: ['isLastWorkingDay'],
  });
export type RecurrenceBody = z.input<typeof RecurrenceBodySchema>;

export const RecurrenceSchema = z.object({
  seriesId: z.string(),
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.number(),
  monthDay: z.number().nullable(),
  isLastWorkingDay: z.boolean(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
});
