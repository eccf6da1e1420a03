/**
 * Test fixture of the services tests: a service made through the API, clients with the fields firms pick
 * them by, a service applied, jobs generated on a given day, and what they made.
 */
import type { ServiceFields } from '@taskflow/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { clientJobs, customers, tasks } from '../db/schema';
import { generateJobs } from '../modules/services/generate-jobs';
import { call, type OrganizationFixture } from './org-fixture';
import type { TestApp } from './test-app';

export const GSTR3B: ServiceFields = {
  name: 'GSTR-3B',
  namePattern: 'GSTR-3B – {period}',
  frequency: 'monthly',
  jobDateRule: { kind: 'day_after_period', day: 20, monthsAfter: 1 },
  leadDays: 0,
  steps: [
    { title: 'Collect data', workType: 'GST Return', startOffset: -15, dueOffset: -8, estimateHours: 1 },
    {
      title: 'File',
      workType: 'GST Return',
      startOffset: -3,
      dueOffset: -2,
      startUnit: 'working_days',
      dueUnit: 'working_days',
      estimateHours: 0.5,
    },
  ],
};

export function servicesFixture(t: TestApp, org: OrganizationFixture) {
  const api = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    call(t, cookie, method, url, payload);

  return {
    api,
    /** A service made by the organization's admin; answers its detail. */
    async service(fields: Partial<ServiceFields> = {}) {
      const response = await api(org.admin.cookie, 'POST', '/services', { ...GSTR3B, ...fields });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: string; steps: { id: string; title: string }[] };
    },
    /** A client with the fields an apply picks by. */
    async client(
      name: string,
      fields: { tags?: string[]; responsibleId?: string | null; entityType?: string } = {},
    ) {
      const id = await org.customer(name);
      await t.db
        .update(customers)
        .set({
          tags: fields.tags ?? [],
          responsibleId: fields.responsibleId ?? null,
          entityType: fields.entityType ?? null,
        })
        .where(eq(customers.id, id));
      return id;
    },
    async apply(serviceId: string, body: Record<string, unknown>, cookie = org.admin.cookie) {
      const response = await api(cookie, 'POST', `/services/${serviceId}/apply`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { matched: number; applied: number; skipped: number; startsOn: string };
    },
    /** Runs the generator over the organization as on `today`. */
    generate: (today: string) => t.db.transaction((tx) => generateJobs(tx, org.orgId, { today })),
    jobsOf: (serviceId: string) =>
      t.db
        .select()
        .from(clientJobs)
        .where(eq(clientJobs.serviceId, serviceId))
        .orderBy(asc(clientJobs.customerId), asc(clientJobs.periodKey)),
    tasksOf: (jobId: string) =>
      t.db
        .select({
          id: tasks.id,
          title: tasks.title,
          status: tasks.status,
          assigneeId: tasks.assigneeId,
          startDate: tasks.startDate,
          dueDate: tasks.dueDate,
          serviceStepId: tasks.serviceStepId,
          estimateHours: tasks.estimateHours,
          customerId: tasks.customerId,
        })
        .from(tasks)
        .where(eq(tasks.jobId, jobId))
        .orderBy(asc(tasks.dueDate), asc(tasks.title)),
    async clientServiceCount(serviceId: string) {
      const [row] = (
        (await t.db.execute(
          sql`select count(*)::int as n from client_services where service_id = ${serviceId} and status <> 'ended'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      return Number(row?.n ?? 0);
    },
  };
}
