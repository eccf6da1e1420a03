import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
let employee: Account;
let customerId: string;

async function addType(name: string, cookie = org.admin.cookie) {
  const response = await call(t, cookie, 'POST', '/tasks/work-types', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string };
}

const rename = (id: string, name: unknown, cookie = org.admin.cookie) =>
  call(t, cookie, 'PATCH', `/tasks/work-types/${id}`, { name });

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Acme Advisory LLP');
  employee = await org.memberWith(['tasks.view']);
  customerId = await org.customer('Sahyadri Textiles');
});
afterAll(() => t.close());

describe('PATCH /tasks/work-types/:id (rename a work type)', () => {
  it('renames the type; its tasks and recurring series take the new name, other types’ tasks do not', async () => {
    const audit = await addType('Audit');
    await addType('Payroll');
    const task = async (workType: string, extra: Record<string, unknown> = {}) => {
      const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
        customerId,
        assigneeId: org.admin.id,
        title: `A ${workType} task`,
        dueDate: '2031-05-20',
        workType,
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const auditTask = await task('Audit');
    const recurring = await task('audit', { recurrence: { frequency: 'monthly' } });
    const payrollTask = await task('Payroll');

    const response = await rename(audit.id, '  Statutory Audit ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: audit.id, name: 'Statutory Audit', isBuiltIn: false });

    const names = (await call(t, org.admin.cookie, 'GET', '/tasks/work-types'))
      .json()
      .data.map((type: { name: string }) => type.name);
    expect(names).toContain('Statutory Audit');
    expect(names).not.toContain('Audit');
    const workTypeOf = async (id: string) =>
      (await call(t, org.admin.cookie, 'GET', `/tasks/${id}`)).json().data.workType;
    expect(await workTypeOf(auditTask)).toBe('Statutory Audit');
    expect(await workTypeOf(recurring)).toBe('Statutory Audit');
    expect(await workTypeOf(payrollTask)).toBe('Payroll');
    const [series] = (await queryRows(
      t.db,
      sql`select template->>'workType' as "workType" from task_series where organization_id = ${org.orgId}`,
    )) as { workType: string }[];
    expect(series?.workType).toBe('Statutory Audit');
    // A task may be given the new name, and no longer the old one.
    expect(
      (await call(t, org.admin.cookie, 'PATCH', `/tasks/${payrollTask}`, { workType: 'Audit' })).statusCode,
    ).toBe(400);
  });

  it('refuses a name the organization already has, built in or its own, with the create route’s message', async () => {
    const filing = await addType('Filing');
    await addType('Review');
    for (const name of ['review', 'Design']) {
      const response = await rename(filing.id, name);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.details.fields.name).toBe('This work type already exists');
    }
    // A change of case is the same type renamed, not a duplicate.
    expect((await rename(filing.id, 'FILING')).json().data.name).toBe('FILING');
  });

  it('names the field when the name is blank or too long', async () => {
    const type = await addType('Bookkeeping');
    expect((await rename(type.id, '   ')).json().error.details.fields.name).toBe('Work Type is required');
    expect((await rename(type.id, 'x'.repeat(61))).json().error.details.fields.name).toBe(
      'Work Type must be at most 60 characters',
    );
  });

  it('needs tasks.create (403), and a type of another organization or a non-id is not found (404)', async () => {
    const type = await addType('Tax planning');
    expect((await rename(type.id, 'Tax advice', employee.cookie)).statusCode).toBe(403);
    const outsider = await newOrganization(t, 'Elsewhere LLP');
    const theirs = await rename(type.id, 'Taken over', outsider.admin.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Work type not found');
    expect((await rename('not-an-id', 'Anything')).statusCode).toBe(404);
    const [row] = (await queryRows(t.db, sql`select name from task_work_types where id = ${type.id}`)) as {
      name: string;
    }[];
    expect(row?.name).toBe('Tax planning');
  });
});
