import { z } from 'zod';
import { ImportResultSchema } from './tasks/csv';

/** The task fields an import column can fill (issue 31): the Task List's own columns and their meanings. */
export const TASK_IMPORT_FIELDS = [
  { key: 'title', label: 'Title' },
  { key: 'customer', label: 'Company' },
  { key: 'assignee', label: 'Assign To' },
  { key: 'dueDate', label: 'Due Date' },
  { key: 'status', label: 'Status' },
  { key: 'priority', label: 'Priority' },
  { key: 'workType', label: 'Work Type' },
  { key: 'taskType', label: 'Task Type' },
  { key: 'project', label: 'Project' },
  { key: 'department', label: 'Department' },
  { key: 'startDate', label: 'Start Date' },
  { key: 'estimateHours', label: 'Estimate Hours' },
  { key: 'description', label: 'Description' },
] as const;
export type TaskImportField = (typeof TASK_IMPORT_FIELDS)[number]['key'];
const FIELD_KEYS = TASK_IMPORT_FIELDS.map((field) => field.key) as [TaskImportField, ...TaskImportField[]];

/** Which column (0-based) fills which field; a field left out is not imported. */
export const TaskImportMappingSchema = z.partialRecord(
  z.enum(FIELD_KEYS),
  z.number({ error: 'Choose a column' }).int().min(0),
);
export type TaskImportMapping = z.infer<typeof TaskImportMappingSchema>;

/**
 * The headers each field goes by: ours (the export's), then Asana's (Name, Assignee, Due Date,
 * Projects, Notes), Jira's (Summary, Assignee, Due date, Priority, Issue key, Description),
 * Trello's (Card Name, Due, Labels, List Name) and ClickUp's (Task Name, Assignees, Due Date, Status,
 * Priority). Compared lower-case and trimmed; the first column that matches wins, each column once.
 */
const HEADER_NAMES: Record<TaskImportField, readonly string[]> = {
  title: ['title', 'task title', 'task name', 'name', 'summary', 'card name', 'task'],
  customer: ['company', 'customer', 'client', 'customer name', 'client name'],
  assignee: ['assign to', 'assignee', 'assignees', 'assigned to', 'assignee email', 'owner', 'members'],
  dueDate: ['due date', 'due', 'due on', 'deadline'],
  status: ['status', 'list name', 'list', 'section/column'],
  priority: ['priority'],
  workType: ['work type'],
  taskType: ['task type', 'issue type'],
  project: ['project', 'project name', 'projects', 'project key'],
  department: ['department', 'team'],
  startDate: ['start date', 'start', 'start on'],
  estimateHours: ['estimate hours', 'estimate (hours)', 'estimated hours'],
  description: ['description', 'notes', 'card description', 'task content', 'desc'],
};

/** The mapping guessed from a file's header row (ours, Asana, Jira, Trello or ClickUp). */
export function guessTaskImportMapping(headers: readonly string[]): TaskImportMapping {
  const normalized = headers.map((header) =>
    header
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  const used = new Set<number>();
  const mapping: TaskImportMapping = {};
  for (const field of FIELD_KEYS) {
    for (const name of HEADER_NAMES[field]) {
      const index = normalized.findIndex((header, i) => header === name && !used.has(i));
      if (index >= 0) {
        mapping[field] = index;
        used.add(index);
        break;
      }
    }
  }
  return mapping;
}

/** Fields a mapping must fill; the customer may come from the project instead. */
export function missingImportFields(mapping: TaskImportMapping): string[] {
  const missing: string[] = [];
  if (mapping.title === undefined) missing.push('Title');
  if (mapping.customer === undefined && mapping.project === undefined) missing.push('Company or Project');
  if (mapping.assignee === undefined) missing.push('Assign To');
  if (mapping.dueDate === undefined) missing.push('Due Date');
  return missing;
}

export const TASK_IMPORT_DATE_MESSAGE = 'Use a date such as 2026-12-31 or 31/12/2026';
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function isoDay(year: number, month: number, day: number): string | undefined {
  const full = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(full, month - 1, day));
  if (date.getUTCFullYear() !== full || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * A date cell as a calendar day. ISO (2026-12-31, with or without a time) is read as such; numbers
 * separated by / - or . are read day first (DD/MM/YYYY), the date format the product writes for every
 * organization (en-GB: there is no per-organization date format); a month by name (31 Dec 2026,
 * 31/Dec/26 as Jira writes) is read as named. `isAmbiguous` says the day and month could be swapped.
 */
export function parseImportDate(value: string): { day?: string; isAmbiguous?: boolean } {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return { day: isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) };
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:[ ,T].*)?$/.exec(text);
  if (numeric) {
    const [day, month] = [Number(numeric[1]), Number(numeric[2])];
    return {
      day: isoDay(Number(numeric[3]), month, day),
      isAmbiguous: day <= 12 && month <= 12 && day !== month,
    };
  }
  const named = /^(\d{1,2})[\s/.-]+([a-z]{3})[a-z]*[\s/.,-]+(\d{4}|\d{2})(?:[ ,T].*)?$/i.exec(text);
  if (named) {
    const month = MONTHS.indexOf((named[2] ?? '').toLowerCase()) + 1;
    return { day: month ? isoDay(Number(named[3]), month, Number(named[1])) : undefined };
  }
  return {};
}

/** How a day read from an ambiguous cell was understood, for the preview. */
export function describeImportDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTH_NAMES[(month ?? 1) - 1]} ${year}`;
}

export const TaskImportResultSchema = ImportResultSchema.extend({
  /** The file's header row, as written. */
  columns: z.array(z.string()),
  /** The mapping this answer used (the one sent, or the one guessed from the headers). */
  mapping: TaskImportMappingSchema,
  /** What the import assumed, e.g. how an ambiguous date was read. */
  notes: z.array(z.string()),
});
export type TaskImportResult = z.infer<typeof TaskImportResultSchema>;
