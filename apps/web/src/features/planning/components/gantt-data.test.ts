import type { Gantt } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { dateToDay, dayToDate, dueDayOfEnd, isTaskRow, toGanttLinks, toGanttRows } from './gantt-data';

const gantt = {
  project: { id: 'p', key: 'GST', name: 'GST', startDate: '2031-12-01', targetEndDate: '2032-01-31' },
  range: { from: '2031-12-01', to: '2032-01-31' },
  today: '2031-12-15',
  workWeek: [1, 2, 3, 4, 5],
  tasks: [
    {
      id: 't1',
      displayId: 'GST-1',
      title: 'Year-end filing',
      status: 'In Progress',
      startDate: '2031-12-30',
      dueDate: '2031-12-31',
      hasStartDate: true,
      progress: 50,
      assignee: { id: 'u', name: 'Asha' },
      assigneeLeaveDays: ['2031-12-31'],
      subtasks: [{ id: 's1', title: 'Bank statements', isDone: true }],
    },
  ],
  milestones: [{ id: 'm1', name: 'Sign-off', date: '2032-01-15', isDone: false }],
  dependencies: [{ id: 'd1', predecessorId: 't1', successorId: 't2', lagDays: 0 }],
  nonWorkingDays: [],
  canEdit: true,
} satisfies Gantt;

describe('Gantt data', () => {
  it("names the assignee's leave on the task's row", () => {
    const [, task] = toGanttRows(gantt);
    expect(task?.text).toBe('GST-1 Year-end filing · Asha on leave 1 day');
    const [, , , unaffected] = toGanttRows({
      ...gantt,
      tasks: [
        ...gantt.tasks,
        {
          ...(gantt.tasks[0] as Gantt['tasks'][number]),
          id: 't2',
          displayId: 'GST-2',
          assigneeLeaveDays: [],
        },
      ],
    });
    expect(unaffected?.text).toBe('GST-2 Year-end filing');
  });

  it('draws a task from its start to the midnight after its due date, and reads the due date back', () => {
    const [, task] = toGanttRows(gantt);
    expect(task?.start).toEqual(new Date(2031, 11, 30));
    expect(task?.end).toEqual(new Date(2032, 0, 1));
    expect(dueDayOfEnd(task?.end as Date)).toBe('2031-12-31');
    expect(dateToDay(dayToDate('2032-02-29'))).toBe('2032-02-29');
  });

  it('puts milestones first and subtasks under their task, with ids that mark them as not draggable', () => {
    const rows = toGanttRows(gantt);
    expect(rows.map((row) => [row.id, row.type, row.parent])).toEqual([
      ['m:m1', 'milestone', 0],
      ['t1', 'task', 0],
      ['s:s1', 'task', 't1'],
    ]);
    expect(rows.map((row) => isTaskRow(row.id))).toEqual([false, true, false]);
    expect(rows[2]?.progress).toBe(100);
  });

  it('links are finish-to-start from predecessor to successor', () => {
    expect(toGanttLinks(gantt)).toEqual([{ id: 'd1', source: 't1', target: 't2', type: 'e2s' }]);
  });
});
