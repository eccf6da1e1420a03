/**
 * Test fixture: services, client services and their jobs made as the services module stores them and
 * the generator makes them (decision 043), for the tests of the matrix, jobs and extensions.
 */
import type { JobDateRule } from '@taskflow/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { clientJobs, clientServices, customers, serviceSteps, services, tasks } from '../db/schema';
import { generateJobs } from '../modules/services/generate-jobs';
import type { OrganizationFixture } from './org-fixture';
import type { TestApp } from './test-app';

/** GSTR-3B's rule: the 20th of the month after the period. */
export const TWENTIETH_NEXT_MONTH: JobDateRule = { kind: 'day_after_period', day: 20, monthsAfter: 1 };

export function clientWork(t: TestApp, org: OrganizationFixture) {
  return {
    /** A service with its steps (each due `due` days from the job date and starting then). */
    async service(
      name: string,
      options: {
        frequency?: string;
        everyMonths?: number;
        rule?: JobDateRule;
        leadDays?: number;
        steps?: { title: string; due: number; assigneeId?: string }[];
      } = {},
    ) {
      const [row] = await t.db
        .insert(services)
        .values({
          organizationId: org.orgId,
          name,
          namePattern: `${name} – {period}`,
          frequency: options.frequency ?? 'monthly',
          everyMonths: options.everyMonths ?? null,
          jobDateRule: options.rule ?? TWENTIETH_NEXT_MONTH,
          leadDays: options.leadDays ?? 0,
        })
        .returning({ id: services.id });
      if (!row) throw new Error('No service');
      const steps = options.steps ?? [
        { title: 'Prepare', due: -5 },
        { title: 'File', due: 0 },
      ];
      await t.db.insert(serviceSteps).values(
        steps.map((step, position) => ({
          organizationId: org.orgId,
          serviceId: row.id,
          position,
          title: step.title,
          assigneeRule: step.assigneeId ? 'member' : 'responsible',
          assigneeId: step.assigneeId ?? null,
          startOffset: step.due,
          dueOffset: step.due,
        })),
      );
      return row.id;
    },

    /** A client with the fields the matrix filters on. */
    async client(name: string, fields: { tags?: string[]; responsibleId?: string } = {}) {
      const id = await org.customer(name);
      await t.db
        .update(customers)
        .set({ tags: fields.tags ?? [], responsibleId: fields.responsibleId ?? null })
        .where(eq(customers.id, id));
      return id;
    },

    /** Applies a service to a client from `startsOn`; answers the client service's id. */
    async apply(serviceId: string, customerId: string, startsOn: string, assigneeId?: string) {
      const [row] = await t.db
        .insert(clientServices)
        .values({
          organizationId: org.orgId,
          customerId,
          serviceId,
          startsOn,
          assigneeId: assigneeId ?? null,
          createdById: org.admin.id,
        })
        .returning({ id: clientServices.id });
      if (!row) throw new Error('No client service');
      return row.id;
    },

    /** Runs the generator as of `today` until every page is done. */
    async generate(today: string) {
      let cursor: string | null = null;
      do {
        const result = await t.db.transaction((tx) => generateJobs(tx, org.orgId, { today, cursor }));
        cursor = result.nextCursor;
      } while (cursor);
    },

    /** The client's job of the service for a period. */
    async job(serviceId: string, customerId: string, periodKey: string) {
      const [row] = await t.db
        .select()
        .from(clientJobs)
        .where(
          and(
            eq(clientJobs.serviceId, serviceId),
            eq(clientJobs.customerId, customerId),
            eq(clientJobs.periodKey, periodKey),
          ),
        );
      if (!row) throw new Error(`No job for ${periodKey}`);
      return row;
    },

    /** A job's step tasks in due order. */
    stepsOf(jobId: string) {
      return t.db
        .select({
          id: tasks.id,
          title: tasks.title,
          status: tasks.status,
          assigneeId: tasks.assigneeId,
          startDate: tasks.startDate,
          dueDate: tasks.dueDate,
        })
        .from(tasks)
        .where(eq(tasks.jobId, jobId))
        .orderBy(asc(tasks.dueDate), asc(tasks.title));
    },

    /** Sets the status of the step tasks of these jobs (the trigger moves the jobs' states). */
    async setSteps(jobIds: string[], status: string, onlyFirst = false) {
      for (const jobId of jobIds) {
        const steps = await this.stepsOf(jobId);
        const ids = (onlyFirst ? steps.slice(0, 1) : steps).map((step) => step.id);
        if (ids.length === 0) continue;
        await t.db
          .update(tasks)
          .set({ status, completedAt: status === 'Completed' ? sql`now()` : null })
          .where(inArray(tasks.id, ids));
      }
    },
  };
}

export type ClientWork = ReturnType<typeof clientWork>;
