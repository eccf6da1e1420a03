import {
  BUILT_IN_WORK_TYPES,
  CreateTaskBodySchema,
  describeImportDate,
  type FieldErrors,
  guessTaskImportMapping,
  type ImportDates,
  importDateMessage,
  missingImportFields,
  parseImportDate,
  readImportDateOrder,
  TASK_IMPORT_MAX_BYTES,
  TASK_IMPORT_MAX_ROWS,
  TASK_WORK_TYPE_INVALID,
  type TaskImportChoices,
  TaskImportChoicesSchema,
  type TaskImportField,
  type TaskImportMapping,
  TaskImportMappingSchema,
  type TaskImportResult,
} from '@taskflow/shared';
import { and, eq } from 'drizzle-orm';
import { customers, departments, projects, taskWorkTypes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { oneColumnMessage, readCsv } from '../../lib/csv';
import type { FileUpload } from '../../lib/multipart-form';
import { organizationCalendar, zonedInstant } from '../../lib/organization-calendar';
import { reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { commitTaskImport } from './task-import-commit';
import { chooseAssignee, type ImportPerson, personMatcher } from './task-import-people';
import { previewRows, type TaskRow } from './task-import-preview';
import { byLower, customerName, resolveRecords } from './task-import-records';
import {
  FIELD_LABEL,
  type ImportProblems,
  importProblems,
  quoted,
  type RowReader,
  rowReader,
} from './task-import-rows';
import { readSubtasks, subtasksNote } from './task-import-subtasks';
import {
  completionWord,
  KNOWN_PRIORITIES,
  KNOWN_REPEATS,
  KNOWN_STATUSES,
  priorityOf,
  repeatOf,
  statusOf,
} from './task-import-words';
import type { TaskDeps } from './task-notices';

/** The body's field names as the import's field names, for the schema's messages. */
const BODY_FIELD: Record<string, TaskImportField> = {
  customerId: 'customer',
  assigneeId: 'assignee',
  projectId: 'project',
  departmentId: 'department',
  recurrence: 'repeat',
};
/** Stands for a client or project the commit creates, so the row can be checked before it exists. */
const NEW_ID = '00000000-0000-4000-8000-000000000000';

export interface TaskImportRequest {
  file: FileUpload | undefined;
  commit: boolean;
  /** The form's text fields: `mapping` (JSON) and the choices (TaskImportChoicesSchema). */
  fields: Record<string, string>;
}

function readMapping(text: string | undefined, headers: string[]): TaskImportMapping {
  if (!text) return guessTaskImportMapping(headers);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw AppError.invalid({ mapping: 'The column mapping is not valid' });
  }
  const mapping = TaskImportMappingSchema.safeParse(parsed);
  if (!mapping.success || Object.values(mapping.data).some((index) => index >= headers.length))
    throw AppError.invalid({ mapping: 'The column mapping names a column the file does not have' });
  return mapping.data;
}

function readChoices(fields: Record<string, string>): TaskImportChoices {
  const parsed = TaskImportChoicesSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  throw AppError.invalid(errors);
}

async function loadOrganization(deps: TaskDeps, orgId: string) {
  const [customerRows, userRows, projectRows, departmentRows, workTypeRows, calendar] = await Promise.all([
    deps.db
      .select({ id: customers.id, name: customers.businessName, email: customers.email })
      .from(customers)
      .where(eq(customers.organizationId, orgId)),
    deps.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.organizationId, orgId), eq(users.isActive, true))),
    deps.db
      .select({
        id: projects.id,
        key: projects.key,
        name: projects.name,
        customerId: projects.customerId,
        isArchived: projects.isArchived,
      })
      .from(projects)
      .where(eq(projects.organizationId, orgId)),
    deps.db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.organizationId, orgId)),
    deps.db
      .select({ name: taskWorkTypes.name })
      .from(taskWorkTypes)
      .where(eq(taskWorkTypes.organizationId, orgId)),
    organizationCalendar(deps.db, orgId),
  ]);
  return { customerRows, userRows, projectRows, departmentRows, workTypeRows, zone: calendar.zone };
}
type Organization = Awaited<ReturnType<typeof loadOrganization>>;

/** The defaults chosen for the file, which must be the organization's active members and clients. */
function defaultsOf(org: Organization, choices: TaskImportChoices) {
  const assignee = org.userRows.find((person) => person.id === choices.defaultAssigneeId);
  const customer = org.customerRows.find((row) => row.id === choices.defaultCustomerId);
  const errors: FieldErrors = {};
  if (choices.defaultAssigneeId && !assignee)
    errors.defaultAssigneeId = 'Choose an active member of your organization';
  if (choices.defaultCustomerId && !customer)
    errors.defaultCustomerId = 'Choose a customer of your organization';
  if (Object.keys(errors).length) throw AppError.invalid(errors);
  return { assignee, customer, dueDate: choices.defaultDueDate };
}

/**
 * CSV import with a column mapping (ours, or the headers of an Asana, Jira, Trello or ClickUp export,
 * guessed unless `mapping` is sent) and the choices the import makes once (TaskImportChoicesSchema).
 * Customers by business name or email, people by email, name or handle (then the Assignee Email
 * column), projects by name or key, departments by name (all case-insensitive and trimmed; a name two
 * share is a row error); dates in the order the file shows or the person chose. A row without an
 * assignee, due date or client takes the default chosen and says so; a row naming a parent in the file
 * becomes a subtask of it. Without `commit` it answers a preview with every row's errors and notes;
 * with it, the missing clients and projects (when chosen) and all tasks are created in one transaction,
 * or nothing when any row has an error.
 */
export async function importTasksCsv(
  deps: TaskDeps,
  auth: AuthContext,
  request: TaskImportRequest,
): Promise<TaskImportResult> {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.create');
  const { file } = request;
  if (!file || file.buffer.length === 0) throw AppError.invalid({ file: 'Choose a CSV file to import' });
  if (file.isTruncated || file.buffer.length > TASK_IMPORT_MAX_BYTES)
    throw AppError.invalid({ file: 'The file must be at most 2 MB' });
  const [header, ...rows] = await readCsv(file.buffer.toString('utf8'));
  if (!header) throw AppError.invalid({ file: 'The file is empty' });
  const columns = header.cells;
  if (rows.length === 0) throw AppError.invalid({ file: 'The file has no rows' });
  if (rows.length > TASK_IMPORT_MAX_ROWS)
    throw AppError.invalid({ file: `Import at most ${TASK_IMPORT_MAX_ROWS} rows at a time` });
  const mapping = readMapping(request.fields.mapping, columns);
  const choices = readChoices(request.fields);
  const canCreate = {
    canCreateProjects: auth.permissions.has('projects.create'),
    canCreateCustomers: auth.permissions.has('customers.create'),
  };
  const missingFields = missingImportFields(mapping);
  if (missingFields.length) {
    // A file read as one column most often has a separator we do not know: say that, not "no Title".
    if (columns.length === 1) throw AppError.invalid({ file: oneColumnMessage(columns[0] ?? '') });
    // Answered as a preview (not refused) so the mapping step can show the columns and be corrected.
    return {
      isCommitted: false,
      rowCount: rows.length,
      errors: missingFields.map((name) => ({
        line: 1,
        field: name,
        message: `Choose the column for ${name}`,
      })),
      preview: [],
      columns,
      mapping,
      notes: [],
      rowNotes: [],
      dates: {
        order: choices.dateOrder ?? 'dmy',
        isChosen: Boolean(choices.dateOrder),
        question: null,
        note: null,
      },
      missing: { projects: [], customers: [], ...canCreate },
      subtaskCount: 0,
    };
  }

  const org = await loadOrganization(deps, reach.orgId);
  const defaults = defaultsOf(org, choices);
  const reader = rowReader(mapping, columns, rows);
  const dates = readImportDateOrder(reader.dateCells(), choices.dateOrder);
  const problems = importProblems();
  const readDay = (value: string) => parseImportDate(value, { order: dates.order, zone: org.zone });
  // Completion: a yes or no, or the day it was completed (then kept as that day's noon).
  const completionOf = (index: number, line: number): { at?: Date } | undefined => {
    const value = reader.cell(index, 'completed');
    if (!value) return undefined;
    const word = completionWord(value);
    if (word !== undefined) return word ? {} : undefined;
    const day = readDay(value).day;
    if (day) return { at: zonedInstant(day, 12, org.zone) };
    problems.fail(line, 'completed', 'Use a date, or yes or no');
    return undefined;
  };

  const matchPerson = personMatcher<ImportPerson>(org.userRows);
  const subtaskRows = readSubtasks(reader, reader.parents(), matchPerson, completionOf, problems);
  const isSubtask = new Set(subtaskRows.map((row) => row.index));
  const taskIndexes = rows.map((_, index) => index).filter((index) => !isSubtask.has(index));
  const records = resolveRecords(
    reader,
    taskIndexes,
    { customers: org.customerRows, projects: org.projectRows },
    defaults.customer,
    problems,
  );
  const missing = records.missing(canCreate);
  if (choices.createMissing) {
    if (missing.projects.length && !canCreate.canCreateProjects)
      throw new AppError('FORBIDDEN', 'You do not have permission to create projects');
    if (missing.customers.length && !canCreate.canCreateCustomers)
      throw new AppError('FORBIDDEN', 'You do not have permission to create customers');
  } else records.refuseNew();

  const departmentByName = byLower(org.departmentRows, (row) => row.name);
  const taskRows: TaskRow[] = [];
  for (const index of taskIndexes) {
    const row = readTaskRow(index, { reader, problems, dates, readDay, completionOf });
    const { line, body, errorsBefore } = row;
    const assignee = chooseAssignee(
      matchPerson,
      { named: reader.cell(index, 'assignee'), email: reader.cell(index, 'assigneeEmail') },
      defaults.assignee,
      {
        note: (message) => problems.note(line, 'assignee', message),
        fail: (message) => problems.fail(line, 'assignee', message),
      },
    );
    let dueDate = row.dueDate;
    if (!dueDate && !reader.cell(index, 'dueDate')) {
      if (defaults.dueDate) {
        dueDate = defaults.dueDate;
        problems.note(
          line,
          'dueDate',
          `No due date: due on ${describeImportDate(dueDate)}, the default due date`,
        );
      } else problems.fail(line, 'dueDate', 'No due date: choose a default due date for rows without one');
    }
    // The client: the row's own, else its project's, else the default.
    let customer = records.customerOfRow.get(index);
    const projectCustomer = records.projectCustomerOf(index);
    if (!customer && !projectCustomer && defaults.customer) {
      customer = defaults.customer;
      problems.note(
        line,
        'customer',
        `No company or project: for ${defaults.customer.name}, the default client`,
      );
    }
    const client = customer ?? projectCustomer;
    if (!client)
      problems.fail(line, 'customer', 'No company or project: choose a default client for rows without one');
    const departmentText = reader.cell(index, 'department');
    const department = departmentText ? departmentByName.get(departmentText.toLowerCase()) : undefined;
    if (departmentText && !department)
      problems.fail(line, 'department', `No department named ${quoted(departmentText)}`);
    else if (department && department.length > 1)
      problems.fail(line, 'department', `More than one department is named ${quoted(departmentText)}`);
    const project = records.projectOfRow.get(index);

    const parsed = CreateTaskBodySchema.safeParse({
      ...body,
      customerId: client && 'id' in client ? client.id : NEW_ID,
      assigneeId: assignee?.id ?? '',
      dueDate,
      projectId: project ? ('id' in project ? project.id : NEW_ID) : null,
      departmentId: department?.[0]?.id ?? null,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const label = FIELD_LABEL[(BODY_FIELD[key] ?? key) as TaskImportField] ?? key;
        if (!problems.errors.slice(errorsBefore).some((error) => error.field === label))
          problems.errors.push({ line, field: label, message: issue.message });
      }
    if (!parsed.success || problems.errors.length > errorsBefore) continue;
    const workType = parsed.data.workType;
    if (
      !(BUILT_IN_WORK_TYPES as readonly string[]).includes(workType) &&
      !org.workTypeRows.some((type) => type.name.toLowerCase() === workType.toLowerCase())
    ) {
      problems.fail(line, 'workType', TASK_WORK_TYPE_INVALID);
      continue;
    }
    taskRows.push({
      index,
      line,
      input: parsed.data,
      customer,
      customerName: client ? customerName(client) : '',
      project,
      completedAt: row.completedAt,
    });
  }

  const sorted = problems.sorted();
  const nameOf = (id: string | null) => org.userRows.find((person) => person.id === id)?.name ?? '';
  const result: TaskImportResult = {
    isCommitted: false,
    rowCount: rows.length,
    errors: sorted.errors,
    preview: previewRows(reader, taskRows, subtaskRows, nameOf),
    columns,
    mapping,
    notes: [
      ...(dates.note ? [dates.note] : []),
      ...(subtaskRows.length ? [subtasksNote(subtaskRows.length)] : []),
    ],
    rowNotes: sorted.notes,
    dates,
    missing,
    subtaskCount: subtaskRows.length,
  };
  if (!request.commit || result.errors.length) return result;
  if (dates.question && !dates.isChosen)
    throw AppError.invalid({
      dateOrder: `Dates such as "${dates.question.value}" (line ${dates.question.line}) could be ${dates.question.dayFirst} or ${dates.question.monthFirst}: choose which`,
    });
  const taskOfRow = new Map(taskRows.map((task) => [task.index, task]));
  const ids = await commitTaskImport(
    deps.db,
    { orgId: reach.orgId, actorId: auth.userId },
    {
      taskRows,
      subtaskRows,
      newCustomerNames: choices.createMissing ? records.rowCustomerNames() : [],
      newProjects: choices.createMissing
        ? records.projectsToCreate((index) => {
            const task = taskOfRow.get(index);
            return task ? [task.input.startDate ?? '', task.input.dueDate].filter(Boolean) : [];
          })
        : [],
    },
  );
  return { ...result, isCommitted: ids.length === taskRows.length };
}

/**
 * A task row's own cells read: its dates in the file's order, completion, status and priority (a word
 * we do not know is noted and read as Pending or Medium), how often it repeats (a value we cannot read
 * is the row's error), and the fields the schema checks as written.
 */
function readTaskRow(
  index: number,
  step: {
    reader: RowReader;
    problems: ImportProblems;
    dates: ImportDates;
    readDay: (value: string) => { day?: string };
    completionOf: (index: number, line: number) => { at?: Date } | undefined;
  },
) {
  const { reader, problems } = step;
  const line = reader.lineOf(index);
  const errorsBefore = problems.errors.length;
  const day = (field: 'dueDate' | 'startDate') => {
    const value = reader.cell(index, field);
    if (!value) return '';
    const parsed = step.readDay(value).day;
    if (!parsed) problems.fail(line, field, importDateMessage(step.dates.order));
    return parsed ?? '';
  };
  const completion = step.completionOf(index, line);
  const statusText = reader.cell(index, 'status');
  const status = completion ? 'Completed' : statusText ? statusOf(statusText) : undefined;
  if (statusText && !statusOf(statusText))
    problems.note(
      line,
      'status',
      `${quoted(statusText)} is not one of ${KNOWN_STATUSES}: imported as Pending`,
    );
  const priorityText = reader.cell(index, 'priority');
  const priority = priorityText ? priorityOf(priorityText) : undefined;
  if (priorityText && !priority)
    problems.note(
      line,
      'priority',
      `${quoted(priorityText)} is not one of ${KNOWN_PRIORITIES}: imported as Medium`,
    );
  const estimate = reader.cell(index, 'estimateHours');
  // How often, as the task form sends it (Repeats, Every); a row that repeats is due like any other.
  const repeatText = reader.cell(index, 'repeat');
  const repeat = repeatOf(repeatText);
  if (repeat === undefined)
    problems.fail(line, 'repeat', `${quoted(repeatText)} is not one of ${KNOWN_REPEATS}`);
  return {
    line,
    errorsBefore,
    dueDate: day('dueDate'),
    completedAt: completion?.at,
    body: {
      title: reader.cell(index, 'title'),
      status,
      priority,
      workType: reader.cell(index, 'workType') || undefined,
      taskType: reader.cell(index, 'taskType') || null,
      description: reader.cell(index, 'description') || null,
      startDate: day('startDate') || null,
      estimateHours: estimate === '' ? null : Number.isFinite(Number(estimate)) ? Number(estimate) : -1,
      recurrence: repeat ? { ...repeat, isLastWorkingDay: false, endDate: null } : null,
    },
  };
}
