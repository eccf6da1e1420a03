import {
  type RecurrenceFrequency,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from '@taskflow/shared';

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

/** How often a task repeats, as the task form sends it (Repeats and Every). */
export interface RepeatRule {
  frequency: RecurrenceFrequency;
  interval: number;
}

export const KNOWN_REPEATS =
  'Daily, Weekly, Fortnightly, Monthly, Quarterly, Half-yearly, Yearly or Every N days, weeks, months or years';

const NO_REPEAT = new Set([
  'none',
  'no',
  'never',
  'once',
  'one-off',
  'one off',
  'does not repeat',
  '-',
  'n/a',
]);
/** A firm's words for how often (quarterly is every 3 months: the task form says so under Every). */
const REPEAT_WORDS: Record<string, RepeatRule> = {
  daily: { frequency: 'daily', interval: 1 },
  weekly: { frequency: 'weekly', interval: 1 },
  fortnightly: { frequency: 'weekly', interval: 2 },
  monthly: { frequency: 'monthly', interval: 1 },
  quarterly: { frequency: 'monthly', interval: 3 },
  'half-yearly': { frequency: 'monthly', interval: 6 },
  'half yearly': { frequency: 'monthly', interval: 6 },
  halfyearly: { frequency: 'monthly', interval: 6 },
  'semi-annually': { frequency: 'monthly', interval: 6 },
  'semi-annual': { frequency: 'monthly', interval: 6 },
  yearly: { frequency: 'yearly', interval: 1 },
  annually: { frequency: 'yearly', interval: 1 },
  annual: { frequency: 'yearly', interval: 1 },
};
/** The units of "every N …": a fortnight is 2 weeks, a quarter 3 months. */
const REPEAT_UNITS: Record<string, RepeatRule> = {
  day: { frequency: 'daily', interval: 1 },
  week: { frequency: 'weekly', interval: 1 },
  fortnight: { frequency: 'weekly', interval: 2 },
  month: { frequency: 'monthly', interval: 1 },
  quarter: { frequency: 'monthly', interval: 3 },
  year: { frequency: 'yearly', interval: 1 },
};
const EVERY = /^(?:repeats? )?(?:every )?(\d+ )?(day|week|fortnight|month|quarter|year)s?$/;

/**
 * A repeat cell: null when the task does not repeat (empty, None, No), its rule when read (Monthly,
 * Quarterly, Every 2 weeks, 10 days), undefined when it is not a way of saying how often we know. The
 * interval is not bounded here: the schema refuses 0 or past 365 with the task form's message.
 */
export function repeatOf(text: string): RepeatRule | null | undefined {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (key === '' || NO_REPEAT.has(key)) return null;
  const word = REPEAT_WORDS[key];
  if (word) return word;
  const every = EVERY.exec(key);
  const unit = every ? REPEAT_UNITS[every[2] as string] : undefined;
  if (!every || !unit) return undefined;
  return { frequency: unit.frequency, interval: unit.interval * Number(every[1] ?? 1) };
}
