import { z } from 'zod';
import { RefSchema } from './field-schemas';

/** Team Members Dashboard: one row per member within the caller's reach. */
export const DashboardRowSchema = z.object({
  member: RefSchema,
  pending: z.number(),
  inProgress: z.number(),
  completed: z.number(),
  onHold: z.number(),
  overdue: z.number(),
  dueThisWeek: z.number(),
});
export type DashboardRow = z.infer<typeof DashboardRowSchema>;
