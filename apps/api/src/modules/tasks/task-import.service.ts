import {
  BUILT_IN_WORK_TYPES,
  CreateSubtaskBodySchema,
  CreateTaskBodySchema,
  type CreateTaskInput,
  describeImportDate,
  type FieldErrors,
  guessTaskImportMapping,
  type ImportDateCell,
  importDateMessage,
  missingImportFields,
  normalizeImportHeader,
  parseImportDate,
  readImportDateOrder,
  TASK_IMPORT_FIELDS,
  TASK_IMPORT_ID_HEADERS,
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
import { customers, departments, projects, subtasks, taskWorkTypes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type CsvRow, oneColumnMessage, readCsv } from '../../lib/csv';
import { isUniqueViolation } from '../../lib/db-errors';
import type { FileUpload } from '../../lib/multipart-form';
import { organizationCalendar, zonedInstant } from '../../lib/organization-calendar';
import { reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { createMissing, type NewProject } from './task-import-missing';
import { resolveParents } from './task-import-parents';
import { type ImportPerson, personMatcher } from './task-import-people';
import { completionWord, KNOWN_PRIORITIES, KNOWN_STATUSES, priorityOf, statusOf } from './task-import-words';
import { insertTasks } from './task-insert';
import { publishTaskChange, type TaskDeps } from './task-notices';

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
/** Stands for a client or project the commit creates, so the row can be checked before it exists. */
const NEW_ID = '00000000-0000-4000-8000-000000000000';
const PREVIEW_ROWS = 50;
const DATE_FIELDS = ['dueDate', 'startDate', 'completed'] as const;

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

/** Lists keyed by a lower-case, trimmed name: a name two share is a row error, not a guess. */
function byLower<T>(list: readonly T[], key: (item: T) => string) {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item).trim().toLowerCase();
    if (k) map.set(k, [...(map.get(k) ?? []), item]);
  }
  return map;
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

type Problem = TaskImportResult['errors'][number];

/** A client or project a row is for: one the organization has, or one the import would create. */
type CustomerRef = { id: string; name: string } | { newName: string };
type ProjectRef = { id: string; key: string; name: string; customerId: string } | { newName: string };
const customerName = (ref: CustomerRef) => ('newName' in ref ? ref.newName : ref.name);
const projectName = (ref: ProjectRef) => ('newName' in ref ? ref.newName : ref.name);

interface TaskRow {
  index: number;
  line: number;
  input: CreateTaskInput;
  /** The row's own client (or the default one); without it, the task is for its project's client. */
  customer?: CustomerRef;
  customerName: string;
  project?: ProjectRef;
  completedAt?: Date;
}
interface SubtaskRow {
  index: number;
  parent: number;
  title: string;
  assigneeId: string | null;
  doneAt: Date | null;
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
  const result: TaskImportResult = {
    isCommitted: false,
    rowCount: rows.length,
    errors: [],
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
  const missingFields = missingImportFields(mapping);
  if (missingFields.length) {
    // A file read as one column most often has a separator we do not know: say that, not "no Title".
    if (columns.length === 1) throw AppError.invalid({ file: oneColumnMessage(columns[0] ?? '') });
    // Answered as a preview (not refused) so the mapping step can show the columns and be corrected.
    return {
      ...result,
      errors: missingFields.map((name) => ({
        line: 1,
        field: name,
        message: `Choose the column for ${name}`,
      })),
    };
  }

  const org = await loadOrganization(deps, reach.orgId);
  const defaultAssignee = org.userRows.find((person) => person.id === choices.defaultAssigneeId);
  const defaultCustomer = org.customerRows.find((customer) => customer.id === choices.defaultCustomerId);
  const choiceErrors: FieldErrors = {};
  if (choices.defaultAssigneeId && !defaultAssignee)
    choiceErrors.defaultAssigneeId = 'Choose an active member of your organization';
  if (choices.defaultCustomerId && !defaultCustomer)
    choiceErrors.defaultCustomerId = 'Choose a customer of your organization';
  if (Object.keys(choiceErrors).length) throw AppError.invalid(choiceErrors);

  const reader = rowReader(mapping, columns, rows);
  const dates = readImportDateOrder(reader.dateCells(), choices.dateOrder);
  result.dates = dates;
  if (dates.note) result.notes.push(dates.note);
  const readDay = (value: string) => parseImportDate(value, { order: dates.order, zone: org.zone });

  const errors: Problem[] = [];
  const rowNotes: Problem[] = [];
  const fail = (line: number, field: TaskImportField, message: string) =>
    errors.push({ line, field: FIELD_LABEL[field], message });
  const note = (line: number, field: TaskImportField, message: string) =>
    rowNotes.push({ line, field: FIELD_LABEL[field], message });

  const parents = reader.parents();
  const matchPerson = personMatcher<ImportPerson>(org.userRows);
  const quoted = (value: string) => `"${value.slice(0, 80)}"`;

  // Completion: a yes or no, or the day it was completed (then kept as that day's noon).
  const completionOf = (index: number, line: number): { at?: Date } | undefined => {
    const value = reader.cell(index, 'completed');
    if (!value) return undefined;
    const word = completionWord(value);
    if (word !== undefined) return word ? {} : undefined;
    const day = readDay(value).day;
    if (day) return { at: zonedInstant(day, 12, org.zone) };
    fail(line, 'completed', `Use a date, or yes or no`);
    return undefined;
  };

  // Subtasks first: they need only a title, and say whom and whether done.
  const subtaskRows: SubtaskRow[] = [];
  const subtaskOf = new Map<number, SubtaskRow>();
  parents.forEach((outcome, index) => {
    const line = rows[index]?.line ?? 0;
    if (!outcome) return;
    if ('missing' in outcome) {
      note(
        line,
        'parent',
        `No row of the file is the task ${quoted(outcome.missing)}: imported as a task of its own`,
      );
      return;
    }
    if ('ambiguous' in outcome) {
      fail(
        line,
        'parent',
        `More than one row of the file is ${quoted(outcome.ambiguous)}: use the ID column`,
      );
      return;
    }
    const title = CreateSubtaskBodySchema.shape.title.safeParse(reader.cell(index, 'title'));
    if (!title.success) fail(line, 'title', title.error.issues[0]?.message ?? 'Task Title is required');
    if (outcome.joinedTopmost)
      note(
        line,
        'parent',
        `Its parent is a subtask itself: added to ${quoted(reader.cell(outcome.parent, 'title'))} as a subtask`,
      );
    const assigneeCell = reader.cell(index, 'assignee');
    const match =
      (assigneeCell ? matchPerson(assigneeCell) : undefined) ??
      (reader.cell(index, 'assigneeEmail') ? matchPerson(reader.cell(index, 'assigneeEmail')) : undefined);
    let assigneeId: string | null = null;
    if (match && 'person' in match) assigneeId = match.person.id;
    else if (match)
      note(line, 'assignee', `No member named ${quoted(assigneeCell)}: the subtask is unassigned`);
    const done =
      completionOf(index, line) ?? (statusOf(reader.cell(index, 'status')) === 'Completed' ? {} : undefined);
    const row: SubtaskRow = {
      index,
      parent: outcome.parent,
      title: title.data ?? '',
      assigneeId,
      doneAt: done ? (done.at ?? new Date()) : null,
    };
    subtaskRows.push(row);
    subtaskOf.set(index, row);
  });
  if (subtaskRows.length)
    result.notes.push(
      `${subtaskRows.length === 1 ? '1 row is a subtask' : `${subtaskRows.length} rows are subtasks`} of another row: added to its task as a subtask (its title, assignee and whether it is done; subtasks have no dates of their own).`,
    );

  // Clients and projects the rows name.
  const customerByName = byLower(org.customerRows, (row) => row.name);
  const customerByEmail = byLower(org.customerRows, (row) => row.email);
  const projectByKey = byLower(org.projectRows, (row) => row.key);
  const projectByName = byLower(org.projectRows, (row) => row.name);
  const departmentByName = byLower(org.departmentRows, (row) => row.name);
  const taskIndexes = rows.map((_, index) => index).filter((index) => !subtaskOf.has(index));

  const customerOfRow = new Map<number, CustomerRef>();
  const projectOfRow = new Map<number, ProjectRef>();
  const newProjects = new Map<string, { name: string; rows: number[] }>();
  for (const index of taskIndexes) {
    const line = rows[index]?.line ?? 0;
    const companyText = reader.cell(index, 'customer');
    if (companyText) {
      const key = companyText.toLowerCase();
      const found = customerByEmail.get(key) ?? customerByName.get(key);
      if (found && found.length > 1)
        fail(
          line,
          'customer',
          `More than one customer is named ${quoted(companyText)}: use the email or key`,
        );
      else if (found?.[0]) customerOfRow.set(index, found[0]);
      else if (companyText.includes('@'))
        fail(line, 'customer', `No customer has the email ${quoted(companyText)}`);
      else customerOfRow.set(index, { newName: companyText });
    }
    const projectText = reader.cell(index, 'project');
    if (projectText) {
      const key = projectText.toLowerCase();
      const found = projectByKey.get(key) ?? projectByName.get(key);
      if (found && found.length > 1)
        fail(line, 'project', `More than one project is named ${quoted(projectText)}: use the email or key`);
      else if (found?.[0]?.isArchived)
        fail(line, 'project', `The project ${quoted(projectText)} is archived`);
      else if (found?.[0]) projectOfRow.set(index, found[0]);
      else {
        const entry = newProjects.get(key) ?? { name: projectText, rows: [] };
        entry.rows.push(index);
        newProjects.set(key, entry);
        projectOfRow.set(index, { newName: projectText });
      }
    }
  }
  // A new project is for the client its rows name first, else the default client, else a new client of
  // its own name (a firm's Asana projects are often named after the client).
  const newProjectCustomer = new Map<string, CustomerRef>();
  for (const [key, entry] of newProjects) {
    const named = entry.rows.map((index) => customerOfRow.get(index)).find(Boolean);
    const sameName = customerByName.get(key);
    newProjectCustomer.set(
      key,
      named ??
        defaultCustomer ??
        (sameName?.length === 1 && sameName[0] ? sameName[0] : { newName: entry.name }),
    );
  }
  const newCustomerNames = new Map<string, string>();
  for (const ref of [...customerOfRow.values(), ...newProjectCustomer.values()])
    if ('newName' in ref) newCustomerNames.set(ref.newName.toLowerCase(), ref.newName);
  result.missing = {
    projects: [...newProjects].map(([key, entry]) => ({
      name: entry.name,
      customer: customerName(newProjectCustomer.get(key) as CustomerRef),
    })),
    customers: [...newCustomerNames.values()],
    ...canCreate,
  };
  if (choices.createMissing) {
    if (newProjects.size && !canCreate.canCreateProjects)
      throw new AppError('FORBIDDEN', 'You do not have permission to create projects');
    if (newCustomerNames.size && !canCreate.canCreateCustomers)
      throw new AppError('FORBIDDEN', 'You do not have permission to create customers');
  } else {
    for (const index of taskIndexes) {
      const line = rows[index]?.line ?? 0;
      const customer = customerOfRow.get(index);
      const project = projectOfRow.get(index);
      if (customer && 'newName' in customer)
        fail(line, 'customer', `No customer named ${quoted(customer.newName)}`);
      if (project && 'newName' in project)
        fail(line, 'project', `No project named ${quoted(project.newName)}`);
    }
  }

  const taskRows: TaskRow[] = [];
  for (const index of taskIndexes) {
    const line = rows[index]?.line ?? 0;
    const errorsBefore = errors.length;
    // The assignee: the Assign To column, then the Assignee Email beside it, then the default.
    const named = reader.cell(index, 'assignee');
    const email = reader.cell(index, 'assigneeEmail');
    const byName = named ? matchPerson(named) : undefined;
    const byEmail = email ? matchPerson(email) : undefined;
    let assignee: ImportPerson | undefined;
    if (byName && 'person' in byName) {
      assignee = byName.person;
      if (byName.listed > 1)
        note(
          line,
          'assignee',
          `${byName.listed} people are listed: assigned to ${assignee.name}, the first one found`,
        );
    } else if (byEmail && 'person' in byEmail) {
      assignee = byEmail.person;
      if (named)
        note(
          line,
          'assignee',
          `No member named ${quoted(named)}: assigned to ${assignee.name} by the Assignee Email`,
        );
    } else if (byName && 'ambiguous' in byName)
      fail(
        line,
        'assignee',
        `More than one person is named ${quoted(byName.ambiguous)}: use the email or key`,
      );
    else if (defaultAssignee) {
      assignee = defaultAssignee;
      note(
        line,
        'assignee',
        named || email
          ? `No member named ${quoted(named || email)}: assigned to ${assignee.name}, the default assignee`
          : `No assignee: assigned to ${assignee.name}, the default assignee`,
      );
    } else
      fail(
        line,
        'assignee',
        named || email
          ? `No person named ${quoted(named || email)}`
          : 'No assignee: choose a default assignee for rows without one',
      );

    const day = (field: 'dueDate' | 'startDate') => {
      const value = reader.cell(index, field);
      if (!value) return '';
      const parsed = readDay(value).day;
      if (!parsed) fail(line, field, importDateMessage(dates.order));
      return parsed ?? '';
    };
    let dueDate = day('dueDate');
    if (!dueDate && !reader.cell(index, 'dueDate')) {
      if (choices.defaultDueDate) {
        dueDate = choices.defaultDueDate;
        note(line, 'dueDate', `No due date: due on ${describeImportDate(dueDate)}, the default due date`);
      } else fail(line, 'dueDate', 'No due date: choose a default due date for rows without one');
    }

    // The client: the row's own, else its project's, else the default.
    let customer = customerOfRow.get(index);
    const project = projectOfRow.get(index);
    const projectCustomer: CustomerRef | undefined = !project
      ? undefined
      : 'newName' in project
        ? newProjectCustomer.get(project.newName.toLowerCase())
        : {
            id: project.customerId,
            name: org.customerRows.find((row) => row.id === project.customerId)?.name ?? '',
          };
    if (!customer && !projectCustomer && defaultCustomer) {
      customer = defaultCustomer;
      note(line, 'customer', `No company or project: for ${defaultCustomer.name}, the default client`);
    }
    const client = customer ?? projectCustomer;
    if (!client)
      fail(line, 'customer', 'No company or project: choose a default client for rows without one');

    const completion = completionOf(index, line);
    const statusText = reader.cell(index, 'status');
    let status = statusText ? statusOf(statusText) : undefined;
    if (statusText && !status)
      note(line, 'status', `${quoted(statusText)} is not one of ${KNOWN_STATUSES}: imported as Pending`);
    if (completion) status = 'Completed';
    const priorityText = reader.cell(index, 'priority');
    const priority = priorityText ? priorityOf(priorityText) : undefined;
    if (priorityText && !priority)
      note(line, 'priority', `${quoted(priorityText)} is not one of ${KNOWN_PRIORITIES}: imported as Medium`);
    const departmentText = reader.cell(index, 'department');
    const department = departmentText ? departmentByName.get(departmentText.toLowerCase()) : undefined;
    if (departmentText && !department)
      fail(line, 'department', `No department named ${quoted(departmentText)}`);
    else if (department && department.length > 1)
      fail(line, 'department', `More than one department is named ${quoted(departmentText)}`);
    const estimate = reader.cell(index, 'estimateHours');

    const parsed = CreateTaskBodySchema.safeParse({
      title: reader.cell(index, 'title'),
      customerId: client && 'id' in client ? client.id : NEW_ID,
      assigneeId: assignee?.id ?? '',
      dueDate,
      status,
      priority,
      workType: reader.cell(index, 'workType') || undefined,
      taskType: reader.cell(index, 'taskType') || null,
      description: reader.cell(index, 'description') || null,
      projectId: project ? ('id' in project ? project.id : NEW_ID) : null,
      departmentId: department?.[0]?.id ?? null,
      startDate: day('startDate') || null,
      estimateHours: estimate === '' ? null : Number.isFinite(Number(estimate)) ? Number(estimate) : -1,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const label = FIELD_LABEL[(BODY_FIELD[key] ?? key) as TaskImportField] ?? key;
        if (!errors.slice(errorsBefore).some((error) => error.field === label))
          errors.push({ line, field: label, message: issue.message });
      }
    }
    if (!parsed.success || errors.length > errorsBefore) continue;
    const workType = parsed.data.workType;
    if (
      !(BUILT_IN_WORK_TYPES as readonly string[]).includes(workType) &&
      !org.workTypeRows.some((row) => row.name.toLowerCase() === workType.toLowerCase())
    ) {
      fail(line, 'workType', TASK_WORK_TYPE_INVALID);
      continue;
    }
    taskRows.push({
      index,
      line,
      input: parsed.data,
      customer,
      customerName: client ? customerName(client) : '',
      project,
      completedAt: completion?.at,
    });
  }

  result.subtaskCount = subtaskRows.length;
  result.errors = errors.sort((a, b) => a.line - b.line);
  result.rowNotes = rowNotes.sort((a, b) => a.line - b.line);
  result.preview = previewRows(rows, taskRows, subtaskRows, org.userRows);
  if (!request.commit || errors.length) return result;
  if (dates.question && !dates.isChosen)
    throw AppError.invalid({
      dateOrder: `Dates such as "${dates.question.value}" (line ${dates.question.line}) could be ${dates.question.dayFirst} or ${dates.question.monthFirst}: choose which`,
    });

  const orgId = reach.orgId;
  const context = { orgId, actorId: auth.userId };
  try {
    const ids = await deps.db.transaction(async (tx) => {
      const created = await createMissing(
        tx,
        context,
        choices.createMissing ? rowCustomerNames(customerOfRow) : [],
        choices.createMissing ? newProjectsToCreate(newProjects, newProjectCustomer, taskRows) : [],
      );
      const customerId = (ref: CustomerRef | undefined) =>
        ref && ('id' in ref ? ref.id : created.customerIds.get(ref.newName.toLowerCase()));
      const inserted = await insertTasks(
        tx,
        context,
        taskRows.map((row) => {
          const project =
            row.project &&
            ('id' in row.project ? row.project : created.projects.get(row.project.newName.toLowerCase()));
          return {
            values: {
              ...row.input,
              // A row without a client of its own is for its project's.
              customerId: row.customer ? customerId(row.customer) : project?.customerId,
              projectId: project?.id ?? null,
            },
            projectKey: project?.key,
            completedAt: row.completedAt,
          };
        }),
      );
      const taskIdOfRow = new Map(taskRows.map((row, position) => [row.index, inserted[position] as string]));
      const positions = new Map<number, number>();
      if (subtaskRows.length)
        await tx.insert(subtasks).values(
          subtaskRows.map((row) => {
            const position = (positions.get(row.parent) ?? 0) + 1;
            positions.set(row.parent, position);
            return {
              organizationId: orgId,
              taskId: taskIdOfRow.get(row.parent) as string,
              title: row.title,
              assigneeId: row.assigneeId,
              position,
              isDone: row.doneAt !== null,
              doneAt: row.doneAt,
            };
          }),
        );
      await publishTaskChange(tx, orgId, inserted);
      return inserted;
    });
    return { ...result, isCommitted: ids.length === taskRows.length };
  } catch (error) {
    // Another project took one of the new keys between our read and the insert: nothing was kept.
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        'A project was created with one of the new keys meanwhile; import again',
      );
    throw error;
  }
}

/** The cells of the file's rows, as the mapping reads them ("null", as ClickUp writes nothing, is empty). */
function rowReader(mapping: TaskImportMapping, headers: string[], rows: CsvRow[]) {
  // Every id-like column (Jira has Issue id and Issue key): a parent may be named by any of them.
  const idColumns = headers.flatMap((header, column) =>
    (TASK_IMPORT_ID_HEADERS as readonly string[]).includes(normalizeImportHeader(header)) ? [column] : [],
  );
  const idCells = (cells: string[]) =>
    idColumns.map((column) => (cells[column] ?? '').trim()).filter((value) => value && value !== 'null');
  const cell = (index: number, field: TaskImportField) => {
    const column = mapping[field];
    const value = column === undefined ? '' : (rows[index]?.cells[column] ?? '').trim();
    return value === 'null' ? '' : value;
  };
  return {
    cell,
    *dateCells(): Generator<ImportDateCell> {
      for (const [index, row] of rows.entries())
        for (const field of DATE_FIELDS) {
          const value = cell(index, field);
          if (value) yield { value, line: row.line, column: FIELD_LABEL[field] };
        }
    },
    parents() {
      if (mapping.parent === undefined) return rows.map(() => undefined);
      return resolveParents(
        rows.length,
        (index) => cell(index, 'parent'),
        (index) => [cell(index, 'externalId'), ...idCells(rows[index]?.cells ?? [])],
        (index) => cell(index, 'title'),
      );
    },
  };
}

/** The new clients the rows name themselves (a new project's own client is created with it). */
function rowCustomerNames(customerOfRow: Map<number, CustomerRef>): string[] {
  const names = new Map<string, string>();
  for (const ref of customerOfRow.values())
    if ('newName' in ref) names.set(ref.newName.toLowerCase(), ref.newName);
  return [...names.values()];
}

function newProjectsToCreate(
  newProjects: Map<string, { name: string; rows: number[] }>,
  customerOf: Map<string, CustomerRef>,
  taskRows: TaskRow[],
): NewProject[] {
  return [...newProjects].map(([key, entry]) => {
    const days = taskRows
      .filter((row) => entry.rows.includes(row.index))
      .flatMap((row) => [row.input.startDate, row.input.dueDate])
      .filter((day): day is string => Boolean(day))
      .sort();
    const customer = customerOf.get(key) as CustomerRef;
    const first = days[0] as string;
    return {
      name: entry.name,
      ...('id' in customer ? { customerId: customer.id } : { customerName: customer.newName }),
      startDate: first,
      targetEndDate: days.at(-1) ?? first,
    };
  });
}

function previewRows(
  rows: CsvRow[],
  taskRows: TaskRow[],
  subtaskRows: SubtaskRow[],
  people: ImportPerson[],
): TaskImportResult['preview'] {
  const nameOf = (id: string | null) => people.find((person) => person.id === id)?.name ?? '';
  const taskOfRow = new Map(taskRows.map((row) => [row.index, row]));
  const preview: TaskImportResult['preview'] = [];
  for (const [index, row] of rows.entries()) {
    if (preview.length >= PREVIEW_ROWS) break;
    const task = taskOfRow.get(index);
    if (task) {
      preview.push({
        line: row.line,
        title: task.input.title,
        customer: task.customerName,
        assignee: nameOf(task.input.assigneeId),
        dueDate: task.input.dueDate,
        status: task.input.status,
        priority: task.input.priority,
        project: task.project ? projectName(task.project) : '',
        parent: null,
      });
      continue;
    }
    const subtask = subtaskRows.find((candidate) => candidate.index === index);
    const parent = subtask ? taskOfRow.get(subtask.parent) : undefined;
    if (subtask && parent)
      preview.push({
        line: row.line,
        title: subtask.title,
        customer: parent.customerName,
        assignee: nameOf(subtask.assigneeId),
        dueDate: '',
        status: subtask.doneAt ? 'Completed' : 'Pending',
        priority: '',
        project: '',
        parent: parent.input.title,
      });
  }
  return preview;
}
