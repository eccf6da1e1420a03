/**
 * Issue 38, item 10: the live stream tells only what the reader may know. Through real streams: a
 * colleague's time entry and leave application reach their manager (who approves the leave) and an
 * administrator with ids, and never a peer; a member whose role holds no permission, and one whose access
 * was just taken away, get no work event at all. Absence is proved by order, not by waiting: every stream
 * is sent an access change after the work, and a stream handles its events one at a time, in order.
 */
import type { Permission } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { publishLiveEvent } from '../../lib/live-events';
import { openStream } from '../../test/event-stream';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: OrganizationFixture;
/** Leads a team without View All Tasks: reads the time and leave of their reporting tree only. */
let lead: Account;
/** Reports to the lead; logs time and applies for leave. */
let colleague: Account;
/** Reports to the lead too: a peer of the colleague. */
let peer: Account;
/** A role with no permission at all. */
let nobody: Account;
/** A Manager (View All Tasks: everyone's time) whose role is taken away during the test. */
let revoked: Account;
let customerId: string;
let leaveTypeId: string;

const LEAD_PERMISSIONS: Permission[] = [
  'time.track',
  'tasks.view',
  'leave.view',
  'leave.accept',
  'leave.apply',
  'notifications.view',
];
/** A Monday long past, so the entry has ended whatever the day the test runs. */
const DAY = '2025-02-03';
const at = (time: string) => new Date(`${DAY}T${time}:00+05:30`).toISOString();

interface WorkData {
  kind?: string;
  ids?: string[];
}

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Stream Audience LLP');
  lead = await org.memberWith(LEAD_PERMISSIONS);
  colleague = await org.member('Employee', { name: 'Kiran Colleague', managerId: lead.id });
  peer = await org.member('Employee', { name: 'Pia Peer', managerId: lead.id });
  nobody = await org.memberWith([]);
  revoked = await org.member('Manager', { name: 'Rita Revoked' });
  customerId = await org.customer('Audience Client');
  const type = await call(t, org.admin.cookie, 'POST', '/leave/types', {
    name: 'Medical',
    yearlyAllocation: 10,
    tracksBalance: false,
    approvalSteps: [{ kind: 'manager' }],
  });
  expect(type.statusCode, type.body).toBe(201);
  leaveTypeId = type.json().data.id;
});
afterAll(() => t.close());

async function createTask(assigneeId: string) {
  const response = await call(t, org.admin.cookie, 'POST', '/tasks', {
    customerId,
    assigneeId,
    title: 'Reconcile ledger',
    dueDate: '2031-05-20',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

async function logTime(account: Account, taskId: string) {
  const response = await call(t, account.cookie, 'POST', '/time/entries', {
    taskId,
    startedAt: at('10:00'),
    endedAt: at('11:00'),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

type WorkStream = Awaited<ReturnType<typeof openStream<WorkData>>>;
const workEvents = (stream: WorkStream) =>
  stream.events.filter((entry) => entry.event === 'work').map((entry) => entry.data);
const accessEvents = (stream: WorkStream) => stream.events.filter((entry) => entry.event === 'access').length;

/** Sends each stream an access change and waits for its answer: every work event before it has arrived. */
async function flush(streams: Array<[Account, WorkStream]>) {
  const before = streams.map(([, stream]) => accessEvents(stream));
  await publishLiveEvent(t.db, { type: 'access_changed', userIds: streams.map(([account]) => account.id) });
  for (const [index, [, stream]] of streams.entries()) {
    const seen = before[index] ?? 0;
    await expect.poll(() => accessEvents(stream)).toBeGreaterThan(seen);
  }
}

describe('what a stream is told of work', () => {
  it('ids of time and leave only to those who read them; nothing to no permission or revoked access', async () => {
    const colleagueTask = await createTask(colleague.id);
    const peerTask = await createTask(peer.id);
    const streams = {
      admin: await openStream<WorkData>(t.app, org.admin.cookie),
      lead: await openStream<WorkData>(t.app, lead.cookie),
      peer: await openStream<WorkData>(t.app, peer.cookie),
      nobody: await openStream<WorkData>(t.app, nobody.cookie),
      revoked: await openStream<WorkData>(t.app, revoked.cookie),
    };
    try {
      // The Manager's role is taken away: their stream goes on with no permission.
      const [noRole] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, nobody.id));
      await t.db.update(users).set({ roleId: noRole?.roleId }).where(eq(users.id, revoked.id));
      await expect.poll(() => accessEvents(streams.revoked)).toBe(1);

      const entryId = await logTime(colleague, colleagueTask);
      const applied = await call(t, colleague.cookie, 'POST', '/leave/requests', {
        leaveTypeId,
        fromDate: '2035-03-05',
        toDate: '2035-03-06',
        reason: 'Surgery',
        addressDuringLeave: '4 Hospital Road, Pune',
        emergencyContact: '+91 98450 11111',
      });
      expect(applied.statusCode, applied.body).toBe(201);
      const requestId = applied.json().data.id as string;
      const newTask = await createTask(colleague.id);

      const carries = (kind: string, id: string) => (data: WorkData, event: string) =>
        event === 'work' && data.kind === kind && (data.ids ?? []).includes(id);
      // The colleague's manager (and approver) and the administrator hear what changed.
      for (const stream of [streams.lead, streams.admin]) {
        await stream.next(carries('time', entryId));
        await stream.next(carries('leave', requestId));
      }
      // View All Tasks names every task; the lead, whose reach is not known from memory, gets a hint.
      await streams.admin.next(carries('task', newTask));
      await streams.lead.next((data, event) => event === 'work' && data.kind === 'task' && !data.ids);

      // The lead approves: who is out changed, which every leave reader hears, without ids.
      const approved = await call(t, lead.cookie, 'POST', `/leave/requests/${requestId}/approve`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      await streams.peer.next((data, event) => event === 'work' && data.kind === 'leave');

      // The peer's own time is theirs to hear, with its id.
      const ownEntry = await logTime(peer, peerTask);
      await streams.peer.next(carries('time', ownEntry));

      await flush([
        [peer, streams.peer],
        [nobody, streams.nobody],
        [revoked, streams.revoked],
      ]);
      const peerHeard = workEvents(streams.peer);
      expect(JSON.stringify(peerHeard)).not.toContain(entryId);
      expect(JSON.stringify(peerHeard)).not.toContain(requestId);
      expect(JSON.stringify(peerHeard)).not.toContain(newTask);
      // Of the colleague's application the peer heard nothing: only its approval, as a hint.
      expect(peerHeard.filter((data) => data.kind === 'leave')).toEqual([{ kind: 'leave' }]);
      expect(peerHeard.filter((data) => data.kind === 'time')).toEqual([{ kind: 'time', ids: [ownEntry] }]);
      expect(peerHeard.filter((data) => data.kind === 'task').every((data) => data.ids === undefined)).toBe(
        true,
      );
      expect(workEvents(streams.nobody)).toEqual([]);
      expect(workEvents(streams.revoked)).toEqual([]);
    } finally {
      for (const stream of Object.values(streams)) await stream.close();
    }
  });
});
