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
  LOOKAHEAD_ROWS,
  type LoadedGantt,
  mergeWindows,
  missingRows,
  type ScaleGeometry,
  todayLabel,
  todayLeft,
  toGanttLinks,
  toGanttRows,
  windowsOf,
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
  window: { offset: 0, limit: 100, total: 1 },
  milestones: [{ id: 'm1', name: 'Sign-off', date: '2032-01-15', isDone: false }],
  dependencies: [{ id: 'd1', predecessorId: 't1', successorId: 't2', lagDays: 0, conflict: null }],
  nonWorkingDays: [],
  canEdit: true,
} satisfies Gantt;

/** A chart whose one window holds all its tasks. */
const whole = (answer: Gantt) =>
  mergeWindows([{ ...answer, window: { offset: 0, limit: 100, total: answer.tasks.length } }]) as LoadedGantt;

describe('Gantt data', () => {
  it("names the assignee's leave on the task's row", () => {
    const [, task] = toGanttRows(whole(gantt));
    expect(task?.text).toBe('GST-1 Year-end filing · Asha on leave 1 day');
    const [, , , unaffected] = toGanttRows(
      whole({
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
      }),
    );
    expect(unaffected?.text).toBe('GST-2 Year-end filing');
  });

  it('draws a task from its start to the midnight after its due date, and reads the due date back', () => {
    const [, task] = toGanttRows(whole(gantt));
    expect(task?.start).toEqual(new Date(2031, 11, 30));
    expect(task?.end).toEqual(new Date(2032, 0, 1));
    expect(dueDayOfEnd(task?.end as Date)).toBe('2031-12-31');
    expect(dateToDay(dayToDate('2032-02-29'))).toBe('2032-02-29');
  });

  it('puts milestones first and subtasks under their task, with ids that mark them as not draggable', () => {
    const rows = toGanttRows(whole(gantt));
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
    const task = toGanttRows(whole(broken)).find((row) => row.id === 't2');
    expect(task?.text).toBe('GST-2 Pay the tax · Conflict: starts before GST-1 ends');
    expect(
      toGanttRows(whole({ ...broken, dependencies: gantt.dependencies })).find((row) => row.id === 't2')
        ?.text,
    ).toBe('GST-2 Pay the tax');
  });

  it('links are finish-to-start from predecessor to successor, drawn once both ends are loaded', () => {
    const second = { ...(gantt.tasks[0] as Gantt['tasks'][number]), id: 't2', displayId: 'GST-2' };
    expect(toGanttLinks({ ...gantt, tasks: [...gantt.tasks, second] })).toEqual([
      { id: 'd1', source: 't1', target: 't2', type: 'e2s' },
    ]);
    expect(toGanttLinks(gantt)).toEqual([]);
  });
});

describe('rows a window at a time (issue 27)', () => {
  const task = (row: number) => ({
    ...(gantt.tasks[0] as Gantt['tasks'][number]),
    id: `t${row}`,
    displayId: `GST-${row}`,
    subtasks: [],
  });
  const answer = (offset: number, count: number, total: number): Gantt => ({
    ...gantt,
    tasks: Array.from({ length: count }, (_, index) => task(offset + index)),
    window: { offset, limit: 100, total },
    dependencies: [{ id: 'd1', predecessorId: 't1', successorId: 't250', lagDays: 0, conflict: null }],
  });

  it('places each window at its rows and keeps the rest as placeholders, the chart as tall as all rows', () => {
    const loaded = mergeWindows([answer(0, 100, 260), answer(200, 60, 260)]) as LoadedGantt;
    expect(loaded.rows).toHaveLength(260);
    expect(loaded.rows.map((row) => row?.id ?? null).slice(98, 102)).toEqual(['t98', 't99', null, null]);
    expect(loaded.rows[200]?.id).toBe('t200');
    expect(loaded.tasks).toHaveLength(160);
    // A link across windows comes with both: it is kept once, and drawn as both its ends are here.
    expect(loaded.dependencies).toHaveLength(1);
    expect(toGanttLinks(loaded)).toHaveLength(1);

    const rows = toGanttRows(loaded);
    // The milestone, then row by row: a placeholder is a plain row, not a task to drag or link.
    expect(rows).toHaveLength(261);
    expect(rows[101]).toMatchObject({ id: 'p:100', text: 'Loading…', parent: 0 });
    expect(isTaskRow(rows[101]?.id)).toBe(false);
    expect(mergeWindows([undefined])).toBeUndefined();
  });

  it('keeps a task in its first place when a refetched window finds it in a second one', () => {
    const moved = { ...answer(100, 100, 200), tasks: [task(99), ...answer(101, 99, 200).tasks] };
    const loaded = mergeWindows([answer(0, 100, 200), moved]) as LoadedGantt;
    expect(loaded.rows[99]?.id).toBe('t99');
    expect(loaded.rows[100]).toBeNull();
    expect(new Set(toGanttRows(loaded).map((row) => row.id)).size).toBe(201);
  });

  it('asks for the placeholders in view or just below it, by window, each window once', () => {
    const shown = toGanttRows(mergeWindows([answer(0, 100, 350)]) as LoadedGantt);
    // Rows 0 to 30 in view: the loaded rows reach well past the look-ahead.
    expect(missingRows(shown, 0, 30)).toEqual([]);
    // Near the end of what is loaded: the placeholders within the look-ahead (the milestone is the
    // chart's first row, so task row 100 is the chart's 101st), all in the next window.
    const near = missingRows(shown, 70, 95);
    expect(near).toEqual(Array.from({ length: 95 + LOOKAHEAD_ROWS - 101 }, (_, index) => 100 + index));
    expect(windowsOf(near)).toEqual([100]);
    // Dragged to the foot of the chart: the windows there, not those between.
    expect(windowsOf(missingRows(shown, 330, 351))).toEqual([300]);
  });
});

/** SVAR's own store (what the chart renders from), given our zoom's config and rows. */
function storeOf(zoom: Zoom, from: string, to: string, rows: ReturnType<typeof toGanttRows>) {
  const store = new DataStore(undefined as never);
  store.init(configOf(zoom, from, to, rows));
  return store;
}

function configOf(zoom: Zoom, from: string, to: string, rows: ReturnType<typeof toGanttRows>) {
  const config = zoomConfig(zoom, () => '');
  // Its writable factory serves reactive subscriptions only, which this store is not asked for.
  return {
    tasks: rows,
    links: [],
    scales: config.scales,
    cellWidth: config.cellWidth,
    lengthUnit: config.lengthUnit,
    durationUnit: 'day',
    start: dayToDate(from),
    end: dayToDate(to),
  } as Parameters<DataStore['init']>[0];
}

describe("SVAR's store given more rows", () => {
  it('keeps its scroll position when a window arrives (the chart hands it all rows again)', () => {
    const first = whole(gantt);
    const store = storeOf('day', '2031-12-01', '2032-01-31', toGanttRows(first));
    store.setState({ scrollTop: 340, scrollLeft: 120 });
    const more = {
      ...first,
      rows: [...first.rows, { ...(gantt.tasks[0] as Gantt['tasks'][number]), id: 't2', subtasks: [] }],
    };
    store.init(configOf('day', '2031-12-01', '2032-01-31', toGanttRows(more)));
    expect(store.getState()).toMatchObject({ scrollTop: 340, scrollLeft: 120 });
    expect(store.getTask('t2')).toBeDefined();
  });
});

describe('the today line', () => {
  /** SVAR's own store, given our zoom's scales, computes the scale the line is placed on. */
  function scaleOf(zoom: Zoom, from: string, to: string) {
    const state = storeOf(zoom, from, to, []).getState();
    return { scale: state._scales as ScaleGeometry, cellWidth: state.cellWidth ?? 0 };
  }

  it('places bars by the day in week and month zoom, as the line', () => {
    const rows = toGanttRows(whole(gantt));
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
