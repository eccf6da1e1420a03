/** What the tasks module's route files share: their OpenAPI tag and a task's answers. */
import { TaskDetailSchema, TaskSchema } from '@taskflow/shared';
import { z } from 'zod';

export const tags = ['tasks'];
export const TaskResponse = z.object({ data: TaskSchema });
export const DetailResponse = z.object({ data: TaskDetailSchema });
