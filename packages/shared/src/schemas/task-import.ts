import { z } from 'zod';
import { ImportDateOrderSchema, ImportDatesSchema } from './import-dates';
import { optionalDay } from './projects';
import { ImportResultSchema, ImportRowErrorSchema } from './tasks/csv';

/**
 * The task fields an import column can fill (issues 31 and 39): the Task List's own columns, and what
 * other tools' exports carry beside them (a second column for the assignee's email, completion, the
 * parent task and the row's id in the tool, which parent columns point at), and how often the task
 * repeats (issue 40: Monthly, Quarterly, Every 2 weeks, as a firm's sheet writes it).
 */
export const TASK_IMPORT_FIELDS = [
  { key: 'title', label: 'Title' },
  { key: 'customer', label: 'Company' },
  { key: 'assignee', label: 'Assign To' },
  { key: 'assigneeEmail', label: 'Assignee Email' },
  { key: 'dueDate', label: 'Due Date' },
  { key: 'status', label: 'Status' },
  { key: 'completed', label: 'Completed' },
  { key: 'priority', label: 'Priority' },
  { key: 'workType', label: 'Work Type' },
  { key: 'taskType', label: 'Task Type' },
  { key: 'project', label: 'Project' },
  { key: 'parent', label: 'Parent Task' },
  { key: 'externalId', label: 'ID in the file' },
  { key: 'department', label: 'Department' },
  { key: 'startDate', label: 'Start Date' },
  { key: 'estimateHours', label: 'Estimate Hours' },
  { key: 'repeat', label: 'Repeat' },
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
 * The headers each field goes by, as the tools write them: ours (the export's); Asana's (Task ID, Name,
 * Assignee, Assignee Email, Due Date, Completed At, Projects, Parent task, Notes); Jira's (Summary,
 * Issue id, Assignee, Due date, Status, Resolved, Priority, Project name, Parent id, Description);
 * Trello's (Card ID, Card Name, Members, Due Date, List Name, Due Complete, Board Name, Card
 * Description); ClickUp's (Task ID, Task Name, Assignees, Due Date, Status, Priority, List Name, Parent
 * ID, Task Content). Compared lower-case and trimmed; the first name found wins, each column once.
 */
const HEADER_NAMES: Record<TaskImportField, readonly string[]> = {
  title: ['title', 'task title', 'task name', 'name', 'summary', 'card name', 'task'],
  customer: ['company', 'customer', 'client', 'customer name', 'client name'],
  assignee: ['assign to', 'assignee', 'assignees', 'assigned to', 'owner', 'members', 'assignee email'],
  assigneeEmail: ['assignee email', 'assignee e-mail', 'email'],
  dueDate: ['due date', 'due', 'due on', 'deadline'],
  status: ['status', 'list name', 'list', 'section/column'],
  completed: ['completed', 'completed at', 'completed on', 'due complete', 'resolved', 'date closed', 'done'],
  priority: ['priority'],
  workType: ['work type'],
  taskType: ['task type', 'issue type'],
  project: ['project', 'project name', 'projects', 'project key', 'board name', 'list name', 'board'],
  parent: ['parent task', 'parent', 'parent id', 'parent task id', 'parent issue id'],
  externalId: ['task id', 'issue id', 'card id', 'id'],
  department: ['department', 'team'],
  startDate: ['start date', 'start', 'start on'],
  estimateHours: ['estimate hours', 'estimate (hours)', 'estimated hours'],
  repeat: ['repeat', 'repeats', 'recurrence', 'recurring', 'frequency', 'repeat every'],
  description: ['description', 'notes', 'card description', 'task content', 'desc'],
};

/** Headers of a row's own id in the tools' exports: a parent column may point at any of them. */
export const TASK_IMPORT_ID_HEADERS = ['task id', 'issue id', 'issue key', 'card id', 'id', 'key'] as const;

/** A header as compared: without a BOM or the spaces around it, lower-case. */
export const normalizeImportHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** The mapping guessed from a file's header row (ours, Asana, Jira, Trello or ClickUp). */
export function guessTaskImportMapping(headers: readonly string[]): TaskImportMapping {
  const normalized = headers.map(normalizeImportHeader);
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

/**
 * Fields a mapping must fill. Only the title: a row without an assignee, due date or client takes the
 * import's defaults (TaskImportChoices), and says so.
 */
export function missingImportFields(mapping: TaskImportMapping): string[] {
  return mapping.title === undefined ? ['Title'] : [];
}

const optionalId = (message: string) =>
  z
    .union([z.literal(''), z.uuid({ error: message })], { error: message })
    .optional()
    .transform((value) => value || undefined);

/**
 * The choices an import makes once for the whole file (issue 39), sent as form fields beside `mapping`:
 * whether to create the projects and clients the file names that do not exist yet (needs Create Project
 * and Create Customer), who takes the rows without an assignee, when rows without a due date are due,
 * the client of rows (and new projects) without one, and the order of the file's numeric dates when the
 * file alone cannot tell.
 */
export const TaskImportChoicesSchema = z.object({
  createMissing: z
    .enum(['true', 'false'], { error: 'Choose whether to create the missing projects and clients' })
    .optional()
    .transform((value) => value === 'true'),
  defaultAssigneeId: optionalId('Choose a person of your organization'),
  defaultDueDate: optionalDay().transform((value) => value ?? undefined),
  defaultCustomerId: optionalId('Choose a customer of your organization'),
  dateOrder: z
    .union([z.literal(''), ImportDateOrderSchema])
    .optional()
    .transform((value) => value || undefined),
});
export type TaskImportChoices = z.output<typeof TaskImportChoicesSchema>;
/** The form fields of the choices, as the web sends them. */
export type TaskImportChoiceFields = { [K in keyof TaskImportChoices]?: string };

/** Names a file gives that the organization does not have: created when the import is told to. */
export const TaskImportMissingSchema = z.object({
  /** Each new project with the client it will be for (a new one when the name is new). */
  projects: z.array(z.object({ name: z.string(), customer: z.string() })),
  customers: z.array(z.string()),
  /** Whether the caller may create them (Create Project, Create Customer). */
  canCreateProjects: z.boolean(),
  canCreateCustomers: z.boolean(),
});
export type TaskImportMissing = z.infer<typeof TaskImportMissingSchema>;

export const TaskImportPreviewRowSchema = ImportResultSchema.shape.preview.element.extend({
  project: z.string(),
  /** The title of the row this one is a subtask of (a subtask has no due date, client or status of its own). */
  parent: z.string().nullable(),
});

export const TaskImportResultSchema = ImportResultSchema.extend({
  preview: z.array(TaskImportPreviewRowSchema),
  /** The file's header row, as written. */
  columns: z.array(z.string()),
  /** The mapping this answer used (the one sent, or the one guessed from the headers). */
  mapping: TaskImportMappingSchema,
  /** What the import assumed for the whole file. */
  notes: z.array(z.string()),
  /** What it assumed for one row (a default filled in, the email used for an unknown name), by line and column. */
  rowNotes: z.array(ImportRowErrorSchema),
  dates: ImportDatesSchema,
  missing: TaskImportMissingSchema,
  /** Rows that become subtasks of another row's task. */
  subtaskCount: z.number(),
});
export type TaskImportResult = z.infer<typeof TaskImportResultSchema>;
