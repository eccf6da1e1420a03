import type { Readable } from 'node:stream';
import {
  CreateTaskBodySchema,
  type CreateTaskInput,
  type DashboardRow,
  type ImportResult,
  TASK_CSV_COLUMNS,
  TASK_IMPORT_MAX_BYTES,
  TASK_IMPORT_MAX_ROWS,
  type Task,
  type TaskListQuery,
} from '@taskflow/shared';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, departments, projects, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FileUpload } from '../../lib/multipart-form';
import type { AuthContext } from '../../plugins/types';
import { reachOf } from './reach';
import { insertTask, iterateTasks, publishTaskChange, type TaskDeps } from './tasks.service';

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
  const csv = stringify({ header: true, columns: [...TASK_CSV_COLUMNS], escape_formulas: true, bom: true });
  (async () => {
    try {
      for await (const task of iterateTasks(db, auth, query)) {
        if (!csv.write(taskCsvRow(task))) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
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
  const csv = stringify({ header: true, columns: DASHBOARD_CSV_COLUMNS, escape_formulas: true, bom: true });
  for (const row of rows) {
    csv.write([
      row.member.name,
      row.pending,
      row.inProgress,
      row.completed,
      row.onHold,
      row.overdue,
      row.dueThisWeek,
    ]);
  }
  csv.end();
  return csv;
}

/** Checks the caller may read before any byte is sent, so a refusal is a proper error answer. */
export async function checkExport(db: Db, auth: AuthContext, query: TaskListQuery) {
  await reachOf(db, auth, query.scope);
}

const IMPORT_REQUIRED_COLUMNS = ['Title', 'Company', 'Assign To', 'Due Date'] as const;
const FIELD_COLUMN: Record<string, string> = {
  title: 'Title',
  customerId: 'Company',
  assigneeId: 'Assign To',
  dueDate: 'Due Date',
  status: 'Status',
  priority: 'Priority',
  workType: 'Work Type',
  taskType: 'Task Type',
  projectId: 'Project',
  departmentId: 'Department',
  startDate: 'Start Date',
  estimateHours: 'Estimate Hours',
  description: 'Description',
};

/**
 * CSV import: the same columns as the export (Title, Company, Assign To and Due Date required; Company by
 * business name, Assign To by name or email, Project by key, Department by name). Without `commit` it
 * answers a preview and every row's errors; with it, all rows are created in one transaction, or none
 * when any row has an error.
 */
export async function importTasksCsv(
  deps: TaskDeps,
  auth: AuthContext,
  file: FileUpload | undefined,
  commit: boolean,
): Promise<ImportResult> {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.create');
  if (!file || file.buffer.length === 0) throw AppError.invalid({ file: 'Choose a CSV file to import' });
  if (file.isTruncated || file.buffer.length > TASK_IMPORT_MAX_BYTES)
    throw AppError.invalid({ file: 'The file must be at most 2 MB' });
  let records: string[][];
  try {
    records = parse(file.buffer.toString('utf8').replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch {
    throw AppError.invalid({ file: 'This file is not valid CSV' });
  }
  const [header, ...rows] = records;
  if (!header) throw AppError.invalid({ file: 'The file is empty' });
  const columns = header.map((name) => name.trim());
  const missing = IMPORT_REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length) throw AppError.invalid({ file: `Missing columns: ${missing.join(', ')}` });
  if (rows.length === 0) throw AppError.invalid({ file: 'The file has no rows' });
  if (rows.length > TASK_IMPORT_MAX_ROWS)
    throw AppError.invalid({ file: `Import at most ${TASK_IMPORT_MAX_ROWS} rows at a time` });

  const orgId = reach.orgId;
  const [customerRows, userRows, projectRows, departmentRows] = await Promise.all([
    deps.db
      .select({ id: customers.id, name: customers.businessName })
      .from(customers)
      .where(eq(customers.organizationId, orgId)),
    deps.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.organizationId, orgId), eq(users.isActive, true))),
    deps.db
      .select({ id: projects.id, key: projects.key, customerId: projects.customerId })
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
  const userByName = byLower(userRows, (row) => row.name);
  const userByEmail = byLower(userRows, (row) => row.email);
  const projectByKey = byLower(projectRows, (row) => row.key);
  const departmentByName = byLower(departmentRows, (row) => row.name);

  const errors: ImportResult['errors'] = [];
  const valid: { line: number; input: CreateTaskInput; projectKey?: string }[] = [];
  const preview: ImportResult['preview'] = [];
  rows.forEach((cells, index) => {
    const line = index + 2;
    const cell = (name: string) => (cells[columns.indexOf(name)] ?? '').trim();
    const rowErrors: { field: string; message: string }[] = [];
    const one = <T>(matches: T[] | undefined, column: string, label: string): T | undefined => {
      const value = cell(column);
      if (!value) return undefined;
      if (!matches?.length)
        rowErrors.push({ field: column, message: `No ${label} named "${value.slice(0, 80)}"` });
      else if (matches.length > 1)
        rowErrors.push({ field: column, message: `More than one ${label} is named "${value.slice(0, 80)}"` });
      return matches?.length === 1 ? matches[0] : undefined;
    };
    const customer = one(customerByName.get(cell('Company').toLowerCase()), 'Company', 'customer');
    const assigneeText = cell('Assign To').toLowerCase();
    const assignee = one(
      userByEmail.get(assigneeText) ?? userByName.get(assigneeText),
      'Assign To',
      'person',
    );
    const project = one(projectByKey.get(cell('Project').toLowerCase()), 'Project', 'project');
    const department = one(
      departmentByName.get(cell('Department').toLowerCase()),
      'Department',
      'department',
    );
    const estimate = cell('Estimate Hours');
    const parsed = CreateTaskBodySchema.safeParse({
      title: cell('Title'),
      customerId:
        customer?.id ??
        project?.customerId ??
        (cell('Company') ? '00000000-0000-4000-8000-000000000000' : ''),
      assigneeId: assignee?.id ?? (cell('Assign To') ? '00000000-0000-4000-8000-000000000000' : ''),
      dueDate: cell('Due Date'),
      status: cell('Status') || undefined,
      priority: cell('Priority') || undefined,
      workType: cell('Work Type') || undefined,
      taskType: cell('Task Type') || null,
      description: cell('Description') || null,
      projectId: project?.id ?? null,
      departmentId: department?.id ?? null,
      startDate: cell('Start Date') || null,
      estimateHours: estimate === '' ? null : Number.isFinite(Number(estimate)) ? Number(estimate) : -1,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_COLUMN[String(issue.path[0])] ?? String(issue.path[0]);
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
          customer: customer?.name ?? '',
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
  const result = { isCommitted: false, rowCount: rows.length, errors, preview };
  if (!commit || errors.length) return result;
  const ids = await deps.db.transaction(async (tx) => {
    const created: string[] = [];
    for (const row of valid) {
      const task = await insertTask(tx, { orgId, actorId: auth.userId }, row.input, {
        projectKey: row.projectKey,
      });
      created.push(task.id);
    }
    await publishTaskChange(tx, orgId, created);
    return created;
  });
  return { ...result, isCommitted: ids.length === rows.length };
}
