import { z } from 'zod';
import { TaskSchema } from './tasks/task';

/**
 * My tasks (GET /tasks/mine): the caller's open tasks in the groups people plan their day by, judged in
 * the organization's time zone. Every task has a due date (the spec requires one), so there is no
 * "No date" group.
 */
export const MY_TASK_GROUPS = [
  { key: 'overdue', label: 'Overdue' },
  { key: 'today', label: 'Today' },
  { key: 'thisWeek', label: 'This week' },
  { key: 'later', label: 'Later' },
] as const;
export type MyTaskGroupKey = (typeof MY_TASK_GROUPS)[number]['key'];
/** The most open tasks the view lists; beyond it the Task List (filtered to them) has the rest. */
export const MY_TASKS_MAX = 500;

/** The group of a due date, given today and the last day (Sunday) of the ISO week, all YYYY-MM-DD. */
export function myTaskGroup(dueDate: string, today: string, weekEnd: string): MyTaskGroupKey {
  if (dueDate < today) return 'overdue';
  if (dueDate === today) return 'today';
  if (dueDate <= weekEnd) return 'thisWeek';
  return 'later';
}

export const MyTasksSchema = z.object({
  today: z.string(),
  weekEnd: z.string(),
  /** Open tasks assigned to the caller; more than MY_TASKS_MAX are counted but not listed. */
  total: z.number(),
  /** Whether the caller sees others' tasks (View All Tasks, people reporting to them, a project they lead). */
  hasTeamReach: z.boolean(),
  groups: z.array(
    z.object({
      key: z.enum(MY_TASK_GROUPS.map((group) => group.key) as [MyTaskGroupKey, ...MyTaskGroupKey[]]),
      label: z.string(),
      tasks: z.array(TaskSchema),
    }),
  ),
});
export type MyTasks = z.infer<typeof MyTasksSchema>;
