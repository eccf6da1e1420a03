import { z } from 'zod';
import { requiredText } from '../fields';
import { WORK_TYPE_MAX } from './field-values';

export const WorkTypeBodySchema = z.object({
  name: requiredText(
    'Work Type is required',
    WORK_TYPE_MAX,
    `Work Type must be at most ${WORK_TYPE_MAX} characters`,
  ),
});
export const WorkTypeSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  isBuiltIn: z.boolean(),
});
export type WorkType = z.infer<typeof WorkTypeSchema>;
/** Adding or renaming a work type to a name the organization already has (built in or its own). */
export const WORK_TYPE_EXISTS_MESSAGE = 'This work type already exists';
