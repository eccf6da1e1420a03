import { describe, expect, it } from 'vitest';
import { weekAround } from '../lib/week';
import { dashboardColumns, taskListLink } from './dashboard-table';

describe('drill-down links', () => {
  const week = weekAround('2026-11-25');
  const link = (key: string) => {
    const column = dashboardColumns(week).find((entry) => entry.key === key);
    if (!column) throw new Error(key);
    return new URL(taskListLink('u-1', column.filter), 'http://x');
  };

  it('open the Task List filtered by the member and the status counted', () => {
    const url = link('inProgress');
    expect(url.pathname).toBe('/app/tasks');
    expect(Object.fromEntries(url.searchParams)).toEqual({ assigneeId: 'u-1', status: 'In Progress' });
  });

  it('overdue and due this week use the list’s overdue and due-range filters on open tasks', () => {
    expect(Object.fromEntries(link('overdue').searchParams)).toEqual({ assigneeId: 'u-1', overdue: 'true' });
    expect(Object.fromEntries(link('dueThisWeek').searchParams)).toEqual({
      assigneeId: 'u-1',
      status: 'Pending,In Progress,On Hold',
      dueFrom: '2026-11-23',
      dueTo: '2026-11-29',
    });
  });
});
