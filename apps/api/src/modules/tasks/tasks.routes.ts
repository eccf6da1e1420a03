import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskActivityRoutes } from './task-activity.routes';
import { taskAttachmentRoutes } from './task-attachments.routes';
import { taskCollectionRoutes } from './task-collection.routes';
import { taskDetailRoutes } from './task-detail.routes';
import { taskSettingRoutes } from './task-settings.routes';
import { taskSubtaskRoutes } from './task-subtasks.routes';
import { taskWatcherRoutes } from './task-watchers.routes';

/** Every route under `/api/v1/tasks`: one file per use case, registered here in the order the API lists them. */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(taskCollectionRoutes);
  await app.register(taskSettingRoutes);
  await app.register(taskDetailRoutes);
  await app.register(taskActivityRoutes);
  await app.register(taskAttachmentRoutes);
  await app.register(taskSubtaskRoutes);
  await app.register(taskWatcherRoutes);
};
