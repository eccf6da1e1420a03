import { describe, expect, it } from 'vitest';
import { dashboardColumns, taskListLink } from './components/dashboard-table';
import { weekAround } from './week';

describe('weekAround', () => {
  it('runs Monday to Sunday, whatever day it is asked on', () => {
    expect(weekAround('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Monday
    expect(weekAround('2026-11-26')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekAround('2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Sunday
  });

  it('crosses months and years', () => {
    expect(weekAround('2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });
});

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
