import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import {
  type Account,
  call,
  newOrganization,
  type OrganizationFixture,
  sendForm,
} from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let asha: Account;
let project: { id: string; key: string };

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Iyer & Rao Chartered Accountants');
  asha = await org.member('Employee', { name: 'Asha Iyer' });
  await org.member('Employee', { name: 'Ravi Kumar' });
  await org.member('Employee', { name: 'Ravi Kumar' });
  const [customer] = await t.db
    .insert(customers)
    .values({
      organizationId: org.orgId,
      businessName: 'Sahyadri Textiles',
      email: 'accounts@sahyadri.example',
      address: '1 Road',
    })
    .returning({ id: customers.id });
  const created = await call(t, org.admin.cookie, 'POST', '/projects', {
    name: 'FY2025-26 Statutory Audit',
    customerId: customer?.id,
    leadId: org.admin.id,
    startDate: '2026-04-01',
    targetEndDate: '2027-03-31',
  });
  expect(created.statusCode, created.body).toBe(201);
  project = created.json().data;
});
afterAll(() => t.close());

const importCsv = (lines: string[], fields: Record<string, string> = {}) =>
  sendForm(t, org.admin.cookie, 'POST', '/tasks/import', {
    ...fields,
    file: { name: 'tasks.csv', type: 'text/csv', data: Buffer.from(lines.join('\n')) },
  });

describe('imports that take real sheets', () => {
  it('matches a project by its name or key, customers and people by name or email, whatever the case', async () => {
    const response = await importCsv([
      'Title,Company,Assign To,Due Date,Project',
      `Trial balance,,${asha.email.toUpperCase()},2026-12-31,  fy2025-26 statutory audit `,
      `Fixed assets,,asha iyer,2026-12-31,${project.key.toLowerCase()}`,
      `Bank confirmations,ACCOUNTS@sahyadri.example,Asha Iyer,2026-12-31,`,
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.errors).toEqual([]);
    expect(
      result.preview.map((row: { customer: string; assignee: string }) => [row.customer, row.assignee]),
    ).toEqual([
      ['Sahyadri Textiles', 'Asha Iyer'],
      ['Sahyadri Textiles', 'Asha Iyer'],
      ['Sahyadri Textiles', 'Asha Iyer'],
    ]);
  });

  it('a name two people share is a clear row error', async () => {
    const result = (
      await importCsv([
        'Title,Company,Assign To,Due Date',
        'Vouching,Sahyadri Textiles,Ravi Kumar,2026-12-31',
      ])
    ).json().data;
    expect(result.errors).toEqual([
      {
        line: 2,
        field: 'Assign To',
        message: 'More than one person is named "Ravi Kumar": use the email or key',
      },
    ]);
  });

  it('reads ISO dates and DD/MM/YYYY, saying which cell settled the order', async () => {
    const result = (
      await importCsv([
        'Title,Company,Assign To,Due Date,Start Date',
        'Year end,Sahyadri Textiles,Asha Iyer,31/12/2026,2026-12-01',
        'Advance tax,Sahyadri Textiles,Asha Iyer,03/04/2027,',
        'Bad date,Sahyadri Textiles,Asha Iyer,12/31/2026,',
      ])
    ).json().data;
    expect(result.preview.map((row: { dueDate: string }) => row.dueDate)).toEqual([
      '2026-12-31',
      '2027-04-03',
    ]);
    expect(result.errors).toEqual([
      { line: 4, field: 'Due Date', message: 'Use a date such as 2026-12-31 or 31/12/2026' },
    ]);
    expect(result.notes).toEqual([
      'Dates were read as day/month/year, as "31/12/2026" (line 2, Due Date) shows.',
    ]);
    expect(result.dates).toMatchObject({ order: 'dmy', isChosen: false });
  });

  it('recognises the headers of a Jira and an Asana export and imports them in one transaction', async () => {
    const jira = await importCsv([
      'Summary,Issue key,Assignee,Due date,Priority,Status,Description,Project name',
      `GST return for March,AUD-1,${asha.email},31/Dec/26 12:00 AM,Highest,To Do,File GSTR-3B,FY2025-26 Statutory Audit`,
    ]);
    const jiraResult = jira.json().data;
    expect(jiraResult.mapping).toEqual({
      title: 0,
      assignee: 2,
      dueDate: 3,
      priority: 4,
      status: 5,
      description: 6,
      project: 7,
    });
    expect(jiraResult.errors).toEqual([]);
    expect(jiraResult.preview[0]).toMatchObject({
      dueDate: '2026-12-31',
      priority: 'Critical',
      status: 'Pending',
    });

    const asana = [
      'Task ID,Name,Assignee,Due Date,Projects,Notes',
      `1,TDS return,Asha Iyer,2026-10-31,${project.key},Q2`,
    ];
    const asanaPreview = (await importCsv(asana)).json().data;
    expect(asanaPreview.mapping).toEqual({
      externalId: 0,
      title: 1,
      assignee: 2,
      dueDate: 3,
      project: 4,
      description: 5,
    });
    const before = await queryRows(t.db, sql`select count(*)::int as n from tasks`);
    const committed = (await importCsv(asana, { commit: 'true' })).json().data;
    expect(committed).toMatchObject({ isCommitted: true, rowCount: 1, errors: [] });
    expect(await queryRows(t.db, sql`select count(*)::int as n from tasks`)).toEqual([
      { n: (before[0] as { n: number }).n + 1 },
    ]);
  });

  it('takes a mapping the person changed, and asks for the columns a mapping leaves out', async () => {
    const lines = ['Card Name,Members,Due,List Name', 'Payroll,Asha Iyer,2026-11-30,Client docs'];
    const guessed = (await importCsv(lines)).json().data;
    expect(guessed.mapping).toEqual({ title: 0, assignee: 1, dueDate: 2, status: 3 });
    expect(guessed.errors).toEqual([
      {
        line: 2,
        field: 'Company',
        message: 'No company or project: choose a default client for rows without one',
      },
    ]);
    const untitled = (await importCsv(lines, { mapping: JSON.stringify({ assignee: 1 }) })).json().data;
    expect(untitled.errors).toEqual([{ line: 1, field: 'Title', message: 'Choose the column for Title' }]);
    const mapped = (
      await importCsv([...lines.slice(0, 1), `Payroll,Asha Iyer,2026-11-30,${project.key}`], {
        mapping: JSON.stringify({ title: 0, assignee: 1, dueDate: 2, project: 3 }),
      })
    ).json().data;
    expect(mapped.errors).toEqual([]);
    const refused = await importCsv(lines, { mapping: JSON.stringify({ title: 9 }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields.mapping).toBe(
      'The column mapping names a column the file does not have',
    );
  });

  it("the export writes the project's name beside its key", async () => {
    const csv = await call(t, org.admin.cookie, 'GET', `/tasks/export.csv?projectId=${project.id}`);
    const [header, ...rows] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    const keyAt = header?.indexOf('Project') ?? -1;
    expect(header?.[keyAt + 1]).toBe('Project Name');
    expect(rows[0]?.slice(keyAt, keyAt + 2)).toEqual([project.key, 'FY2025-26 Statutory Audit']);
  });
});
