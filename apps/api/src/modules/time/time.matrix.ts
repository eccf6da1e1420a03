/**
 * The permission matrix's cases for every time route (apps/api/src/test/permission-matrix.test.ts runs
 * them): each is allowed with its permission and refused without it. Fixtures are written straight to
 * the database, so a refused run finds the same state an allowed one did.
 */
import { addCalendarDays, type Permission } from '@taskflow/shared';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { timeEntries, timesheets, users } from '../../db/schema';

type Response = { statusCode: number; body: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface MatrixContext {
  db: () => Db;
  orgId: () => string;
  probeUserId: () => string;
  call: (method: Method, url: string, body?: unknown) => Promise<Response>;
  /** A task assigned to the probe user (created by the admin); answers its id. */
  probeTask: () => Promise<string>;
  /** The customer of the probe's tasks. */
  customerId: () => Promise<string>;
  /** A new member with no permissions; answers their id. */
  freshMember: () => Promise<string>;
}

export function timeRouteCases(
  context: MatrixContext,
): { route: string; needs: Permission; run: () => Promise<Response> }[] {
  const db = () => context.db();
  const orgId = () => context.orgId();
  let slot = 0;
  /** A finished hour of the probe's on a day of its own, so no two fixtures overlap. */
  const entry = async () => {
    const day = addCalendarDays('2025-03-03', slot++);
    const [row] = await db()
      .insert(timeEntries)
      .values({
        organizationId: orgId(),
        userId: context.probeUserId(),
        taskId: await context.probeTask(),
        entryDate: day,
        startedAt: new Date(`${day}T05:00:00Z`),
        endedAt: new Date(`${day}T06:00:00Z`),
        isBillable: true,
      })
      .returning({ id: timeEntries.id, day: timeEntries.entryDate });
    return row as { id: string; day: string };
  };
  /** Clears the probe's timer and today's timed entries (the other fixtures are dated in the past). */
  const stopRunning = () =>
    db()
      .delete(timeEntries)
      .where(
        and(
          eq(timeEntries.userId, context.probeUserId()),
          or(isNull(timeEntries.endedAt), gt(timeEntries.endedAt, new Date(Date.now() - 86_400_000))),
        ),
      );
  const freshDay = () => addCalendarDays('2025-03-03', slot++);
  let week = 0;
  /** A week of a new report of the probe's, in the given state. */
  const reportSheet = async (status: 'submitted' | 'approved') => {
    const reportId = await context.freshMember();
    await db().update(users).set({ managerId: context.probeUserId() }).where(eq(users.id, reportId));
    const [sheet] = await db()
      .insert(timesheets)
      .values({
        organizationId: orgId(),
        userId: reportId,
        weekStart: addCalendarDays('2025-01-06', 7 * week++),
        status,
      })
      .returning({ id: timesheets.id });
    return sheet?.id as string;
  };
  const range = async () => {
    const { day } = await entry();
    return { customerId: await context.customerId(), from: day, to: day };
  };
  const rangeQuery = async () => new URLSearchParams(await range()).toString();
  const call = context.call;
  return [
    { route: 'GET /time/timer', needs: 'time.track', run: () => call('GET', '/api/v1/time/timer') },
    {
      route: 'POST /time/timer',
      needs: 'time.track',
      run: async () => {
        await stopRunning();
        return call('POST', '/api/v1/time/timer', { taskId: await context.probeTask() });
      },
    },
    {
      route: 'POST /time/timer/stop',
      needs: 'time.track',
      run: async () => {
        await stopRunning();
        await db()
          .insert(timeEntries)
          .values({
            organizationId: orgId(),
            userId: context.probeUserId(),
            taskId: await context.probeTask(),
            entryDate: addCalendarDays('2025-01-01', 0),
            startedAt: new Date(Date.now() - 60_000),
          });
        return call('POST', '/api/v1/time/timer/stop');
      },
    },
    { route: 'GET /time/entries', needs: 'time.track', run: () => call('GET', '/api/v1/time/entries') },
    {
      route: 'POST /time/entries',
      needs: 'time.track',
      run: async () =>
        call('POST', '/api/v1/time/entries', {
          taskId: await context.probeTask(),
          date: freshDay(),
          durationMinutes: 30,
        }),
    },
    {
      route: 'GET /time/entries/:id',
      needs: 'time.track',
      run: async () => call('GET', `/api/v1/time/entries/${(await entry()).id}`),
    },
    {
      route: 'PATCH /time/entries/:id',
      needs: 'time.track',
      run: async () => {
        const { id, day } = await entry();
        return call('PATCH', `/api/v1/time/entries/${id}`, {
          taskId: await context.probeTask(),
          date: day,
          durationMinutes: 20,
        });
      },
    },
    {
      route: 'DELETE /time/entries/:id',
      needs: 'time.track',
      run: async () => call('DELETE', `/api/v1/time/entries/${(await entry()).id}`),
    },
    { route: 'GET /time/timesheet', needs: 'time.track', run: () => call('GET', '/api/v1/time/timesheet') },
    {
      route: 'PUT /time/timesheet/cells',
      needs: 'time.track',
      run: async () =>
        call('PUT', '/api/v1/time/timesheet/cells', {
          taskId: await context.probeTask(),
          date: freshDay(),
          minutes: 45,
        }),
    },
    {
      route: 'POST /time/timesheet/submit',
      needs: 'time.track',
      run: () =>
        call('POST', '/api/v1/time/timesheet/submit', { week: addCalendarDays('2024-01-01', 7 * week++) }),
    },
    {
      route: 'POST /time/timesheet/withdraw',
      needs: 'time.track',
      run: async () => {
        const weekStart = addCalendarDays('2024-01-01', 7 * week++);
        await db()
          .insert(timesheets)
          .values({ organizationId: orgId(), userId: context.probeUserId(), weekStart, status: 'submitted' });
        return call('POST', '/api/v1/time/timesheet/withdraw', { week: weekStart });
      },
    },
    {
      route: 'POST /time/timesheet/reopen-request',
      needs: 'time.track',
      run: async () => {
        const weekStart = addCalendarDays('2024-01-01', 7 * week++);
        await db()
          .insert(timesheets)
          .values({ organizationId: orgId(), userId: context.probeUserId(), weekStart, status: 'approved' });
        return call('POST', '/api/v1/time/timesheet/reopen-request', {
          week: weekStart,
          reason: 'Missed Friday',
        });
      },
    },
    {
      route: 'POST /time/timesheets/:id/approve',
      needs: 'time.approve',
      run: async () => call('POST', `/api/v1/time/timesheets/${await reportSheet('submitted')}/approve`),
    },
    {
      route: 'POST /time/timesheets/:id/return',
      needs: 'time.approve',
      run: async () =>
        call('POST', `/api/v1/time/timesheets/${await reportSheet('submitted')}/return`, {
          comment: 'Split Tuesday',
        }),
    },
    {
      route: 'POST /time/timesheets/:id/reopen',
      needs: 'time.approve',
      run: async () => call('POST', `/api/v1/time/timesheets/${await reportSheet('approved')}/reopen`),
    },
    {
      route: 'GET /time/team-timesheets',
      needs: 'time.approve',
      run: () => call('GET', '/api/v1/time/team-timesheets'),
    },
    { route: 'GET /time/people', needs: 'time.track', run: () => call('GET', '/api/v1/time/people') },
    {
      route: 'GET /time/summary',
      needs: 'time.track',
      run: () => call('GET', '/api/v1/time/summary?from=2025-03-01&to=2025-03-31'),
    },
    {
      route: 'GET /time/rates/projects',
      needs: 'time.billing',
      run: () => call('GET', '/api/v1/time/rates/projects'),
    },
    {
      route: 'GET /time/rates/people',
      needs: 'time.billing',
      run: () => call('GET', '/api/v1/time/rates/people'),
    },
    {
      route: 'PUT /time/rates',
      needs: 'time.billing',
      run: () => call('PUT', '/api/v1/time/rates', { userId: context.probeUserId(), hourlyRate: 1200 }),
    },
    {
      route: 'GET /time/billing/preview',
      needs: 'time.billing',
      run: async () => call('GET', `/api/v1/time/billing/preview?${await rangeQuery()}`),
    },
    {
      route: 'POST /time/billing/batches',
      needs: 'time.billing',
      run: async () => call('POST', '/api/v1/time/billing/batches', await range()),
    },
    {
      route: 'GET /time/billing/batches',
      needs: 'time.billing',
      run: () => call('GET', '/api/v1/time/billing/batches'),
    },
    {
      route: 'GET /time/billing/export.csv',
      needs: 'time.billing',
      run: async () => call('GET', `/api/v1/time/billing/export.csv?${await rangeQuery()}`),
    },
  ];
}
