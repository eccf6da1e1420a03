// The store SVAR React Gantt runs on (its dependency, so the same version); the component itself does not export it.
import { DataStore, type IGanttTask } from '@svar-ui/gantt-store';
import type { Gantt } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import {
  conflictsOf,
  dateToDay,
  dayToDate,
  dueDayOfEnd,
  isTaskRow,
  type ScaleGeometry,
  todayLabel,
  todayLeft,
  toGanttLinks,
  toGanttRows,
  type Zoom,
  zoomConfig,
} from './gantt-data';

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
  dependencies: [{ id: 'd1', predecessorId: 't1', successorId: 't2', lagDays: 0, conflict: null }],
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

  it('says on a bar, in words, that its task starts before a task it waits for ends', () => {
    const second = {
      ...(gantt.tasks[0] as Gantt['tasks'][number]),
      id: 't2',
      displayId: 'GST-2',
      title: 'Pay the tax',
      assigneeLeaveDays: [],
    };
    const conflict = 'GST-2 starts 30 Dec 2031, before GST-1 ends on 31 Dec 2031';
    const broken = {
      ...gantt,
      tasks: [...gantt.tasks, second],
      dependencies: [{ id: 'd1', predecessorId: 't1', successorId: 't2', lagDays: 0, conflict }],
    };
    expect(conflictsOf(broken)).toEqual(new Map([['t2', ['GST-1']]]));
    const task = toGanttRows(broken).find((row) => row.id === 't2');
    expect(task?.text).toBe('GST-2 Pay the tax · Conflict: starts before GST-1 ends');
    expect(
      toGanttRows({ ...broken, dependencies: gantt.dependencies }).find((row) => row.id === 't2')?.text,
    ).toBe('GST-2 Pay the tax');
  });

  it('links are finish-to-start from predecessor to successor', () => {
    expect(toGanttLinks(gantt)).toEqual([{ id: 'd1', source: 't1', target: 't2', type: 'e2s' }]);
  });
});

/** SVAR's own store (what the chart renders from), given our zoom's config and rows. */
function storeOf(zoom: Zoom, from: string, to: string, rows: ReturnType<typeof toGanttRows>) {
  const config = zoomConfig(zoom, () => '');
  // Its writable factory serves reactive subscriptions only, which this store is not asked for.
  const store = new DataStore(undefined as never);
  store.init({
    tasks: rows,
    links: [],
    scales: config.scales,
    cellWidth: config.cellWidth,
    lengthUnit: config.lengthUnit,
    durationUnit: 'day',
    start: dayToDate(from),
    end: dayToDate(to),
  } as Parameters<DataStore['init']>[0]);
  return store;
}

describe('the today line', () => {
  /** SVAR's own store, given our zoom's scales, computes the scale the line is placed on. */
  function scaleOf(zoom: Zoom, from: string, to: string) {
    const state = storeOf(zoom, from, to, []).getState();
    return { scale: state._scales as ScaleGeometry, cellWidth: state.cellWidth ?? 0 };
  }

  it('places bars by the day in week and month zoom, as the line', () => {
    const rows = toGanttRows(gantt);
    // A day is a seventh of a week's cell, a thirty-first of December's.
    for (const [zoom, dayWidth] of [
      ['week', 84 / 7],
      ['month', 110 / 31],
    ] as const) {
      const store = storeOf(zoom, '2031-12-03', '2032-02-14', rows);
      const { _scales, cellWidth } = store.getState();
      const bar = store.getTask('t1') as IGanttTask;
      // Starts where 30 December's line would stand, and covers two days (30 and 31 December).
      const lineOf30th = todayLeft('2031-12-30', _scales as ScaleGeometry, cellWidth ?? 0) ?? -1;
      expect(Math.abs(bar.$x - lineOf30th)).toBeLessThanOrEqual(1);
      expect(Math.abs(bar.$w - 2 * dayWidth)).toBeLessThanOrEqual(1);
    }
  });

  it('sits at the start of today in day zoom, one cell per day', () => {
    const { scale, cellWidth } = scaleOf('day', '2031-12-03', '2032-02-14');
    expect(todayLeft('2031-12-03', scale, cellWidth)).toBe(0);
    expect(todayLeft('2031-12-17', scale, cellWidth)).toBe(14 * 40);
  });

  it("sits at today's place inside its week and its month, not at the cell's start", () => {
    const week = scaleOf('week', '2031-12-03', '2032-02-14');
    const weekStart = dateToDay(week.scale.start);
    const daysIn = (day: string) => (dayToDate(day).getTime() - dayToDate(weekStart).getTime()) / 86_400_000;
    expect(todayLeft('2031-12-17', week.scale, week.cellWidth)).toBe(
      Math.round((daysIn('2031-12-17') / 7) * 84),
    );
    expect(todayLeft('2031-12-18', week.scale, week.cellWidth)).toBe(
      Math.round((daysIn('2031-12-18') / 7) * 84),
    );

    const month = scaleOf('month', '2031-12-03', '2032-02-14');
    expect(dateToDay(month.scale.start)).toBe('2031-12-01');
    expect(todayLeft('2031-12-17', month.scale, month.cellWidth)).toBe(Math.round((16 / 31) * 110));
    // Across a month boundary: all of December, then 14 of February's 29 days (2032 is a leap year).
    expect(todayLeft('2032-02-15', month.scale, month.cellWidth)).toBe(Math.round((2 + 14 / 29) * 110));
  });

  it('is not drawn when today is off the scale', () => {
    const { scale, cellWidth } = scaleOf('month', '2031-12-03', '2032-02-14');
    expect(todayLeft('2031-11-30', scale, cellWidth)).toBeNull();
    expect(todayLeft('2032-03-01', scale, cellWidth)).toBeNull();
  });

  it('names the day', () => {
    expect(todayLabel('2026-11-23')).toBe('Today, 23 Nov 2026');
  });
});
