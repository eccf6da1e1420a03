import type { IApi, ITask } from '@svar-ui/react-gantt';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Gantt } from '@taskflow/shared';
import { render, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { ThemeProvider } from '../../../lib/theme';
import { useGantt } from '../api/planning';
import { GanttChart, type RefusedMove } from './gantt-chart';
import { type LoadedGantt, mergeWindows } from './gantt-data';

/**
 * Issue 25, item 5: the wiring between our Gantt data and SVAR's chart. SVAR needs a real layout to
 * draw and drag (jsdom has none), so it is replaced by a stand-in that keeps the props it was given and
 * an api on the pattern of SVAR's: `exec` runs the interceptors (any `false` stops the action), applies
 * an update to the bar, then tells the listeners. A drag is SVAR's `update-task` with the bar's new dates.
 */
const chart = vi.hoisted(() => ({
  props: {} as Record<string, unknown>,
  bars: new Map<unknown, Record<string, unknown>>(),
  api: null as unknown as IApi,
}));

vi.mock('@svar-ui/react-gantt', () => {
  const passThrough = ({ children }: { children: ReactNode }) => children;
  function StandInGantt(props: { init: (api: IApi) => void; tasks: ITask[] }) {
    chart.props = props;
    useEffect(() => {
      const listeners = new Map<string, ((event: never) => unknown)[]>();
      const interceptors = new Map<string, ((event: never) => unknown)[]>();
      const add = (to: typeof listeners) => (action: string, handler: (event: never) => unknown) => {
        to.set(action, [...(to.get(action) ?? []), handler]);
      };
      chart.bars = new Map(props.tasks.map((task) => [task.id, { ...task }]));
      chart.api = {
        on: add(listeners),
        intercept: add(interceptors),
        exec: async (action: string, event: never) => {
          for (const intercept of interceptors.get(action) ?? [])
            if (intercept(event) === false) return false;
          const update = event as { id: unknown; task?: Record<string, unknown> };
          if (action === 'update-task')
            chart.bars.set(update.id, { ...chart.bars.get(update.id), ...update.task });
          for (const listen of listeners.get(action) ?? []) listen(event);
          return true;
        },
        getTask: (id: unknown) => chart.bars.get(id),
        // The rows as drawn: subtasks are folded away under their task.
        getState: () => ({ _tasks: props.tasks.filter((row) => !row.parent) }),
        getReactiveState: () => ({}),
      } as unknown as IApi;
      props.init(chart.api);
    }, [props.init, props.tasks]);
    return null;
  }
  return { Gantt: StandInGantt, Willow: passThrough, WillowDark: passThrough };
});
vi.mock('@svar-ui/react-core', () => ({ Locale: ({ children }: { children: ReactNode }) => children }));
// SVAR's stylesheet is of no use without its chart.
vi.mock('./svar-styles', () => ({ installSvarStyles: () => {} }));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const T1 = '6f1c1d9e-0000-4000-8000-0000000000e1';
const T2 = '6f1c1d9e-0000-4000-8000-0000000000e2';
const task = (id: string, displayId: string, startDate: string, dueDate: string) => ({
  id,
  displayId,
  title: `${displayId} work`,
  status: 'Pending',
  startDate,
  dueDate,
  hasStartDate: true,
  progress: 0,
  assignee: { id: 'u1', name: 'Asha' },
  assigneeLeaveDays: [],
  subtasks: [],
});
const ANSWER: Gantt = {
  project: { id: 'p1', key: 'ACM', name: 'Audit', startDate: '2026-11-30', targetEndDate: '2026-12-31' },
  range: { from: '2026-11-30', to: '2026-12-31' },
  today: '2026-12-02',
  workWeek: [1, 2, 3, 4, 5],
  tasks: [
    {
      ...task(T1, 'ACM-1', '2026-12-01', '2026-12-04'),
      subtasks: [{ id: 'st1', title: 'Bank statements', isDone: false }],
    },
    // Starts before ACM-1, which it waits for, ends: in conflict.
    task(T2, 'ACM-2', '2026-12-03', '2026-12-08'),
  ],
  milestones: [{ id: 'ms1', name: 'Fieldwork done', date: '2026-12-15', isDone: false }],
  dependencies: [
    {
      id: 'd1',
      predecessorId: T1,
      successorId: T2,
      lagDays: 0,
      conflict: 'ACM-2 starts 3 Dec 2026, before ACM-1 ends on 4 Dec 2026',
    },
  ],
  window: { offset: 0, limit: 100, total: 2 },
  nonWorkingDays: [],
  canEdit: true,
};
const GANTT = mergeWindows([ANSWER]) as LoadedGantt;

/** A project of 250 tasks, answered a window at a time as the API does. */
const MANY = Array.from({ length: 250 }, (_, row) =>
  task(`t${row}`, `ACM-${row}`, '2026-12-01', '2026-12-04'),
);
const windowOfMany = (offset: number, limit: number): Gantt => ({
  ...ANSWER,
  tasks: MANY.slice(offset, offset + limit),
  window: { offset, limit, total: MANY.length },
  dependencies: [],
});

let requests: { url: string; method: string; body: unknown }[];
/** Set per test: the schedule call's refusal. */
let refusal: { status: number; body: unknown } | null;

function stubApi() {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      requests.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (refusal && url.endsWith('/schedule'))
        return new Response(JSON.stringify(refusal.body), { status: refusal.status });
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
      const asked = url.match(/\/gantt\?offset=(\d+)&limit=(\d+)$/);
      if (asked) return json(windowOfMany(Number(asked[1]), Number(asked[2])));
      const moved = GANTT.tasks.find((entry) => url === `/api/v1/tasks/${entry.id}/schedule`);
      if (moved) return json({ task: moved, shifted: [] });
      return json(null);
    }),
  );
}

function renderWith(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>,
  );
}

function renderChart(gantt: LoadedGantt = GANTT) {
  const onRefused = vi.fn((_move: RefusedMove) => {});
  const view = renderWith(
    <GanttChart
      gantt={gantt}
      zoom="day"
      onOpenDates={() => {}}
      onRefused={onRefused}
      onNeedRows={() => {}}
      todayRequest={0}
    />,
  );
  return { onRefused, view };
}

/** The chart as the Gantt page wires it: its rows from the windows loaded, asking for more. */
function PagedChart() {
  const { data, loadRows } = useGantt('p1');
  if (!data) return null;
  return (
    <GanttChart
      gantt={data}
      zoom="day"
      onOpenDates={() => {}}
      onRefused={() => {}}
      onNeedRows={loadRows}
      todayRequest={0}
    />
  );
}

/** A bar dragged to new days: SVAR's bars end at the midnight after their last day. */
const drag = (id: string, start: Date, end: Date, inProgress = false) =>
  chart.api.exec('update-task', { id, task: { start, end }, inProgress } as never);
const writes = () => requests.filter((request) => request.method !== 'GET');

beforeEach(() => {
  // Set again by the chart's init on render: a test fails at once if init was not called.
  chart.api = null as unknown as IApi;
  refusal = null;
  vi.mocked(notify).mockClear();
  stubApi();
  // The chart asks whether the screen is a phone's; jsdom has no media queries.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(() => vi.unstubAllGlobals());

describe('GanttChart, a window of rows at a time (issue 27)', () => {
  /** The windows asked for, by offset, in order. */
  const windowsAsked = () =>
    requests.flatMap((request) => request.url.match(/\/gantt\?offset=(\d+)/)?.slice(1) ?? []);
  /** SVAR telling the chart which rows it draws, as it does on every scroll. */
  const scrollTo = (start: number, end: number) =>
    chart.api.exec('render-data', { start, end, from: 0 } as never);
  const rowAt = (index: number) => (chart.props.tasks as ITask[])[index];

  it('is as tall as all its rows from the first window, and asks for the next window near the end of those loaded, once', async () => {
    renderWith(<PagedChart />);
    // The milestone, then 250 rows: the first 100 loaded, the rest placeholders without a bar of their own.
    await waitFor(() => expect(chart.props.tasks).toHaveLength(251));
    expect(rowAt(100)?.id).toBe('t99');
    expect(rowAt(101)).toMatchObject({ id: 'p:100', text: 'Loading…' });
    expect(windowsAsked()).toEqual(['0']);

    // Far from the end of the loaded rows: nothing more.
    await scrollTo(0, 30);
    expect(windowsAsked()).toEqual(['0']);

    // Near it: the next window, once, however often SVAR reports rows while it loads and after it came.
    await scrollTo(60, 90);
    await scrollTo(62, 92);
    await waitFor(() => expect(rowAt(101)?.id).toBe('t100'));
    await scrollTo(64, 94);
    expect(windowsAsked()).toEqual(['0', '100']);

    // Dragged to the foot of the chart: the last window.
    await scrollTo(230, 251);
    await waitFor(() => expect(rowAt(250)?.id).toBe('t249'));
    await scrollTo(229, 250);
    expect(windowsAsked()).toEqual(['0', '100', '200']);
    expect(new Set((chart.props.tasks as ITask[]).map((row) => row.id)).size).toBe(251);
  });
});

describe('GanttChart', () => {
  it('hands the chart bars, links and the range from the data, the bars in conflict in their colour', () => {
    const { view } = renderChart();
    const rows = chart.props.tasks as ITask[];
    expect(rows.map((row) => [row.id, row.parent])).toEqual([
      ['m:ms1', 0],
      [T1, 0],
      ['s:st1', T1],
      [T2, 0],
    ]);
    // ACM-1 runs 1 to 4 December: its bar ends at midnight after the 4th; its subtask shares the bar.
    const bar = rows.find((row) => row.id === T1);
    expect([bar?.start, bar?.end]).toEqual([new Date(2026, 11, 1), new Date(2026, 11, 5)]);
    expect(rows.find((row) => row.id === 's:st1')?.end).toEqual(new Date(2026, 11, 5));
    expect(rows.find((row) => row.id === T2)?.text).toBe(
      'ACM-2 ACM-2 work · Conflict: starts before ACM-1 ends',
    );
    expect(chart.props.links).toEqual([{ id: 'd1', source: T1, target: T2, type: 'e2s' }]);
    // Two weeks past the range, so a bar can be dragged beyond the last due date.
    expect([chart.props.start, chart.props.end]).toEqual([new Date(2026, 10, 30), new Date(2027, 0, 14)]);
    expect(chart.props.readonly).toBe(false);

    const style = view.container.querySelector('style')?.textContent ?? '';
    expect(style).toContain(`.tf-gantt .wx-bar[data-id=':${T2}']`);
    expect(style).not.toContain(T1);
  });

  it('is read-only for someone who may not reschedule, and colours no bar when no link is in conflict', () => {
    const { view } = renderChart({
      ...GANTT,
      canEdit: false,
      dependencies: [{ ...(GANTT.dependencies[0] as Gantt['dependencies'][number]), conflict: null }],
    });
    expect(chart.props.readonly).toBe(true);
    expect(view.container.querySelector('style')).toBeNull();
  });

  it('asks to reschedule a moved bar: its first day and the day before the end SVAR gives', async () => {
    renderChart();
    // While the bar is being dragged nothing is sent.
    await drag(T1, new Date(2026, 11, 7), new Date(2026, 11, 11), true);
    expect(writes()).toEqual([]);

    await drag(T1, new Date(2026, 11, 7), new Date(2026, 11, 11));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          url: `/api/v1/tasks/${T1}/schedule`,
          method: 'PUT',
          body: { startDate: '2026-12-07', dueDate: '2026-12-10' },
        },
      ]),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'ACM-1 rescheduled.'));
  });

  it('sends nothing for a bar put back on its own days, a subtask or a milestone', async () => {
    renderChart();
    await drag(T1, new Date(2026, 11, 1), new Date(2026, 11, 5));
    await drag('s:st1', new Date(2026, 11, 8), new Date(2026, 11, 9));
    // Subtasks follow their task and milestones are edited elsewhere: SVAR is told not to drag them.
    expect(await chart.api.exec('drag-task', { id: 's:st1' } as never)).toBe(false);
    expect(await chart.api.exec('drag-task', { id: 'm:ms1' } as never)).toBe(false);
    expect(await chart.api.exec('drag-task', { id: T1 } as never)).toBe(true);
    // A real move after them: once it is sent, anything they had sent would be there before it.
    await drag(T2, new Date(2026, 11, 7), new Date(2026, 11, 9));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      url: `/api/v1/tasks/${T2}/schedule`,
      body: { dueDate: '2026-12-08' },
    });
  });

  it('puts a refused bar back and hands the page the move with the refusal that shifting would resolve', async () => {
    const shift = 'ACM-2 waits for ACM-1: move it along?';
    refusal = {
      status: 409,
      body: {
        error: { code: 'CONFLICT', message: 'Refused', details: { fields: { shiftSuccessors: shift } } },
      },
    };
    const { onRefused } = renderChart();
    await drag(T1, new Date(2026, 11, 7), new Date(2026, 11, 11));

    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(onRefused).toHaveBeenCalledWith({
      task: expect.objectContaining({ id: T1, startDate: '2026-12-01', dueDate: '2026-12-04' }),
      proposal: { startDate: '2026-12-07', dueDate: '2026-12-10' },
      refusal: shift,
    });
    expect(chart.api.getTask(T1)).toMatchObject({ start: new Date(2026, 11, 1), end: new Date(2026, 11, 5) });
    // Putting the bar back is not another move.
    expect(writes()).toHaveLength(1);
  });

  it('puts a bar back and says why when the move is refused for another reason', async () => {
    refusal = { status: 403, body: { error: { code: 'FORBIDDEN', message: 'You may not edit this task' } } };
    const { onRefused } = renderChart();
    await drag(T1, new Date(2026, 11, 7), new Date(2026, 11, 11));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'You may not edit this task'));
    expect(chart.api.getTask(T1)).toMatchObject({ start: new Date(2026, 11, 1), end: new Date(2026, 11, 5) });
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('saves a link drawn from the end of one task to the start of another, and refuses other links', async () => {
    renderChart();
    // The arrow waits for the server: SVAR does not add it itself.
    expect(await chart.api.exec('add-link', { link: { source: T2, target: T1, type: 'e2s' } } as never)).toBe(
      false,
    );
    await waitFor(() =>
      expect(writes()).toEqual([
        { url: '/api/v1/dependencies', method: 'POST', body: { predecessorId: T2, successorId: T1 } },
      ]),
    );

    await chart.api.exec('add-link', { link: { source: T1, target: T2, type: 's2s' } } as never);
    await chart.api.exec('add-link', { link: { source: 'm:ms1', target: T2, type: 'e2s' } } as never);
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Link tasks from the end of one bar to the start of another.',
    );
    expect(writes()).toHaveLength(1);

    await chart.api.exec('delete-link', { id: 'd1' } as never);
    await waitFor(() =>
      expect(writes()[1]).toMatchObject({ url: '/api/v1/dependencies/d1', method: 'DELETE' }),
    );
  });
});
