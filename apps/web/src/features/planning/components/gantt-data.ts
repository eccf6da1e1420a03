import type { ILink, IScaleConfig, ITask } from '@svar-ui/react-gantt';
import { addCalendarDays, GANTT_PAGE_SIZE, type Gantt, type GanttTask } from '@taskflow/shared';

/**
 * Between our data and the Gantt component: it draws local-time Date objects with an exclusive end,
 * our days are ISO calendar days with an inclusive due date. Subtask and milestone rows get prefixed
 * ids, so a drag or link on them is told apart from a task's.
 */

export const SUBTASK_PREFIX = 's:';
export const MILESTONE_PREFIX = 'm:';
/** A row whose window of tasks has not come yet: `p:` and its row number in the chart's row order. */
export const PLACEHOLDER_PREFIX = 'p:';
export const isTaskRow = (id: unknown) =>
  typeof id === 'string' &&
  !id.startsWith(SUBTASK_PREFIX) &&
  !id.startsWith(MILESTONE_PREFIX) &&
  !id.startsWith(PLACEHOLDER_PREFIX);

/** The Gantt as loaded so far (issue 27): the first window's frame with the tasks of every window come. */
export interface LoadedGantt extends Gantt {
  /** Every row of the chart in its order: the task there, or null while its window is on its way. */
  rows: (GanttTask | null)[];
}

/**
 * The windows answered so far as one chart: rows as many as the first window's total, each window's
 * tasks at their rows, links of every window once. After a change the windows are fetched again one by
 * one, so a task moved across windows may be in two for a moment: its first place wins and the other
 * stays a placeholder until its window is fresh.
 */
export function mergeWindows(windows: (Gantt | undefined)[]): LoadedGantt | undefined {
  const [first] = windows;
  if (!first) return undefined;
  const rows: (GanttTask | null)[] = new Array(first.window.total).fill(null);
  const placed = new Set<string>();
  const links = new Map<string, Gantt['dependencies'][number]>();
  for (const answer of windows) {
    if (!answer) continue;
    answer.tasks.forEach((task, index) => {
      const row = answer.window.offset + index;
      if (row >= rows.length || placed.has(task.id)) return;
      rows[row] = task;
      placed.add(task.id);
    });
    for (const link of answer.dependencies) links.set(link.id, link);
  }
  const tasks = rows.filter((task) => task !== null);
  return { ...first, rows, tasks, dependencies: [...links.values()] };
}

/** Placeholder rows this far below the view are asked for already, so scrolling rarely meets one. */
export const LOOKAHEAD_ROWS = 40;

/**
 * The row numbers of the placeholders in view or just below it. `shown` is the chart's list of rows as
 * drawn (milestones first, open subtasks under their task), `start` and `end` the rows in view.
 */
export function missingRows(shown: { id?: unknown }[], start: number, end: number): number[] {
  const missing: number[] = [];
  for (const row of shown.slice(Math.max(0, start), end + LOOKAHEAD_ROWS)) {
    if (typeof row.id === 'string' && row.id.startsWith(PLACEHOLDER_PREFIX))
      missing.push(Number(row.id.slice(PLACEHOLDER_PREFIX.length)));
  }
  return missing;
}

/** The windows (their offsets) that hold these rows, each once. */
export const windowsOf = (rows: number[]) => [
  ...new Set(rows.map((row) => Math.floor(row / GANTT_PAGE_SIZE) * GANTT_PAGE_SIZE)),
];

export const dayToDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

export const dateToDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The inclusive due day of a bar whose end is exclusive (midnight after its last day). */
export const dueDayOfEnd = (end: Date) => addCalendarDays(dateToDay(end), -1);

export interface GanttRow extends ITask {
  displayId?: string;
  title?: string;
  startDay?: string;
  dueDay?: string;
  assigneeName?: string;
}

/** Tasks that start before a task they wait for ends, with the predecessors they overlap. */
export function conflictsOf(gantt: Gantt): Map<string, string[]> {
  const displayIds = new Map(gantt.tasks.map((task) => [task.id, task.displayId]));
  const conflicts = new Map<string, string[]>();
  for (const link of gantt.dependencies) {
    if (!link.conflict) continue;
    // The predecessor's row may be in a window not loaded yet.
    const predecessor = displayIds.get(link.predecessorId) ?? 'a task it waits for';
    conflicts.set(link.successorId, [...(conflicts.get(link.successorId) ?? []), predecessor]);
  }
  return conflicts;
}

/** " · Conflict: starts before ACM-4 ends", so the bar says in words what its colour shows. */
const conflictNote = (predecessors: string[] | undefined) =>
  predecessors?.length ? ` · Conflict: starts before ${predecessors.join(', ')} ends` : '';

export function toGanttRows(gantt: LoadedGantt): GanttRow[] {
  const conflicts = conflictsOf(gantt);
  // Placeholders keep the chart as tall as all its rows; their bars are hidden (gantt.css).
  const someday = {
    start: dayToDate(gantt.range.from),
    end: dayToDate(addCalendarDays(gantt.range.from, 1)),
  };
  const rows: GanttRow[] = gantt.milestones.map((milestone) => ({
    id: `${MILESTONE_PREFIX}${milestone.id}`,
    text: `◆ ${milestone.name}`,
    title: milestone.name,
    start: dayToDate(milestone.date),
    end: dayToDate(milestone.date),
    startDay: milestone.date,
    dueDay: milestone.date,
    type: 'milestone',
    progress: milestone.isDone ? 100 : 0,
    parent: 0,
  }));
  gantt.rows.forEach((task, index) => {
    if (!task) {
      rows.push({
        id: `${PLACEHOLDER_PREFIX}${index}`,
        text: 'Loading…',
        ...someday,
        type: 'task',
        parent: 0,
      });
      return;
    }
    const bar = { start: dayToDate(task.startDate), end: dayToDate(addCalendarDays(task.dueDate, 1)) };
    rows.push({
      id: task.id,
      text: `${task.displayId} ${task.title}${leaveNote(task)}${conflictNote(conflicts.get(task.id))}`,
      displayId: task.displayId,
      title: task.title,
      ...bar,
      startDay: task.startDate,
      dueDay: task.dueDate,
      assigneeName: task.assignee.name,
      progress: task.progress,
      type: 'task',
      parent: 0,
      open: false,
    });
    for (const step of task.subtasks) {
      rows.push({
        id: `${SUBTASK_PREFIX}${step.id}`,
        text: step.isDone ? `✓ ${step.title}` : step.title,
        title: step.title,
        ...bar,
        progress: step.isDone ? 100 : 0,
        type: 'task',
        parent: task.id,
      });
    }
  });
  return rows;
}

/** The arrows whose both ends are loaded: an arrow to a placeholder would point at no bar. */
export function toGanttLinks(gantt: Gantt): ILink[] {
  const loaded = new Set(gantt.tasks.map((task) => task.id));
  return gantt.dependencies
    .filter((link) => loaded.has(link.predecessorId) && loaded.has(link.successorId))
    .map((link) => ({ id: link.id, source: link.predecessorId, target: link.successorId, type: 'e2s' }));
}

export type Zoom = 'day' | 'week' | 'month';

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'narrow' });

/**
 * Scales and cell width per zoom: days with weekday letters, weeks by their Monday, months by year. Bars
 * are laid out by the day in every zoom (`lengthUnit`), so in week and month zoom a task keeps its real
 * dates and a drag moves it by days, not by whole weeks or months.
 */
export function zoomConfig(zoom: Zoom, dayClass: (date: Date) => string) {
  const scales: Record<Zoom, { scales: IScaleConfig[]; cellWidth: number }> = {
    day: {
      cellWidth: 40,
      scales: [
        { unit: 'month', step: 1, format: (date: Date) => monthYear.format(date) },
        {
          unit: 'day',
          step: 1,
          format: (date: Date) => `${weekday.format(date)} ${date.getDate()}`,
          css: dayClass,
        },
      ],
    },
    week: {
      cellWidth: 84,
      scales: [
        { unit: 'month', step: 1, format: (date: Date) => monthYear.format(date) },
        { unit: 'week', step: 1, format: (date: Date) => dayMonth.format(date) },
      ],
    },
    month: {
      cellWidth: 110,
      scales: [
        { unit: 'year', step: 1, format: (date: Date) => String(date.getFullYear()) },
        { unit: 'month', step: 1, format: (date: Date) => monthYear.format(date) },
      ],
    },
  };
  return { ...scales[zoom], lengthUnit: 'day' };
}

/** The part of SVAR's computed time scale the today line is placed from (its state's `_scales`). */
export interface ScaleGeometry {
  start: Date;
  end: Date;
  lengthUnit: string;
  diff: (a: Date, b: Date, lengthUnit?: string) => number;
}

/**
 * The today line's x on the chart in every zoom, or null when today is off the scale: the start of today
 * by SVAR's own scale, counted in days, so in week and month zoom it sits at today's place inside its
 * week or month, as the bars do. SVAR's free edition drops its markers, so we draw the line ourselves.
 */
export function todayLeft(today: string, scale: ScaleGeometry, cellWidth: number): number | null {
  const date = dayToDate(today);
  if (date < scale.start || date >= scale.end) return null;
  return Math.round(scale.diff(date, scale.start, 'day') * cellWidth);
}

const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The today line's accessible name, e.g. "Today, 23 Nov 2026". */
export const todayLabel = (today: string) => `Today, ${longDay.format(dayToDate(today))}`;

/** Leave-aware planning: " · Asha on leave 2 days" when the assignee is away while the task runs. */
export function leaveNote(task: Gantt['tasks'][number]): string {
  const days = task.assigneeLeaveDays.length;
  if (days === 0) return '';
  return ` · ${task.assignee.name} on leave ${days} day${days === 1 ? '' : 's'}`;
}
