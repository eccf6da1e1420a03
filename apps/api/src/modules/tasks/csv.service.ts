import type { Readable } from 'node:stream';
import {
  CreateTaskBodySchema,
  type CreateTaskInput,
  type DashboardRow,
  describeImportDate,
  guessTaskImportMapping,
  missingImportFields,
  parseImportDate,
  TASK_CSV_COLUMNS,
  TASK_IMPORT_DATE_MESSAGE,
  TASK_IMPORT_FIELDS,
  TASK_IMPORT_MAX_BYTES,
  TASK_IMPORT_MAX_ROWS,
  type Task,
  type TaskImportField,
  TaskImportMappingSchema,
  type TaskImportResult,
  type TaskListQuery,
} from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, departments, projects, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { csvDownload, readCsv } from '../../lib/csv';
import type { FileUpload } from '../../lib/multipart-form';
import { reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { insertTasks } from './task-insert';
import { iterateTasks } from './task-list.service';
import { publishTaskChange, type TaskDeps } from './task-notices';

export function taskCsvRow(task: Task): string[] {
  return [
    task.displayId,
    task.title,
    task.customer.name,
    task.assignee.name,
    task.status,
    task.priority,
    task.workType,
    task.taskType ?? '',
    task.project?.key ?? '',
    task.project?.name ?? '',
    task.department?.name ?? '',
    task.startDate ?? '',
    task.dueDate,
    task.estimateHours === null ? '' : String(task.estimateHours),
    task.createdAt.slice(0, 10),
    task.completedAt?.slice(0, 10) ?? '',
  ];
}

/**
 * The Task List as CSV with the same filters and order, streamed: rows are read a page at a time
 * (keyset) and leave as they are written, so memory stays flat. Spreadsheet formulas are escaped.
 */
export function exportTasksCsv(db: Db, auth: AuthContext, query: TaskListQuery): Readable {
  return csvDownload(TASK_CSV_COLUMNS, async (write) => {
    for await (const task of iterateTasks(db, auth, query)) await write(taskCsvRow(task));
  });
}

export const DASHBOARD_CSV_COLUMNS = [
  'Member',
  'Pending',
  'In Progress',
  'Completed',
  'On Hold',
  'Overdue',
  'Due This Week',
];

/** The Team Members Dashboard as CSV: the same rows the page shows. */
export function dashboardCsv(rows: DashboardRow[]): Readable {
  return csvDownload(DASHBOARD_CSV_COLUMNS, async (write) => {
    for (const row of rows) {
      await write([
        row.member.name,
        row.pending,
        row.inProgress,
        row.completed,
        row.onHold,
        row.overdue,
        row.dueThisWeek,
      ]);
    }
  });
}

/** Checks the caller may read before any byte is sent, so a refusal is a proper error answer. */
export async function checkExport(db: Db, auth: AuthContext, query: TaskListQuery) {
  await reachOf(db, auth, query.scope);
}

const FIELD_LABEL = Object.fromEntries(TASK_IMPORT_FIELDS.map((field) => [field.key, field.label])) as Record<
  TaskImportField,
  string
>;
/** The body's field names as the import's field names, for the schema's messages. */
const BODY_FIELD: Record<string, TaskImportField> = {
  customerId: 'customer',
  assigneeId: 'assignee',
  projectId: 'project',
  departmentId: 'department',
};

/** Other tools' words for our statuses and priorities (Jira, Asana, Trello lists, ClickUp). */
const STATUS_WORDS: Record<string, string> = {
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
const PRIORITY_WORDS: Record<string, string> = {
  critical: 'Critical',
  highest: 'Critical',
  urgent: 'Critical',
  high: 'High',
  medium: 'Medium',
  normal: 'Medium',
  low: 'Low',
  lowest: 'Low',
};

function readMapping(text: string | undefined, columnCount: number, headers: string[]) {
  if (!text) return guessTaskImportMapping(headers);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw AppError.invalid({ mapping: 'The column mapping is not valid' });
  }
  const mapping = TaskImportMappingSchema.safeParse(parsed);
  if (!mapping.success || Object.values(mapping.data).some((index) => index >= columnCount))
    throw AppError.invalid({ mapping: 'The column mapping names a column the file does not have' });
  return mapping.data;
}

/**
 * CSV import with a column mapping (ours, or the headers of an Asana, Jira, Trello or ClickUp export,
 * guessed unless `mapping` is sent): customers by business name or email, people by name or email,
 * projects by name or key, departments by name (all case-insensitive and trimmed; a name two share is a
 * row error); dates ISO or day first (DD/MM/YYYY), with a note when a date could be read either way.
 * Without `commit` it answers a preview and every row's errors; with it, all rows are created in one
 * transaction, or none when any row has an error.
 */
export async function importTasksCsv(
  deps: TaskDeps,
  auth: AuthContext,
  file: FileUpload | undefined,
  commit: boolean,
  mappingText?: string,
): Promise<TaskImportResult> {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.create');
  if (!file || file.buffer.length === 0) throw AppError.invalid({ file: 'Choose a CSV file to import' });
  if (file.isTruncated || file.buffer.length > TASK_IMPORT_MAX_BYTES)
    throw AppError.invalid({ file: 'The file must be at most 2 MB' });
  const [header, ...rows] = await readCsv(file.buffer.toString('utf8'));
  if (!header) throw AppError.invalid({ file: 'The file is empty' });
  const columns = header.cells;
  if (rows.length === 0) throw AppError.invalid({ file: 'The file has no rows' });
  if (rows.length > TASK_IMPORT_MAX_ROWS)
    throw AppError.invalid({ file: `Import at most ${TASK_IMPORT_MAX_ROWS} rows at a time` });
  const mapping = readMapping(mappingText, columns.length, columns);
  const missing = missingImportFields(mapping);
  // Answered as a preview (not refused) so the mapping step can show the columns and be corrected.
  if (missing.length)
    return {
      isCommitted: false,
      rowCount: rows.length,
      errors: missing.map((name) => ({ line: 1, field: name, message: `Choose the column for ${name}` })),
      preview: [],
      columns,
      mapping,
      notes: [],
    };

  const orgId = reach.orgId;
  const [customerRows, userRows, projectRows, departmentRows] = await Promise.all([
    deps.db
      .select({ id: customers.id, name: customers.businessName, email: customers.email })
      .from(customers)
      .where(eq(customers.organizationId, orgId)),
    deps.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.organizationId, orgId), eq(users.isActive, true))),
    deps.db
      .select({ id: projects.id, key: projects.key, name: projects.name, customerId: projects.customerId })
      .from(projects)
      .where(and(eq(projects.organizationId, orgId), eq(projects.isArchived, false))),
    deps.db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.organizationId, orgId)),
  ]);
  const byLower = <T>(list: T[], key: (item: T) => string) => {
    const map = new Map<string, T[]>();
    for (const item of list) {
      const k = key(item).trim().toLowerCase();
      map.set(k, [...(map.get(k) ?? []), item]);
    }
    return map;
  };
  const customerByName = byLower(customerRows, (row) => row.name);
  const customerByEmail = byLower(customerRows, (row) => row.email);
  const userByName = byLower(userRows, (row) => row.name);
  const userByEmail = byLower(userRows, (row) => row.email);
  const projectByKey = byLower(projectRows, (row) => row.key);
  const projectByName = byLower(projectRows, (row) => row.name);
  const departmentByName = byLower(departmentRows, (row) => row.name);

  const errors: TaskImportResult['errors'] = [];
  const notes: string[] = [];
  const valid: { line: number; input: CreateTaskInput; projectKey?: string }[] = [];
  const preview: TaskImportResult['preview'] = [];
  rows.forEach(({ cells, line }) => {
    const cell = (field: TaskImportField) => {
      const column = mapping[field];
      return column === undefined ? '' : (cells[column] ?? '').trim();
    };
    const rowErrors: { field: string; message: string }[] = [];
    const one = <T>(matches: T[] | undefined, field: TaskImportField, label: string): T | undefined => {
      const value = cell(field);
      if (!value) return undefined;
      if (!matches?.length)
        rowErrors.push({ field: FIELD_LABEL[field], message: `No ${label} named "${value.slice(0, 80)}"` });
      else if (matches.length > 1)
        rowErrors.push({
          field: FIELD_LABEL[field],
          message: `More than one ${label} is named "${value.slice(0, 80)}": use the email or key`,
        });
      return matches?.length === 1 ? matches[0] : undefined;
    };
    const lower = (field: TaskImportField) => cell(field).toLowerCase();
    const customer = one(
      customerByEmail.get(lower('customer')) ?? customerByName.get(lower('customer')),
      'customer',
      'customer',
    );
    // ClickUp writes assignees as a list in brackets; one person per task.
    const assigneeText = lower('assignee')
      .replace(/^\[(.*)\]$/, '$1')
      .trim();
    const assignee = one(userByEmail.get(assigneeText) ?? userByName.get(assigneeText), 'assignee', 'person');
    const project = one(
      projectByKey.get(lower('project')) ?? projectByName.get(lower('project')),
      'project',
      'project',
    );
    const department = one(departmentByName.get(lower('department')), 'department', 'department');
    const day = (field: TaskImportField) => {
      const value = cell(field);
      if (!value) return '';
      const parsed = parseImportDate(value);
      if (!parsed.day) {
        rowErrors.push({ field: FIELD_LABEL[field], message: TASK_IMPORT_DATE_MESSAGE });
        return value;
      }
      if (parsed.isAmbiguous && notes.length === 0)
        notes.push(
          `Dates such as "${value}" (line ${line}) were read as day/month/year, the date format of this organization: ${describeImportDate(parsed.day)}. Write dates as 2026-12-31 to avoid any doubt.`,
        );
      return parsed.day;
    };
    const estimate = cell('estimateHours');
    const status = cell('status');
    const priority = cell('priority');
    const parsed = CreateTaskBodySchema.safeParse({
      title: cell('title'),
      customerId:
        customer?.id ??
        project?.customerId ??
        (cell('customer') ? '00000000-0000-4000-8000-000000000000' : undefined),
      assigneeId: assignee?.id ?? (cell('assignee') ? '00000000-0000-4000-8000-000000000000' : ''),
      dueDate: day('dueDate'),
      status: status ? (STATUS_WORDS[status.toLowerCase()] ?? status) : undefined,
      priority: priority ? (PRIORITY_WORDS[priority.toLowerCase()] ?? priority) : undefined,
      workType: cell('workType') || undefined,
      taskType: cell('taskType') || null,
      description: cell('description') || null,
      projectId: project?.id ?? null,
      departmentId: department?.id ?? null,
      startDate: day('startDate') || null,
      estimateHours: estimate === '' ? null : Number.isFinite(Number(estimate)) ? Number(estimate) : -1,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const field = FIELD_LABEL[(BODY_FIELD[key] ?? key) as TaskImportField] ?? key;
        if (!rowErrors.some((error) => error.field === field))
          rowErrors.push({ field, message: issue.message });
      }
    }
    for (const error of rowErrors) errors.push({ line, ...error });
    if (parsed.success && rowErrors.length === 0) {
      valid.push({ line, input: parsed.data, projectKey: project?.key });
      if (preview.length < 50)
        preview.push({
          line,
          title: parsed.data.title,
          customer: customer?.name ?? customerRows.find((row) => row.id === project?.customerId)?.name ?? '',
          assignee: assignee?.name ?? '',
          dueDate: parsed.data.dueDate,
          status: parsed.data.status,
          priority: parsed.data.priority,
        });
    }
  });
  // Custom work types must exist in the organization.
  const customTypes = [...new Set(valid.map((row) => row.input.workType))].filter(
    (name) => !['General Task', 'Development', 'Design'].includes(name),
  );
  if (customTypes.length) {
    const known = await deps.db.execute(
      sql`select lower(name) as name from task_work_types where organization_id = ${orgId}`,
    );
    const names = new Set((known as unknown as { rows: { name: string }[] }).rows.map((row) => row.name));
    for (const row of valid)
      if (customTypes.includes(row.input.workType) && !names.has(row.input.workType.toLowerCase()))
        errors.push({
          line: row.line,
          field: 'Work Type',
          message: 'Choose a work type of your organization',
        });
  }
  errors.sort((a, b) => a.line - b.line);
  const result = { isCommitted: false, rowCount: rows.length, errors, preview, columns, mapping, notes };
  if (!commit || errors.length) return result;
  const ids = await deps.db.transaction(async (tx) => {
    const created = await insertTasks(
      tx,
      { orgId, actorId: auth.userId },
      valid.map((row) => ({ values: row.input, projectKey: row.projectKey })),
    );
    await publishTaskChange(tx, orgId, created);
    return created;
  });
  return { ...result, isCommitted: ids.length === rows.length };
}
