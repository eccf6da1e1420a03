import { z } from 'zod';
import { requiredText } from '../fields';
import { optionalRef, RefSchema } from './field-schemas';

export const SUBTASK_TITLE_MAX = 300;

export const SubtaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  isDone: z.boolean(),
  assignee: RefSchema.nullable(),
  position: z.number(),
});
export type Subtask = z.infer<typeof SubtaskSchema>;

export const CreateSubtaskBodySchema = z.object({
  title: requiredText(
    'Subtask is required',
    SUBTASK_TITLE_MAX,
    `Subtasks must be at most ${SUBTASK_TITLE_MAX} characters`,
  ),
  assigneeId: optionalRef('Choose a person'),
});
export const UpdateSubtaskBodySchema = z.object({
  title: CreateSubtaskBodySchema.shape.title.optional(),
  isDone: z.boolean().optional(),
  assigneeId: z.uuid({ error: 'Choose a person' }).nullable().optional(),
});
