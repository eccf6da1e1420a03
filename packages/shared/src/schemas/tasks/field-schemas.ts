import { z } from 'zod';
import { optionalText, requiredText, text } from '../fields';
import {
  TASK_DESCRIPTION_MAX,
  TASK_ESTIMATE_INVALID,
  TASK_ESTIMATE_MAX,
  TASK_PRIORITIES,
  TASK_PRIORITY_INVALID,
  TASK_STATUS_INVALID,
  TASK_STATUSES,
  TASK_TITLE_MAX,
  TASK_TITLE_REQUIRED,
  TASK_TYPE_MAX,
  TASK_WORK_TYPE_INVALID,
  WORK_TYPE_MAX,
} from './field-values';

// The validation of a task's fields, shared by the task schemas (not part of the package's exports).

export const status = z.enum(TASK_STATUSES, { error: TASK_STATUS_INVALID });
export const priority = z.enum(TASK_PRIORITIES, { error: TASK_PRIORITY_INVALID });
export const title = requiredText(
  TASK_TITLE_REQUIRED,
  TASK_TITLE_MAX,
  `Task Title must be at most ${TASK_TITLE_MAX} characters`,
);
export const description = optionalText(
  TASK_DESCRIPTION_MAX,
  `Description must be at most ${TASK_DESCRIPTION_MAX} characters`,
);
export const workType = text({ error: TASK_WORK_TYPE_INVALID })
  .trim()
  .min(1, TASK_WORK_TYPE_INVALID)
  .max(WORK_TYPE_MAX, `Work Type must be at most ${WORK_TYPE_MAX} characters`);
export const taskType = optionalText(TASK_TYPE_MAX, `Task Type must be at most ${TASK_TYPE_MAX} characters`);
export const estimateHours = z
  .number({ error: TASK_ESTIMATE_INVALID })
  .min(0, TASK_ESTIMATE_INVALID)
  .max(TASK_ESTIMATE_MAX, TASK_ESTIMATE_INVALID)
  .nullish()
  .transform((value) => (value === undefined || value === null ? null : Math.round(value * 100) / 100));
export const optionalRef = (message: string) =>
  z
    .uuid({ error: message })
    .nullish()
    .transform((value) => value ?? null);

export const dueNotBeforeStart = (value: { startDate?: string | null; dueDate?: string }) =>
  !value.startDate || !value.dueDate || value.dueDate >= value.startDate;

export const RefSchema = z.object({ id: z.string(), name: z.string() });
