import { describe, expect, it } from 'vitest';
import { workloadLink } from './workload-table';

const paramsOf = (link: string) => Object.fromEntries(new URL(link, 'https://app.test').searchParams);

describe('a workload number’s Task List link', () => {
  it('opens one person’s open tasks due in the week', () => {
    expect(paramsOf(workloadLink({ assigneeId: 'u1' }, { from: '2026-11-23', to: '2026-11-29' }))).toEqual({
      assigneeId: 'u1',
      status: 'Pending,In Progress,On Hold',
      dueFrom: '2026-11-23',
      dueTo: '2026-11-29',
    });
  });

  it('opens the carried-over tasks: open and due before the current week’s Monday', () => {
    expect(paramsOf(workloadLink({ assigneeId: 'u1' }, { before: '2026-11-23' }))).toEqual({
      assigneeId: 'u1',
      status: 'Pending,In Progress,On Hold',
      dueTo: '2026-11-22',
    });
  });

  it('opens a total as the tree’s own tasks for My team, and everyone’s for Everyone', () => {
    const week = { from: '2026-11-23', to: '2026-11-29' };
    expect(paramsOf(workloadLink({ scope: 'team' }, week))).toMatchObject({
      scope: 'team',
      assignees: 'team',
    });
    const everyone = paramsOf(workloadLink({ scope: 'all' }, week));
    expect(everyone).toMatchObject({ scope: 'all' });
    expect(everyone.assignees).toBeUndefined();
  });
});
