import { z } from 'zod';
import { requiredDay } from '../projects';
import { optionalUuid, personRef } from './fields';

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
