/**
 * The permission matrix's cases for every leave route (apps/api/src/test/permission-matrix.test.ts runs
 * them): each is allowed with `needs` alone, and refused once `needs` and every other permission that
 * would also open it (`anyOf`) are taken away. Fixtures are written straight to the database, so a
 * refused run meets the same state an allowed one did.
 */
import type { Permission } from '@taskflow/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  leaveAttachments,
  leaveBlackouts,
  leaveRequestSteps,
  leaveRequests,
  leaveTypes,
  users,
} from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import { storeUpload } from '../../lib/uploads';
import { TINY_PNG } from '../../test/http';

type Response = { statusCode: number; body: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface LeaveMatrixContext {
  db: () => Db;
  orgId: () => string;
  probeUserId: () => string;
  storage: () => FileStorage;
  call: (method: Method, url: string, body?: unknown) => Promise<Response>;
  /** A multipart request as the probe (text fields and files). */
  callForm: (
    method: Method,
    url: string,
    fields: Record<string, string | { name: string; type: string; data: Buffer }>,
  ) => Promise<Response>;
}

export interface LeaveRouteCase {
  route: string;
  needs: Permission;
  /** Other permissions that open the route too; all are taken away for the refused run. */
  anyOf?: Permission[];
  /** What a refusal answers: 403, or 404 where a record outside the caller's reach is not revealed. */
  refusedStatus?: 403 | 404;
  run: () => Promise<Response>;
}

const ANY_LEAVE: Permission[] = ['leave.apply', 'leave.view', 'leave.accept'];

export function leaveRouteCases(context: LeaveMatrixContext): LeaveRouteCase[] {
  const db = () => context.db();
  const orgId = () => context.orgId();
  let counter = 0;
  const unique = (prefix: string) => `${prefix} ${Date.now()}-${++counter}`;
  /** A distinct weekday far ahead for each request, so none overlaps another. */
  const freshDay = () => {
    const day = new Date(Date.UTC(2031, 0, 6) + counter++ * 7 * 86_400_000);
    return day.toISOString().slice(0, 10);
  };

  const leaveType = async (values: Partial<typeof leaveTypes.$inferInsert> = {}) => {
    const [row] = await db()
      .insert(leaveTypes)
      .values({ organizationId: orgId(), name: unique('Matrix leave'), tracksBalance: false, ...values })
      .returning({ id: leaveTypes.id });
    return row?.id as string;
  };
  /** Another member of the organization (the n-th by id), never the probe. */
  const colleague = async (n = 0) => {
    const [row] = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, orgId()), ne(users.id, context.probeUserId())))
      .orderBy(users.id)
      .offset(n)
      .limit(1);
    return row?.id as string;
  };
  /** A pending request, by `userId`, whose one step `approverId` decides. */
  const pendingRequest = async (
    userId: string,
    approverId: string,
    extra: Partial<typeof leaveRequests.$inferInsert> = {},
  ) => {
    const day = freshDay();
    const [request] = await db()
      .insert(leaveRequests)
      .values({
        organizationId: orgId(),
        userId,
        leaveTypeId: await leaveType(),
        fromDate: day,
        toDate: day,
        totalDays: 1,
        daysByYear: { [day.slice(0, 4)]: 1 },
        reason: 'Matrix',
        addressDuringLeave: 'Matrix',
        emergencyContact: '9876543210',
        currentStep: 0,
        ...extra,
      })
      .returning({ id: leaveRequests.id });
    await db()
      .insert(leaveRequestSteps)
      .values({
        organizationId: orgId(),
        leaveRequestId: request?.id as string,
        position: 0,
        kind: 'person',
        label: 'Matrix approver',
        approverId,
        status: 'pending',
        startedAt: new Date(),
      });
    return request?.id as string;
  };
  const blackout = async () => {
    const [row] = await db()
      .insert(leaveBlackouts)
      .values({
        organizationId: orgId(),
        startDate: '2032-01-01',
        endDate: '2032-01-02',
        effect: 'refuse',
        reason: 'Matrix',
      })
      .returning({ id: leaveBlackouts.id });
    return row?.id as string;
  };
  const withAttachment = async () => {
    const stored = await storeUpload(context.storage(), 'leave-attachments', TINY_PNG, 'image/png');
    const [attachment] = await db()
      .insert(leaveAttachments)
      .values({
        organizationId: orgId(),
        uploadedById: await colleague(),
        fileName: 'note.png',
        file: stored.file,
        mime: 'image/png',
        sizeBytes: TINY_PNG.length,
      })
      .returning({ id: leaveAttachments.id });
    return pendingRequest(await colleague(), await colleague(1), { attachmentId: attachment?.id });
  };
  const blackoutBody = {
    startDate: '2032-02-02',
    endDate: '2032-02-03',
    effect: 'extra_approval',
    reason: 'Matrix',
  };

  return [
    {
      route: 'GET /leave/types',
      needs: 'leave.apply',
      anyOf: ANY_LEAVE,
      run: () => context.call('GET', '/api/v1/leave/types'),
    },
    {
      route: 'POST /leave/types',
      needs: 'organization.manage',
      run: () =>
        context.call('POST', '/api/v1/leave/types', { name: unique('Matrix type'), yearlyAllocation: 5 }),
    },
    {
      route: 'PATCH /leave/types/:id',
      needs: 'organization.manage',
      run: async () =>
        context.call('PATCH', `/api/v1/leave/types/${await leaveType()}`, {
          yearlyAllocation: 6,
          effective: 'next_year',
        }),
    },
    {
      route: 'POST /leave/types/:id/policy-preview',
      needs: 'organization.manage',
      run: async () =>
        context.call('POST', `/api/v1/leave/types/${await leaveType()}/policy-preview`, {
          yearlyAllocation: 6,
          effective: 'now',
        }),
    },
    {
      route: 'GET /leave/balances',
      needs: 'leave.apply',
      anyOf: [...ANY_LEAVE, 'leave.manage'],
      run: () => context.call('GET', '/api/v1/leave/balances'),
    },
    {
      route: 'GET /leave/balances/ledger',
      needs: 'leave.apply',
      anyOf: [...ANY_LEAVE, 'leave.manage'],
      run: async () => context.call('GET', `/api/v1/leave/balances/ledger?leaveTypeId=${await leaveType()}`),
    },
    {
      route: 'POST /leave/balances/adjustments',
      needs: 'organization.manage',
      run: async () =>
        context.call('POST', '/api/v1/leave/balances/adjustments', {
          userId: await colleague(),
          leaveTypeId: await leaveType(),
          year: 2031,
          days: 1,
          reason: 'Matrix',
        }),
    },
    {
      route: 'POST /leave/attachments',
      needs: 'leave.apply',
      run: () =>
        context.callForm('POST', '/api/v1/leave/attachments', {
          fileName: 'note.png',
          file: { name: 'note.png', type: 'image/png', data: TINY_PNG },
        }),
    },
    {
      route: 'POST /leave/requests/preview',
      needs: 'leave.apply',
      run: async () =>
        context.call('POST', '/api/v1/leave/requests/preview', {
          leaveTypeId: await leaveType(),
          fromDate: freshDay(),
          toDate: freshDay(),
        }),
    },
    {
      route: 'POST /leave/requests',
      needs: 'leave.apply',
      run: async () => {
        const day = freshDay();
        return context.call('POST', '/api/v1/leave/requests', {
          leaveTypeId: await leaveType(),
          fromDate: day,
          toDate: day,
          reason: 'Matrix',
          addressDuringLeave: 'Matrix',
          emergencyContact: '9876543210',
        });
      },
    },
    {
      route: 'GET /leave/requests/mine',
      needs: 'leave.apply',
      run: () => context.call('GET', '/api/v1/leave/requests/mine'),
    },
    {
      route: 'GET /leave/requests/pending',
      needs: 'leave.accept',
      run: () => context.call('GET', '/api/v1/leave/requests/pending'),
    },
    {
      route: 'GET /leave/requests',
      needs: 'leave.view',
      run: () => context.call('GET', '/api/v1/leave/requests'),
    },
    {
      route: 'GET /leave/requests.csv',
      needs: 'leave.view',
      run: () => context.call('GET', '/api/v1/leave/requests.csv'),
    },
    {
      // leave.view: who is out, a colleague's approved leave (the details only for its readers, and pending
      // leave only within reach: leave-privacy.test.ts, leave-reach.test.ts); leave.manage: all.
      route: 'GET /leave/requests/:id',
      needs: 'leave.view',
      anyOf: ['leave.manage'],
      refusedStatus: 404,
      run: async () => {
        const id = await pendingRequest(await colleague(), await colleague(1), {
          status: 'Approved',
          currentStep: null,
        });
        return context.call('GET', `/api/v1/leave/requests/${id}`);
      },
    },
    {
      // A colleague's document: Leave Administration only (its applicant and approvers aside).
      route: 'GET /leave/requests/:id/attachment',
      needs: 'leave.manage',
      refusedStatus: 404,
      run: async () => context.call('GET', `/api/v1/leave/requests/${await withAttachment()}/attachment`),
    },
    {
      route: 'POST /leave/requests/:id/approve',
      needs: 'leave.accept',
      run: async () => {
        const id = await pendingRequest(await colleague(), context.probeUserId());
        return context.call('POST', `/api/v1/leave/requests/${id}/approve`, {});
      },
    },
    {
      route: 'POST /leave/requests/:id/reject',
      needs: 'leave.accept',
      run: async () => {
        const id = await pendingRequest(await colleague(), context.probeUserId());
        return context.call('POST', `/api/v1/leave/requests/${id}/reject`, { comment: 'Matrix' });
      },
    },
    {
      route: 'POST /leave/requests/bulk-decision',
      needs: 'leave.accept',
      run: async () => {
        const id = await pendingRequest(await colleague(), context.probeUserId());
        return context.call('POST', '/api/v1/leave/requests/bulk-decision', {
          ids: [id],
          decision: 'approve',
        });
      },
    },
    {
      route: 'POST /leave/requests/:id/cancel',
      needs: 'leave.apply',
      run: async () => {
        const id = await pendingRequest(context.probeUserId(), await colleague());
        return context.call('POST', `/api/v1/leave/requests/${id}/cancel`);
      },
    },
    {
      route: 'POST /leave/requests/:id/cover-tasks',
      needs: 'leave.apply',
      run: async () => {
        const id = await pendingRequest(context.probeUserId(), await colleague(), {
          workAssigneeId: await colleague(),
        });
        return context.call('POST', `/api/v1/leave/requests/${id}/cover-tasks`, {});
      },
    },
    {
      route: 'GET /leave/blackouts',
      needs: 'leave.apply',
      anyOf: ANY_LEAVE,
      run: () => context.call('GET', '/api/v1/leave/blackouts'),
    },
    {
      route: 'POST /leave/blackouts',
      needs: 'organization.manage',
      run: () => context.call('POST', '/api/v1/leave/blackouts', blackoutBody),
    },
    {
      route: 'PUT /leave/blackouts/:id',
      needs: 'organization.manage',
      run: async () => context.call('PUT', `/api/v1/leave/blackouts/${await blackout()}`, blackoutBody),
    },
    {
      route: 'DELETE /leave/blackouts/:id',
      needs: 'organization.manage',
      run: async () => context.call('DELETE', `/api/v1/leave/blackouts/${await blackout()}`),
    },
    { route: 'GET /leave/away', needs: 'leave.accept', run: () => context.call('GET', '/api/v1/leave/away') },
    {
      route: 'PUT /leave/away',
      needs: 'leave.accept',
      run: () =>
        context.call('PUT', '/api/v1/leave/away', { awayFrom: null, awayTo: null, delegateId: null }),
    },
    {
      route: 'GET /leave/availability',
      needs: 'leave.apply',
      anyOf: ANY_LEAVE,
      run: () => context.call('GET', '/api/v1/leave/availability?from=2031-01-01&to=2031-01-31'),
    },
    {
      route: 'GET /leave/on-leave',
      needs: 'leave.apply',
      anyOf: [...ANY_LEAVE, 'tasks.create', 'tasks.edit'],
      run: async () =>
        context.call('GET', `/api/v1/leave/on-leave?userId=${await colleague()}&date=2031-01-06`),
    },
  ];
}
