/**
 * The permission matrix's cases for every reports route (apps/api/src/test/permission-matrix.test.ts runs
 * them): each is allowed with its permission (and reports.view, which every report needs) and refused
 * without it. Saved definitions are written straight to the database, owned by the probe.
 */
import type { Permission } from '@taskflow/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportDefinitions, reportSchedules, roles, users } from '../../db/schema';

type Response = { statusCode: number; body: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ReportsMatrixContext {
  db: () => Db;
  orgId: () => string;
  probeUserId: () => string;
  call: (method: Method, url: string, body?: unknown) => Promise<Response>;
}

/** The action the catalogue's report permissions are probed with (each beside reports.view). */
export function reportPermissionActions(
  context: ReportsMatrixContext,
): Partial<Record<Permission, () => Promise<Response>>> {
  return {
    'reports.view': () => context.call('GET', '/api/v1/reports/tasks'),
    'reports.generate': () => context.call('GET', '/api/v1/reports/tasks?type=custom&groupBy=status'),
    'reports.download': () => context.call('GET', '/api/v1/reports/tasks/export.csv'),
    'reports.export': () => context.call('GET', '/api/v1/reports/tasks/export.xlsx'),
    'reports.view_all_users': () => context.call('GET', '/api/v1/reports/tasks?scope=all'),
    'reports.team_task': () => context.call('GET', '/api/v1/reports/tasks?scope=team'),
  };
}

let counter = 0;

export function reportRouteCases(
  context: ReportsMatrixContext,
): { route: string; needs: Permission; run: () => Promise<Response> }[] {
  const body = () => ({ name: `Probe report ${Date.now()}-${++counter}`, type: 'summary', params: {} });
  const ownDefinition = async () => {
    const [row] = await context
      .db()
      .insert(reportDefinitions)
      .values({
        organizationId: context.orgId(),
        ownerId: context.probeUserId(),
        name: `Probe saved ${Date.now()}-${++counter}`,
        kind: 'task-summary',
        params: {},
      })
      .returning({ id: reportDefinitions.id });
    return row?.id as string;
  };
  // A recipient who may receive a CSV: the organization's Admin (every permission).
  const adminOf = async () => {
    const [row] = await context
      .db()
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.organizationId, context.orgId()), eq(roles.name, 'Admin')))
      .limit(1);
    return row?.id as string;
  };
  const scheduleOf = async (definitionId: string, stopped = false) => {
    const [row] = await context
      .db()
      .insert(reportSchedules)
      .values({
        organizationId: context.orgId(),
        definitionId,
        frequency: 'weekly',
        format: 'csv',
        recipientIds: [context.probeUserId()],
        nextRunAt: new Date(Date.now() + 86_400_000),
        ...(stopped ? { isActive: false, stoppedReason: 'paused', stoppedAt: new Date() } : {}),
      })
      .returning({ id: reportSchedules.id });
    return row?.id as string;
  };
  const ownSchedule = async () => scheduleOf(await ownDefinition());
  // Someone else's schedule, for the organization administrator's routes: the Admin's, who may run it.
  const adminSchedule = async (stopped = false) => {
    const [row] = await context
      .db()
      .insert(reportDefinitions)
      .values({
        organizationId: context.orgId(),
        ownerId: await adminOf(),
        name: `Admin saved ${Date.now()}-${++counter}`,
        kind: 'task-summary',
        params: {},
      })
      .returning({ id: reportDefinitions.id });
    return scheduleOf(row?.id as string, stopped);
  };
  return [
    {
      route: 'GET /reports/dashboard',
      needs: 'reports.view',
      run: () => context.call('GET', '/api/v1/reports/dashboard'),
    },
    {
      route: 'GET /reports/dashboard.pdf',
      needs: 'reports.download',
      run: () => context.call('GET', '/api/v1/reports/dashboard.pdf'),
    },
    {
      route: 'GET /reports/schedules',
      needs: 'reports.generate',
      run: () => context.call('GET', '/api/v1/reports/schedules'),
    },
    {
      route: 'POST /reports/schedules',
      needs: 'reports.generate',
      run: async () =>
        context.call('POST', '/api/v1/reports/schedules', {
          definitionId: await ownDefinition(),
          frequency: 'weekly',
          format: 'csv',
          recipientIds: [await adminOf()],
        }),
    },
    {
      route: 'DELETE /reports/schedules/:id',
      needs: 'reports.generate',
      run: async () => context.call('DELETE', `/api/v1/reports/schedules/${await ownSchedule()}`),
    },
    {
      route: 'GET /reports/organization-schedules',
      needs: 'organization.manage',
      run: () => context.call('GET', '/api/v1/reports/organization-schedules'),
    },
    {
      route: 'POST /reports/organization-schedules/:id/pause',
      needs: 'organization.manage',
      run: async () =>
        context.call('POST', `/api/v1/reports/organization-schedules/${await adminSchedule()}/pause`),
    },
    {
      route: 'POST /reports/organization-schedules/:id/resume',
      needs: 'organization.manage',
      run: async () =>
        context.call('POST', `/api/v1/reports/organization-schedules/${await adminSchedule(true)}/resume`),
    },
    {
      route: 'DELETE /reports/organization-schedules/:id',
      needs: 'organization.manage',
      run: async () =>
        context.call('DELETE', `/api/v1/reports/organization-schedules/${await adminSchedule()}`),
    },
    {
      route: 'GET /reports/tasks',
      needs: 'reports.view',
      run: () => context.call('GET', '/api/v1/reports/tasks'),
    },
    {
      route: 'GET /reports/tasks/rows',
      needs: 'reports.view',
      run: () => context.call('GET', '/api/v1/reports/tasks/rows?type=detailed'),
    },
    {
      route: 'GET /reports/tasks/export.csv',
      needs: 'reports.download',
      run: () => context.call('GET', '/api/v1/reports/tasks/export.csv'),
    },
    {
      route: 'GET /reports/tasks/export.pdf',
      needs: 'reports.download',
      run: () => context.call('GET', '/api/v1/reports/tasks/export.pdf'),
    },
    {
      route: 'GET /reports/tasks/export.xlsx',
      needs: 'reports.export',
      run: () => context.call('GET', '/api/v1/reports/tasks/export.xlsx'),
    },
    {
      route: 'GET /reports/definitions',
      needs: 'reports.view',
      run: () => context.call('GET', '/api/v1/reports/definitions'),
    },
    {
      route: 'POST /reports/definitions',
      needs: 'reports.generate',
      run: () => context.call('POST', '/api/v1/reports/definitions', body()),
    },
    {
      route: 'PUT /reports/definitions/:id',
      needs: 'reports.generate',
      run: async () => context.call('PUT', `/api/v1/reports/definitions/${await ownDefinition()}`, body()),
    },
    {
      route: 'DELETE /reports/definitions/:id',
      needs: 'reports.generate',
      run: async () => context.call('DELETE', `/api/v1/reports/definitions/${await ownDefinition()}`),
    },
  ];
}
