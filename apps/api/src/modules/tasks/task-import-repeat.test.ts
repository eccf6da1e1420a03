import { guessTaskImportMapping } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { call, newOrganization, type OrganizationFixture, sendForm } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { KNOWN_REPEATS, repeatOf } from './task-import-words';

// Issue 40: the Task List import reads a Repeat column as a firm's sheet writes it (Monthly,
// Quarterly, Every 2 weeks) and gives each task the recurrence the task form would send.

let t: TestApp;
let org: OrganizationFixture;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Kulkarni & Desai Chartered Accountants');
  await org.member('Employee', { name: 'Asha Iyer' });
  const [customer] = await t.db
    .insert(customers)
    .values({
      organizationId: org.orgId,
      businessName: 'Sahyadri Textiles',
      email: 'accounts@sahyadri.example',
      address: '1 Road',
    })
    .returning({ id: customers.id });
  customerId = customer?.id as string;
});
afterAll(() => t.close());

const importCsv = (lines: string[], fields: Record<string, string> = {}) =>
  sendForm(t, org.admin.cookie, 'POST', '/tasks/import', {
    ...fields,
    file: { name: 'tasks.csv', type: 'text/csv', data: Buffer.from(lines.join('\n')) },
  });

const countOf = async (table: 'tasks' | 'task_series') =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where organization_id = ${org.orgId}`,
    )
  )[0]?.n;

/** A task's series as stored (what the task form's recurrence becomes), and its occurrence day. */
const seriesOf = async (title: string) =>
  (
    await queryRows(
      t.db,
      sql`select s.frequency, s.interval, s.month_day as "monthDay", s.is_last_working_day as "isLastWorkingDay",
            s.start_date::text as "startDate", s.end_date as "endDate", s.is_active as "isActive",
            t.occurrence_date::text as "occurrenceDate",
            (select count(*)::int from jobs j where j.key = 'task-series:' || s.id || ':after:' || t.due_date::text
              and j.kind = 'tasks.next-occurrence') as "nextScheduled"
          from tasks t left join task_series s on s.id = t.series_id
          where t.organization_id = ${org.orgId} and t.title = ${title}`,
    )
  )[0];

describe('the Repeat column of a task import', () => {
  it('recognises the headers people give it', () => {
    for (const header of ['Repeat', 'Repeats', 'Recurrence', 'Recurring', 'Frequency'])
      expect(guessTaskImportMapping(['Title', header]), header).toEqual({ title: 0, repeat: 1 });
  });

  it('reads the values as people write them', () => {
    const read = (text: string) => repeatOf(text);
    expect(read('Monthly')).toEqual({ frequency: 'monthly', interval: 1 });
    expect(read('Quarterly')).toEqual({ frequency: 'monthly', interval: 3 });
    expect(read('Half-yearly')).toEqual({ frequency: 'monthly', interval: 6 });
    expect(read('half yearly')).toEqual({ frequency: 'monthly', interval: 6 });
    expect(read('Yearly')).toEqual({ frequency: 'yearly', interval: 1 });
    expect(read('Annually')).toEqual({ frequency: 'yearly', interval: 1 });
    expect(read('Weekly')).toEqual({ frequency: 'weekly', interval: 1 });
    expect(read('Daily')).toEqual({ frequency: 'daily', interval: 1 });
    expect(read('Fortnightly')).toEqual({ frequency: 'weekly', interval: 2 });
    expect(read('Every 3 months')).toEqual({ frequency: 'monthly', interval: 3 });
    expect(read('every 2 weeks')).toEqual({ frequency: 'weekly', interval: 2 });
    expect(read('Every  10 days')).toEqual({ frequency: 'daily', interval: 10 });
    expect(read('Every month')).toEqual({ frequency: 'monthly', interval: 1 });
    expect(read('every 2 years')).toEqual({ frequency: 'yearly', interval: 2 });
    for (const none of ['', '  ', 'None', 'No', 'never']) expect(read(none), none).toBeNull();
    for (const unknown of ['sometimes', 'every', 'monthly-ish', '3'])
      expect(read(unknown), unknown).toBeUndefined();
  });

  it('gives each task the recurrence the task form would send: Monthly, Quarterly, Every 2 weeks, blank', async () => {
    const lines = [
      'Title,Company,Assign To,Due Date,Repeat',
      'GSTR-3B,Sahyadri Textiles,Asha Iyer,2027-01-20,Monthly',
      'TDS return,Sahyadri Textiles,Asha Iyer,2027-01-31,Quarterly',
      'Payroll review,Sahyadri Textiles,Asha Iyer,2027-01-15,Every 2 weeks',
      'Statutory audit,Sahyadri Textiles,Asha Iyer,2027-03-31,',
    ];
    const preview = (await importCsv(lines)).json().data;
    expect(preview.mapping).toMatchObject({ repeat: 4 });
    expect(preview.errors).toEqual([]);

    const tasksBefore = await countOf('tasks');
    const committed = await importCsv(lines, { commit: 'true' });
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json().data).toMatchObject({ isCommitted: true, errors: [] });
    expect(await countOf('tasks')).toBe((tasksBefore ?? 0) + 4);

    const repeating = { isLastWorkingDay: false, endDate: null, isActive: true, nextScheduled: 1 };
    expect(await seriesOf('GSTR-3B')).toEqual({
      ...repeating,
      frequency: 'monthly',
      interval: 1,
      monthDay: 20,
      startDate: '2027-01-20',
      occurrenceDate: '2027-01-20',
    });
    expect(await seriesOf('TDS return')).toEqual({
      ...repeating,
      frequency: 'monthly',
      interval: 3,
      monthDay: 31,
      startDate: '2027-01-31',
      occurrenceDate: '2027-01-31',
    });
    expect(await seriesOf('Payroll review')).toEqual({
      ...repeating,
      frequency: 'weekly',
      interval: 2,
      monthDay: null,
      startDate: '2027-01-15',
      occurrenceDate: '2027-01-15',
    });
    expect(await seriesOf('Statutory audit')).toMatchObject({ frequency: null, occurrenceDate: null });

    // The same quarterly task made with the task form's body is stored alike.
    const asha = (
      await queryRows<{ id: string }>(
        t.db,
        sql`select id from users where organization_id = ${org.orgId} and name = 'Asha Iyer'`,
      )
    )[0] as { id: string };
    const made = await call(t, org.admin.cookie, 'POST', '/tasks', {
      customerId,
      assigneeId: asha.id,
      title: 'TDS return by hand',
      dueDate: '2027-01-31',
      recurrence: { frequency: 'monthly', interval: 3, isLastWorkingDay: false, endDate: null },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await seriesOf('TDS return by hand')).toEqual(await seriesOf('TDS return'));
    const imported = (
      await queryRows<{ id: string }>(
        t.db,
        sql`select id from tasks where organization_id = ${org.orgId} and title = 'TDS return'`,
      )
    )[0] as { id: string };
    const detail = await call(t, org.admin.cookie, 'GET', `/tasks/${imported.id}`);
    expect(detail.json().data.recurrence).toMatchObject({
      frequency: 'monthly',
      interval: 3,
      isActive: true,
    });
  });

  it('a value it cannot read is a problem of its line and column, and nothing is imported', async () => {
    const lines = [
      'Title,Company,Assign To,Due Date,Recurrence',
      'GSTR-1,Sahyadri Textiles,Asha Iyer,2027-01-11,Monthly',
      'Board meeting,Sahyadri Textiles,Asha Iyer,2027-02-15,sometimes',
      'Stock count,Sahyadri Textiles,Asha Iyer,2027-02-20,Every 0 days',
    ];
    const tasksBefore = await countOf('tasks');
    const seriesBefore = await countOf('task_series');
    const result = (await importCsv(lines, { commit: 'true' })).json().data;
    expect(result.isCommitted).toBe(false);
    expect(result.errors).toEqual([
      { line: 3, field: 'Repeat', message: `"sometimes" is not one of ${KNOWN_REPEATS}` },
      // Read, but past the task form's bounds: the schema's own message.
      { line: 4, field: 'Repeat', message: 'Repeat at least every 1' },
    ]);
    expect(KNOWN_REPEATS).toContain('Quarterly');
    expect(await countOf('tasks')).toBe(tasksBefore);
    expect(await countOf('task_series')).toBe(seriesBefore);
  });

  it('a subtask does not repeat: its Repeat cell is noted, not imported', async () => {
    const result = (
      await importCsv([
        'Task ID,Title,Company,Assign To,Due Date,Repeat,Parent Task',
        '1,Annual return,Sahyadri Textiles,Asha Iyer,2027-05-31,Yearly,',
        '2,Collect ledgers,,,,Monthly,1',
      ])
    ).json().data;
    expect(result.errors).toEqual([]);
    expect(result.rowNotes).toEqual([
      { line: 3, field: 'Repeat', message: 'Subtasks do not repeat: "Monthly" is not imported' },
    ]);
  });
});
