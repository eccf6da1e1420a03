/** Tasks: their routes (app.ts) and seeds, reads, inserts, history and change notices other modules make on tasks, and the timeliness SQL of reports. */
export { recordTaskHistory } from './history';
export { listMyTasks } from './my-tasks.service';
export { listComments } from './task-activity.service';
export { getTask } from './task-detail.service';
export type { TaskValues } from './task-insert';
export { insertTasks } from './task-insert';
export { listTasks, listWhere } from './task-list.service';
export { publishTaskChange } from './task-notices';
export { checkTaskInReach, getTaskOrThrow } from './task-row';
export { tasksRoutes } from './tasks.routes';
export { seedLargeProjectsAndTasks, seedProjectsAndTasks } from './tasks.seed';
export { completedDay, isOnTime, isOverdue } from './timeliness';
