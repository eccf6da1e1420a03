import { z } from 'zod';
import { requiredText } from './fields';
import { requiredDay } from './projects';

export const MILESTONE_NAME_MAX = 200;
export const MILESTONE_NAME_REQUIRED = 'Milestone name is required';
export const MILESTONE_DATE_REQUIRED = 'Date is required';
/** The spec's timeline milestones, offered as suggestions; any name is allowed. */
export const MILESTONE_SUGGESTIONS = [
  'Kickoff',
  'Development phase',
  'Review point',
  'Final delivery',
] as const;

const name = requiredText(
  MILESTONE_NAME_REQUIRED,
  MILESTONE_NAME_MAX,
  `Milestone name must be at most ${MILESTONE_NAME_MAX} characters`,
);
const ownerId = z
  .uuid({ error: 'Choose an owner from your organization' })
  .nullish()
  .transform((value) => value ?? null);

export const CreateMilestoneBodySchema = z.object({
  name,
  date: requiredDay(MILESTONE_DATE_REQUIRED),
  ownerId,
  isDone: z.boolean().default(false),
});
export type CreateMilestoneBody = z.input<typeof CreateMilestoneBodySchema>;

export const UpdateMilestoneBodySchema = z.object({
  name: name.optional(),
  date: requiredDay(MILESTONE_DATE_REQUIRED).optional(),
  ownerId: z.uuid({ error: 'Choose an owner from your organization' }).nullable().optional(),
  isDone: z.boolean().optional(),
});
export type UpdateMilestoneBody = z.input<typeof UpdateMilestoneBodySchema>;

export const MilestoneSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  date: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  isDone: z.boolean(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;
