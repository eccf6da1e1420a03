/**
 * Issue 39: real exports of Asana, Trello, ClickUp and Jira (import-fixtures/, written as those tools
 * write them: their headers, date formats, a BOM and CRLF from Jira, ClickUp's "null" and milliseconds)
 * imported into a firm that starts from nothing: projects and clients created when chosen, the assignee
 * found by email or handle, defaults filled and said per row, completion and parent tasks kept.
 */
import { readFileSync } from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, projects, subtasks, tasks, users } from '../../db/schema';
import { type Account, newOrganization, type OrganizationFixture, sendForm } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let meera: Account;
let asha: Account;
let ravi: Account;
let arjun: Account;

const fixture = (name: string) => readFileSync(new URL(`./import-fixtures/${name}`, import.meta.url));

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Iyer & Rao Chartered Accountants');
  meera = await org.member('Manager', { name: 'Meera Shah' });
  asha = await org.member('Employee', { name: 'Asha Iyer' });
  ravi = await org.member('Employee', { name: 'Ravi Kumar' });
  arjun = await org.member('Employee', { name: 'अर्जुन नायर' });
  // The addresses the exports carry.
  for (const [account, email] of [
    [meera, 'meera.shah@iyerrao.in'],
    [asha, 'asha.iyer@iyerrao.in'],
    [ravi, 'ravi.kumar@iyerrao.in'],
    [arjun, 'arjun.nair@iyerrao.in'],
  ] as const)
    await t.db.update(users).set({ email }).where(eq(users.id, account.id));
});
afterAll(() => t.close());

const importFile = (data: Buffer, fields: Record<string, string> = {}, cookie = org.admin.cookie) =>
  sendForm(t, cookie, 'POST', '/tasks/import', {
    ...fields,
    file: { name: 'export.csv', type: 'text/csv', data },
  });

const tasksOf = (projectName: string) =>
  t.db
    .select({
      title: tasks.title,
      assigneeId: tasks.assigneeId,
      status: tasks.status,
      dueDate: tasks.dueDate,
      startDate: tasks.startDate,
      priority: tasks.priority,
      completedAt: tasks.completedAt,
      customer: customers.businessName,
      displayId: tasks.displayId,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(customers, eq(customers.id, tasks.customerId))
    .where(and(eq(tasks.organizationId, org.orgId), eq(projects.name, projectName)))
    // In the file's order: the ids' numbers, not their text (STSA-10 after STSA-9).
    .orderBy(sql`length(${tasks.displayId})`, asc(tasks.displayId));

const subtasksOf = (title: string) =>
  t.db
    .select({ title: subtasks.title, assigneeId: subtasks.assigneeId, isDone: subtasks.isDone })
    .from(subtasks)
    .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
    .where(and(eq(tasks.organizationId, org.orgId), eq(tasks.title, title)))
    .orderBy(asc(subtasks.position));

const count = async (table: 'tasks' | 'projects' | 'customers') =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where organization_id = ${org.orgId}`,
    )
  )[0]?.n;

describe('an Asana export into a firm that starts from nothing', () => {
  it('names every missing project, assignee and due date, then imports all of it with the choices made once', async () => {
    const asana = fixture('asana.csv');
    const preview = (await importFile(asana)).json().data;
    expect(preview.mapping).toMatchObject({
      title: 4,
      assignee: 6,
      assigneeEmail: 7,
      dueDate: 9,
      status: 5,
      completed: 2,
      project: 12,
      parent: 13,
      externalId: 0,
      startDate: 8,
      description: 11,
    });
    expect(preview.missing).toEqual({
      projects: [
        {
          name: 'Sahyadri Textiles Statutory Audit FY26',
          customer: 'Sahyadri Textiles Statutory Audit FY26',
        },
        { name: 'Kothari Foods GST Compliance', customer: 'Kothari Foods GST Compliance' },
      ],
      customers: ['Sahyadri Textiles Statutory Audit FY26', 'Kothari Foods GST Compliance'],
      canCreateProjects: true,
      canCreateCustomers: true,
    });
    expect(preview.errors).toEqual([
      { line: 2, field: 'Project', message: 'No project named "Sahyadri Textiles Statutory Audit FY26"' },
      { line: 3, field: 'Project', message: 'No project named "Sahyadri Textiles Statutory Audit FY26"' },
      { line: 4, field: 'Project', message: 'No project named "Sahyadri Textiles Statutory Audit FY26"' },
      { line: 4, field: 'Assign To', message: 'No assignee: choose a default assignee for rows without one' },
      { line: 4, field: 'Due Date', message: 'No due date: choose a default due date for rows without one' },
      { line: 6, field: 'Project', message: 'No project named "Kothari Foods GST Compliance"' },
      { line: 7, field: 'Project', message: 'No project named "Kothari Foods GST Compliance"' },
      { line: 8, field: 'Project', message: 'No project named "Kothari Foods GST Compliance"' },
      {
        line: 8,
        field: 'Assign To',
        message: 'No member is named "Priya Desai" or has the address "priya.desai@oldfirm.example"',
      },
    ]);
    expect(await count('tasks')).toBe(0);

    const choices = {
      createMissing: 'true',
      defaultAssigneeId: meera.id,
      defaultDueDate: '2026-06-30',
    };
    const checked = (await importFile(asana, choices)).json().data;
    expect(checked.errors).toEqual([]);
    expect(checked.rowNotes).toEqual([
      {
        line: 3,
        field: 'Assign To',
        message: 'No member named "Meera S.": assigned to Meera Shah by the Assignee Email',
      },
      { line: 4, field: 'Assign To', message: 'No assignee: assigned to Meera Shah, the default assignee' },
      { line: 4, field: 'Due Date', message: 'No due date: due on 30 June 2026, the default due date' },
      {
        line: 6,
        field: 'Assign To',
        message: 'No member named "Arjun Nair": assigned to अर्जुन नायर by the Assignee Email',
      },
      {
        line: 7,
        field: 'Assign To',
        message: 'No member named "Arjun Nair": assigned to अर्जुन नायर by the Assignee Email',
      },
      {
        line: 8,
        field: 'Assign To',
        message: 'No member named "Priya Desai": assigned to Meera Shah, the default assignee',
      },
    ]);
    expect(checked.notes).toEqual([
      '1 row is a subtask of another row: added to its task as a subtask (its title, assignee and whether it is done; subtasks have no dates of their own).',
    ]);
    expect(checked.preview.find((row: { line: number }) => row.line === 5)).toMatchObject({
      title: 'Check purchase invoices above ₹1 lakh',
      parent: 'Vouching of purchases',
      assignee: 'Ravi Kumar',
    });

    const committed = (await importFile(asana, { ...choices, commit: 'true' })).json().data;
    expect(committed).toMatchObject({ isCommitted: true, rowCount: 7, subtaskCount: 1, errors: [] });
    expect(await count('tasks')).toBe(6);
    const audit = await tasksOf('Sahyadri Textiles Statutory Audit FY26');
    expect(audit.map((row) => [row.title, row.assigneeId, row.status, row.dueDate, row.customer])).toEqual([
      ['Collect trial balance', asha.id, 'Pending', '2026-04-15', 'Sahyadri Textiles Statutory Audit FY26'],
      ['Engagement letter', meera.id, 'Completed', '2026-04-05', 'Sahyadri Textiles Statutory Audit FY26'],
      [
        'Vouching of purchases',
        meera.id,
        'In Progress',
        '2026-06-30',
        'Sahyadri Textiles Statutory Audit FY26',
      ],
    ]);
    // Completed on the day Asana says, at noon in the firm's zone (Asia/Kolkata).
    expect(audit[1]?.completedAt?.toISOString()).toBe('2026-04-10T06:30:00.000Z');
    expect(await subtasksOf('Vouching of purchases')).toEqual([
      { title: 'Check purchase invoices above ₹1 lakh', assigneeId: ravi.id, isDone: false },
    ]);
    const gst = await tasksOf('Kothari Foods GST Compliance');
    expect(gst.map((row) => [row.title, row.assigneeId, row.status])).toEqual([
      ['GSTR-3B for April', arjun.id, 'Pending'],
      ['GSTR-1 for April', arjun.id, 'Completed'],
      ['Reconcile ITC with GSTR-2B', meera.id, 'Pending'],
    ]);
    const [project] = await t.db
      .select()
      .from(projects)
      .where(eq(projects.name, 'Sahyadri Textiles Statutory Audit FY26'));
    // Led by the importer, from the first to the last day of its tasks; its ids carry its key.
    expect(project).toMatchObject({
      leadId: org.admin.id,
      startDate: '2026-04-05',
      targetEndDate: '2026-06-30',
      key: 'STSA',
    });
    expect(audit.every((row) => row.displayId.startsWith('STSA-'))).toBe(true);
  });
});

describe('Trello, ClickUp and Jira exports', () => {
  it('a Trello board: its name a project, usernames as people, instants as days in the firm, Due Complete', async () => {
    const trello = fixture('trello.csv');
    const result = (
      await importFile(trello, { createMissing: 'true', defaultAssigneeId: meera.id, commit: 'true' })
    ).json().data;
    expect(result.errors).toEqual([]);
    expect(result.isCommitted).toBe(true);
    expect(result.rowNotes).toEqual([
      {
        line: 2,
        field: 'Status',
        message:
          '"Client docs" is not one of Pending, In Progress, Completed or On Hold: imported as Pending',
      },
      {
        line: 3,
        field: 'Assign To',
        message: '2 people are listed: assigned to Ravi Kumar, the first one found',
      },
      { line: 5, field: 'Assign To', message: 'No assignee: assigned to Meera Shah, the default assignee' },
    ]);
    const board = await tasksOf('Kothari Foods ITR FY26');
    expect(board.map((row) => [row.title, row.assigneeId, row.status, row.startDate, row.dueDate])).toEqual([
      // 20:00 UTC on 30 June is 1 July in Kolkata.
      ['Collect bank statements', asha.id, 'Pending', null, '2026-07-01'],
      ['Draft computation of income', ravi.id, 'In Progress', '2026-07-01', '2026-07-15'],
      ['Form 26AS download', ravi.id, 'Completed', null, '2026-05-10'],
      ['File ITR-6', meera.id, 'Pending', null, '2026-10-31'],
    ]);
    expect(board[0]?.customer).toBe('Kothari Foods ITR FY26');
  });

  it('a ClickUp list: milliseconds, "null", numbered priorities, a bracketed list of assignees, Parent ID', async () => {
    const result = (
      await importFile(fixture('clickup.csv'), {
        createMissing: 'true',
        defaultAssigneeId: meera.id,
        commit: 'true',
      })
    ).json().data;
    expect(result).toMatchObject({ isCommitted: true, errors: [], subtaskCount: 1 });
    const list = await tasksOf('TDS Returns FY27');
    expect(
      list.map((row) => [row.title, row.assigneeId, row.status, row.priority, row.startDate, row.dueDate]),
    ).toEqual([
      ['TDS return Q1 (24Q)', asha.id, 'Pending', 2, null, '2026-07-31'],
      ['TDS return Q2 (26Q)', meera.id, 'In Progress', 1, '2026-07-07', '2026-10-31'],
    ]);
    expect(await subtasksOf('TDS return Q1 (24Q)')).toEqual([
      { title: 'Collect Form 16 details', assigneeId: ravi.id, isDone: true },
    ]);
  });

  it('a Jira export (BOM, CRLF, 30/Sep/26, a Sub-task under its parent id, Resolved)', async () => {
    const result = (await importFile(fixture('jira.csv'), { createMissing: 'true', commit: 'true' })).json()
      .data;
    expect(result).toMatchObject({ isCommitted: true, errors: [], rowNotes: [], subtaskCount: 1 });
    const audit = await tasksOf('Kothari Foods Tax Audit FY26');
    expect(audit.map((row) => [row.title, row.assigneeId, row.status, row.dueDate])).toEqual([
      ['Tax audit report (Form 3CD)', meera.id, 'In Progress', '2026-09-30'],
      ['Depreciation schedule as per IT Act', ravi.id, 'Completed', '2026-05-15'],
    ]);
    expect(audit[1]?.completedAt?.toISOString()).toBe('2026-04-20T06:30:00.000Z');
    expect(await subtasksOf('Tax audit report (Form 3CD)')).toEqual([
      { title: 'Clause 44 GST expenditure break-up', assigneeId: asha.id, isDone: false },
    ]);
  });
});

const csv = (lines: string[]) => Buffer.from(lines.join('\n'));

describe('dates, separators and the choices', () => {
  it('asks the date order when nothing in the file settles it, and reads the file as answered', async () => {
    const usTool = csv([
      'Title,Company,Assign To,Due Date',
      `Quarterly review,Kothari Foods GST Compliance,Asha Iyer,12/05/2026`,
      `Board minutes,Kothari Foods GST Compliance,Asha Iyer,01/06/2026`,
    ]);
    const asked = (await importFile(usTool)).json().data;
    expect(asked.errors).toEqual([]);
    expect(asked.dates).toEqual({
      order: 'dmy',
      isChosen: false,
      question: {
        value: '12/05/2026',
        line: 2,
        column: 'Due Date',
        dayFirst: '12 May 2026',
        monthFirst: '5 December 2026',
      },
      note: null,
    });
    const before = await count('tasks');
    const unanswered = await importFile(usTool, { commit: 'true' });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().error.details.fields).toEqual({
      dateOrder: 'Dates such as "12/05/2026" (line 2) could be 12 May 2026 or 5 December 2026: choose which',
    });
    expect(await count('tasks')).toBe(before);

    const answered = (await importFile(usTool, { dateOrder: 'mdy', commit: 'true' })).json().data;
    expect(answered).toMatchObject({ isCommitted: true, dates: { order: 'mdy', isChosen: true } });
    expect(answered.preview.map((row: { dueDate: string }) => row.dueDate)).toEqual([
      '2026-12-05',
      '2026-01-06',
    ]);
  });

  it('a 12/31 anywhere in the file settles month first; a cell against the chosen order is its row error', async () => {
    const lines = [
      'Title,Company,Assign To,Due Date,Start Date',
      `Trial balance,Kothari Foods GST Compliance,Asha Iyer,12/31/2026,12/05/2026`,
    ];
    const settled = (await importFile(csv(lines))).json().data;
    expect(settled.notes).toEqual([
      'Dates were read as month/day/year, as "12/31/2026" (line 2, Due Date) shows.',
    ]);
    expect(settled.dates.question).toBeNull();
    expect(settled.preview[0]).toMatchObject({ dueDate: '2026-12-31' });
    const against = (await importFile(csv(lines), { dateOrder: 'dmy' })).json().data;
    expect(against.errors).toEqual([
      { line: 2, field: 'Due Date', message: 'Use a date such as 2026-12-31 or 31/12/2026' },
    ]);
  });

  it('reads a semicolon file as Excel writes it; a file of one column says so instead of asking for a Title', async () => {
    const excel = (await importFile(fixture('excel-semicolon.csv'), { defaultCustomerId: '' })).json().data;
    expect(excel.columns).toEqual(['Title', 'Company', 'Assign To', 'Due Date', 'Priority']);
    // No company of that name yet: named as missing, not misread.
    expect(excel.missing.customers).toEqual(['Sahyadri Textiles']);
    expect(
      excel.preview.map((row: { customer: string; dueDate: string }) => [row.customer, row.dueDate]),
    ).toEqual([
      ['Sahyadri Textiles', '2026-06-15'],
      ['Sahyadri Textiles', '2026-09-15'],
    ]);
    const created = (
      await importFile(fixture('excel-semicolon.csv'), { createMissing: 'true', commit: 'true' })
    ).json().data;
    expect(created).toMatchObject({ isCommitted: true, errors: [] });

    const colons = await importFile(csv(['Title:Company:Due Date', 'Audit:Kothari:31/05/2026']));
    expect(colons.statusCode).toBe(400);
    expect(colons.json().error.details.fields).toEqual({
      file: 'The file has one column ("Title:Company:Due Date"): separate its columns with commas, semicolons or tabs',
    });
  });

  it('creating needs Create Project and Create Customer; defaults must be active members and clients of the firm', async () => {
    const lines = csv([
      'Title,Project,Assign To,Due Date',
      'Payroll,Iyer & Rao Payroll,Asha Iyer,2026-08-31',
    ]);
    const clerk = await org.memberWith(['tasks.create', 'tasks.view', 'customers.create']);
    const refused = await importFile(lines, { createMissing: 'true', commit: 'true' }, clerk.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to create projects');
    // Without the choice the preview still names what is missing, and whether the caller may create it.
    const preview = (await importFile(lines, {}, clerk.cookie)).json().data;
    expect(preview.missing).toMatchObject({ canCreateProjects: false, canCreateCustomers: true });

    const elsewhere = await newOrganization(t, 'Some Other Firm');
    const outsider = await importFile(lines, { defaultAssigneeId: elsewhere.admin.id });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.details.fields).toEqual({
      defaultAssigneeId: 'Choose an active member of your organization',
    });
    const leaver = await org.member('Employee', { name: 'Left Already' });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, leaver.id));
    expect((await importFile(lines, { defaultAssigneeId: leaver.id })).statusCode).toBe(400);
    const [foreignClient] = await t.db
      .insert(customers)
      .values({
        organizationId: elsewhere.orgId,
        businessName: 'Not Ours',
        email: 'x@y.test',
        address: '1 Road',
      })
      .returning({ id: customers.id });
    const foreign = await importFile(lines, { defaultCustomerId: foreignClient?.id ?? '' });
    expect(foreign.json().error.details.fields).toEqual({
      defaultCustomerId: 'Choose a customer of your organization',
    });
    expect(await t.db.select().from(projects).where(eq(projects.name, 'Iyer & Rao Payroll'))).toEqual([]);
  });

  it('all or nothing: a bad row leaves no project or client behind', async () => {
    const lines = csv([
      'Title,Company,Project,Assign To,Due Date',
      'Stock audit,Patil Agencies,Patil Agencies Stock Audit,Asha Iyer,2026-09-30',
      'Valuation,Patil Agencies,Patil Agencies Stock Audit,Asha Iyer,31/31/2026',
    ]);
    const result = (await importFile(lines, { createMissing: 'true', commit: 'true' })).json().data;
    expect(result.isCommitted).toBe(false);
    expect(result.errors).toEqual([
      { line: 3, field: 'Due Date', message: 'Use a date such as 2026-12-31 or 31/12/2026' },
    ]);
    expect(await t.db.select().from(customers).where(eq(customers.businessName, 'Patil Agencies'))).toEqual(
      [],
    );
    expect(await t.db.select().from(projects).where(eq(projects.name, 'Patil Agencies Stock Audit'))).toEqual(
      [],
    );
  });

  it('two imports naming one new project at once make one project, both imported', async () => {
    const lines = csv([
      'Title,Project,Assign To,Due Date',
      'ROC filing,Deshmukh Exports ROC,Asha Iyer,2026-10-30',
    ]);
    // Two people (a person runs two imports at a time), each with two at once.
    const partner = await org.memberWith([
      'tasks.create',
      'tasks.view',
      'projects.create',
      'customers.create',
    ]);
    const tasksBefore = await count('tasks');
    const answers = await Promise.all(
      [org.admin, partner, org.admin].map((person) =>
        importFile(lines, { createMissing: 'true', commit: 'true' }, person.cookie),
      ),
    );
    expect(answers.map((answer) => [answer.statusCode, answer.json().data?.isCommitted])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    expect(await t.db.select().from(projects).where(eq(projects.name, 'Deshmukh Exports ROC'))).toHaveLength(
      1,
    );
    expect(
      await t.db.select().from(customers).where(eq(customers.businessName, 'Deshmukh Exports ROC')),
    ).toHaveLength(1);
    expect(await count('tasks')).toBe((tasksBefore ?? 0) + 3);
  });
});
