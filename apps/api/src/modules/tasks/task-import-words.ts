import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from '@taskflow/shared';

/**
 * Other tools' words for our statuses, priorities and completion (Jira, Asana, Trello lists, ClickUp).
 * A word we do not know is not a reason to refuse a row: the import takes Pending or Medium and says so.
 */
const STATUS_WORDS: Record<string, TaskStatus> = {
  pending: 'Pending',
  'to do': 'Pending',
  todo: 'Pending',
  open: 'Pending',
  'not started': 'Pending',
  backlog: 'Pending',
  new: 'Pending',
  'in progress': 'In Progress',
  doing: 'In Progress',
  'in review': 'In Progress',
  review: 'In Progress',
  completed: 'Completed',
  complete: 'Completed',
  done: 'Completed',
  closed: 'Completed',
  resolved: 'Completed',
  'on hold': 'On Hold',
  blocked: 'On Hold',
  waiting: 'On Hold',
};
const PRIORITY_WORDS: Record<string, TaskPriority> = {
  critical: 'Critical',
  highest: 'Critical',
  urgent: 'Critical',
  high: 'High',
  medium: 'Medium',
  normal: 'Medium',
  low: 'Low',
  lowest: 'Low',
  // ClickUp writes its priorities as numbers: 1 urgent, 2 high, 3 normal, 4 low.
  '1': 'Critical',
  '2': 'High',
  '3': 'Medium',
  '4': 'Low',
};
const YES = new Set(['true', 'yes', 'y', '1', 'x', '✓', 'done', 'complete', 'completed']);
const NO = new Set(['false', 'no', 'n', '0', '-']);

export const KNOWN_STATUSES = 'Pending, In Progress, Completed or On Hold';
export const KNOWN_PRIORITIES = 'Critical, High, Medium or Low';

/** A status cell as ours, or undefined when the word is not one we know. */
export function statusOf(text: string): TaskStatus | undefined {
  const key = text.trim().toLowerCase();
  return STATUS_WORDS[key] ?? TASK_STATUSES.find((status) => status.toLowerCase() === key);
}

export function priorityOf(text: string): TaskPriority | undefined {
  const key = text.trim().toLowerCase();
  return PRIORITY_WORDS[key] ?? TASK_PRIORITIES.find((priority) => priority.toLowerCase() === key);
}

/** A completion cell: yes or no (Trello's Due Complete), or else a date (Asana's Completed At, Jira's Resolved). */
export function completionWord(text: string): boolean | undefined {
  const key = text.trim().toLowerCase();
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return undefined;
}
