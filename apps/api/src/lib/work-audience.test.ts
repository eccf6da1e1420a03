/**
 * What one receiver is told of a work event (issue 38, item 10): the ids of the rows it reads, a bare hint
 * when its pages may show the change, nothing otherwise; the reporting tree asked only when needed.
 */
import type { Permission } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../plugins/types';
import type { WorkChangedEvent } from './live-events';
import { workNoticeFor } from './work-audience';

const ME = 'me';
const REPORT = 'report';
const PEER = 'peer';

function receiver(permissions: Permission[]): AuthContext {
  return { userId: ME, orgId: 'org', permissions: new Set(permissions) } as unknown as AuthContext;
}

/** The receiver's tree (themselves and one report), counting how often it is asked. */
function tree() {
  const asked = { count: 0 };
  const treeOf = async () => {
    asked.count++;
    return [ME, REPORT];
  };
  return { asked, treeOf };
}

const event = (
  kind: WorkChangedEvent['kind'],
  owners?: (string | null)[],
  shown?: true,
): WorkChangedEvent => ({
  type: 'work_changed',
  org: 'org',
  kind,
  ids: (owners ?? ['x']).map((_, index) => `${kind}-${index}`),
  ...(owners ? { owners } : {}),
  ...(shown ? { shown } : {}),
});

describe('workNoticeFor', () => {
  it('time: own and reporting tree by id, everyone with billing, View All Tasks a hint beyond, else nothing', async () => {
    const { asked, treeOf } = tree();
    const employee = receiver(['time.track']);
    const entries = event('time', [ME, REPORT, PEER]);
    expect(await workNoticeFor(entries, employee, treeOf)).toEqual({
      kind: 'time',
      ids: ['time-0', 'time-1'],
    });
    expect(await workNoticeFor(event('time', [PEER]), employee, treeOf)).toBeNull();
    // One's own rows need no tree.
    const before = asked.count;
    expect(await workNoticeFor(event('time', [ME]), employee, treeOf)).toEqual({
      kind: 'time',
      ids: ['time-0'],
    });
    expect(asked.count).toBe(before);
    expect(await workNoticeFor(entries, receiver(['time.billing']), treeOf)).toEqual({
      kind: 'time',
      ids: entries.ids,
    });
    // View All Tasks does not read the hours of one's own managers (issue 39), who are not known here:
    // their tree's ids, and a bare hint for anyone else's.
    const viewAll = receiver(['time.track', 'tasks.view_all']);
    expect(await workNoticeFor(entries, viewAll, treeOf)).toEqual({
      kind: 'time',
      ids: ['time-0', 'time-1'],
    });
    expect(await workNoticeFor(event('time', [PEER]), viewAll, treeOf)).toEqual({ kind: 'time' });
    // An approver's delegate may read another tree's timesheets: a hint.
    expect(await workNoticeFor(event('time', [PEER]), receiver(['time.approve']), treeOf)).toEqual({
      kind: 'time',
    });
    // A billing batch is no one person's: its id only to those who read everyone's time.
    expect(await workNoticeFor(event('time', [null]), employee, treeOf)).toBeNull();
    expect(await workNoticeFor(event('time', [null]), receiver(['time.billing']), treeOf)).toEqual({
      kind: 'time',
      ids: ['time-0'],
    });
  });

  it('leave: pending leave outside reach is not even hinted; approved leave is, without ids', async () => {
    const { treeOf } = tree();
    const colleague = receiver(['leave.view', 'leave.apply']);
    expect(await workNoticeFor(event('leave', [PEER]), colleague, treeOf)).toBeNull();
    expect(await workNoticeFor(event('leave', [PEER], true), colleague, treeOf)).toEqual({ kind: 'leave' });
    expect(await workNoticeFor(event('leave', [REPORT]), colleague, treeOf)).toEqual({
      kind: 'leave',
      ids: ['leave-0'],
    });
    // Approvers outside the tree are not known from memory: a hint.
    expect(await workNoticeFor(event('leave', [PEER]), receiver(['leave.accept']), treeOf)).toEqual({
      kind: 'leave',
    });
    expect(await workNoticeFor(event('leave', [PEER]), receiver(['leave.manage']), treeOf)).toEqual({
      kind: 'leave',
      ids: ['leave-0'],
    });
    // Own leave needs only a leave permission; the tree's needs View.
    expect(await workNoticeFor(event('leave', [ME]), receiver(['leave.apply']), treeOf)).toEqual({
      kind: 'leave',
      ids: ['leave-0'],
    });
    expect(await workNoticeFor(event('leave', [REPORT]), receiver(['leave.apply']), treeOf)).toBeNull();
  });

  it('tasks and projects: ids with View All Tasks, a hint to other readers, nothing to anyone else', async () => {
    const { asked, treeOf } = tree();
    expect(await workNoticeFor(event('task'), receiver(['tasks.view_all']), treeOf)).toEqual({
      kind: 'task',
      ids: ['task-0'],
    });
    expect(await workNoticeFor(event('task'), receiver(['tasks.view']), treeOf)).toEqual({ kind: 'task' });
    expect(await workNoticeFor(event('project'), receiver(['projects.create']), treeOf)).toEqual({
      kind: 'project',
      ids: ['project-0'],
    });
    expect(await workNoticeFor(event('project'), receiver(['projects.report']), treeOf)).toEqual({
      kind: 'project',
    });
    for (const kind of ['task', 'project', 'time', 'leave'] as const)
      expect(await workNoticeFor(event(kind, [REPORT], true), receiver([]), treeOf)).toBeNull();
    expect(asked.count).toBe(0);
  });
});
