import './gantt.css';
import { Locale } from '@svar-ui/react-core';
import { type IApi, type IColumnConfig, Gantt as SvarGantt, Willow, WillowDark } from '@svar-ui/react-gantt';
import { addCalendarDays } from '@taskflow/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useTheme } from '../../../lib/theme';
import { useAddDependency, useRemoveDependency, useScheduleTask } from '../api/planning';
import {
  conflictsOf,
  dateToDay,
  dayToDate,
  dueDayOfEnd,
  type GanttRow,
  isTaskRow,
  type LoadedGantt,
  missingRows,
  type ScaleGeometry,
  todayLabel,
  todayLeft,
  toGanttLinks,
  toGanttRows,
  type Zoom,
  zoomConfig,
} from './gantt-data';
import { type SchedulableTask, scheduledMessage, shiftableRefusal } from './schedule-dialog';
import { installSvarStyles } from './svar-styles';

installSvarStyles();

/** Weeks run Monday to Sunday, as timesheets and the working week do (SVAR's English locale starts on Sunday). */
const MONDAY_WEEKS = { calendar: { weekStart: 1 } };

/** What a refused drag hands the page: the task, the dates asked for and why they were refused. */
export interface RefusedMove {
  task: SchedulableTask;
  proposal: { startDate: string; dueDate: string };
  refusal: string;
}

const OpenDatesContext = createContext<(taskId: string) => void>(() => {});

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** The row's dates as a button: keyboard users reschedule from here instead of dragging the bar. */
function DatesCell({ row }: { row: GanttRow }) {
  const openDates = useContext(OpenDatesContext);
  if (!row.startDay || !row.dueDay) return null;
  const label =
    row.startDay === row.dueDay
      ? shortDay.format(dayToDate(row.startDay))
      : `${shortDay.format(dayToDate(row.startDay))} – ${shortDay.format(dayToDate(row.dueDay))}`;
  if (!isTaskRow(row.id)) return <span>{label}</span>;
  return (
    <button
      type="button"
      className="tf-gantt-dates"
      aria-label={`Change dates of ${row.displayId}: ${label}`}
      onClick={() => openDates(String(row.id))}
    >
      {label}
    </button>
  );
}

/**
 * The today line over the chart's rows and its "Today" flag in the time scale, in every zoom. Placed
 * from SVAR's own scale (so it sits where a bar starting today would) and put inside its scrolled chart
 * area and sticky scale, so it scrolls with the bars without any work of ours. It follows the scale
 * whenever SVAR recomputes it (zoom, resize), a frame later, outside SVAR's own updates.
 */
function TodayLine({
  apiRef,
  rootRef,
  today,
}: {
  apiRef: React.RefObject<IApi | null>;
  rootRef: React.RefObject<HTMLDivElement | null>;
  today: string;
}) {
  const [mark, setMark] = useState<{ left: number; area: HTMLElement; scale: HTMLElement } | null>(null);
  useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const chart = rootRef.current?.querySelector('.wx-chart');
        const area = chart?.querySelector<HTMLElement>(':scope > .wx-area');
        const scale = chart?.querySelector<HTMLElement>(':scope > .wx-scale');
        const { _scales, cellWidth } = api.getState();
        const left = _scales && cellWidth ? todayLeft(today, _scales as ScaleGeometry, cellWidth) : null;
        setMark(area && scale && left !== null ? { left, area, scale } : null);
      });
    };
    // SVAR's stores hand back their unsubscribe, though its types say void.
    const stop = api.getReactiveState()._scales?.subscribe(place) as unknown as (() => void) | undefined;
    place();
    return () => {
      cancelAnimationFrame(frame);
      stop?.();
    };
  }, [apiRef, rootRef, today]);
  if (!mark) return null;
  const label = todayLabel(today);
  return (
    <>
      {createPortal(
        <div aria-hidden className="tf-gantt-today-line" style={{ left: mark.left }} />,
        mark.area,
      )}
      {createPortal(
        <div
          role="img"
          aria-label={label}
          title={label}
          className="tf-gantt-today-flag"
          style={{ left: mark.left }}
        >
          Today
        </div>,
        mark.scale,
      )}
    </>
  );
}

const COLUMNS: IColumnConfig[] = [
  { id: 'text', header: 'Task', flexgrow: 1 },
  { id: 'dates', header: 'Dates', width: 140, cell: DatesCell as IColumnConfig['cell'] },
];

/**
 * The project's Gantt on SVAR React Gantt (MIT, decision 010): bars, subtasks folded under their task,
 * milestones, finish-to-start arrows, and what its free edition lacks drawn by us: weekends and
 * holidays shaded through its highlightTime hook, and the today line in every zoom (TodayLine). A drag
 * or a new link saves through the planning API; a refused move is put back and handed to `onRefused`.
 */
const UUID = /^[0-9a-f-]{36}$/i;
/** Orange 700 behind white text (5.2:1), apart from the brand blue of other bars and the red today line. */
const CONFLICT_BAR = 'background-color: #c2410c !important; border-color: #9a3412 !important;';

export function GanttChart({
  gantt,
  zoom,
  onOpenDates,
  onRefused,
  onNeedRows,
  todayRequest,
}: {
  gantt: LoadedGantt;
  zoom: Zoom;
  onOpenDates: (taskId: string) => void;
  onRefused: (move: RefusedMove) => void;
  /** Rows (by number) that are placeholders in view or just below it: their windows should load. */
  onNeedRows: (rows: number[]) => void;
  /** Changed by the page's Today button: the chart scrolls to today again. */
  todayRequest: number;
}) {
  const { theme } = useTheme();
  const schedule = useScheduleTask();
  const addDependency = useAddDependency();
  const removeDependency = useRemoveDependency();
  const apiRef = useRef<IApi | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** Set while we put a refused bar back, so that update is not sent to the server again. */
  const isRevertingRef = useRef(false);

  const rows = useMemo(() => toGanttRows(gantt), [gantt]);
  // SVAR's free edition takes no class per bar: the bars of tasks in conflict are picked by their data-id,
  // which SVAR writes as ':' and the id for an id that is a string (setID of @svar-ui/lib-dom).
  const conflictStyle = useMemo(
    () =>
      [...conflictsOf(gantt).keys()]
        .filter((id) => UUID.test(id))
        .map((id) => `.tf-gantt .wx-bar[data-id=':${id}']`)
        .join(',\n'),
    [gantt],
  );
  const links = useMemo(() => toGanttLinks(gantt), [gantt]);
  const byId = useMemo(() => new Map(gantt.tasks.map((task) => [task.id, task])), [gantt]);
  const dayClass = useMemo(() => {
    const off = new Set(gantt.nonWorkingDays.map((day) => day.date));
    return (date: Date) => {
      return off.has(dateToDay(date)) ? 'wx-weekend' : '';
    };
  }, [gantt]);
  const scale = useMemo(() => zoomConfig(zoom, dayClass), [zoom, dayClass]);
  // Stable across renders: SVAR re-initialises its whole store (every row) when a prop changes.
  const highlightTime = useCallback(
    (date: Date, unit: string) => (unit === 'day' ? dayClass(date) : ''),
    [dayClass],
  );
  const rangeStart = useMemo(() => dayToDate(gantt.range.from), [gantt.range.from]);
  const rangeEnd = useMemo(() => {
    const end = dayToDate(gantt.range.to);
    end.setDate(end.getDate() + 14);
    return end;
  }, [gantt.range.to]);

  const save = useCallback(
    async (taskId: string) => {
      const api = apiRef.current;
      const task = byId.get(taskId);
      if (!api || !task) return;
      const bar = api.getTask(taskId);
      if (!bar.start || !bar.end) return;
      const proposal = { startDate: dateToDay(bar.start), dueDate: dueDayOfEnd(bar.end) };
      if (proposal.startDate === task.startDate && proposal.dueDate === task.dueDate) return;
      try {
        notify('success', scheduledMessage(await schedule.mutateAsync({ taskId, ...proposal })));
      } catch (error) {
        isRevertingRef.current = true;
        await api.exec('update-task', {
          id: taskId,
          task: { start: dayToDate(task.startDate), end: dayToDate(addCalendarDays(task.dueDate, 1)) },
        });
        isRevertingRef.current = false;
        const refusal = shiftableRefusal(error);
        if (refusal) onRefused({ task, proposal, refusal });
        else notify('error', error instanceof ApiError ? error.message : 'Could not reschedule the task.');
      }
    },
    [byId, schedule, onRefused],
  );

  const addLink = useCallback(
    (source: string, target: string) =>
      addDependency
        .mutateAsync({ predecessorId: source, successorId: target })
        .then(() => notify('success', 'Dependency added.'))
        .catch((error) =>
          notify('error', error instanceof ApiError ? error.message : 'Could not add the dependency.'),
        ),
    [addDependency],
  );
  const removeLink = useCallback(
    (id: string) =>
      removeDependency
        .mutateAsync(id)
        .then(() => notify('success', 'Dependency removed.'))
        .catch((error) =>
          notify('error', error instanceof ApiError ? error.message : 'Could not remove the dependency.'),
        ),
    [removeDependency],
  );
  // The component calls init once; its handlers read the latest data through this ref.
  const handlers = useRef({ save, addLink, removeLink, onNeedRows });
  handlers.current = { save, addLink, removeLink, onNeedRows };

  // The chart opens at today, a few days before it in view, when the project runs through today (it
  // would open at the project's start, with today's line off the screen); zoom and Today keep it there.
  useEffect(() => {
    void todayRequest;
    const today = dayToDate(addCalendarDays(gantt.today, zoom === 'day' ? -3 : -14));
    if (dayToDate(gantt.today) < rangeStart || dayToDate(gantt.today) > rangeEnd) return;
    const frame = requestAnimationFrame(() => apiRef.current?.exec('scroll-chart', { date: today }));
    return () => cancelAnimationFrame(frame);
  }, [gantt.today, rangeStart, rangeEnd, zoom, todayRequest]);

  const init = useCallback((api: IApi) => {
    apiRef.current = api;
    // Subtasks follow their task and milestones are edited on the Milestones tab: neither drags.
    api.intercept('drag-task', (event) => isTaskRow(event.id));
    api.on('update-task', (event) => {
      if (event.inProgress || isRevertingRef.current || !isTaskRow(event.id)) return;
      void handlers.current.save(String(event.id));
    });
    api.intercept('add-link', (event) => {
      const { source, target, type } = event.link;
      if (type !== 'e2s' || !isTaskRow(source) || !isTaskRow(target)) {
        notify('error', 'Link tasks from the end of one bar to the start of another.');
        return false;
      }
      void handlers.current.addLink(String(source), String(target));
      // The arrow appears when the server has the link, from the refetched chart.
      return false;
    });
    api.intercept('delete-link', (event) => {
      void handlers.current.removeLink(String(event.id));
      return false;
    });
    // SVAR says which rows it draws whenever the chart scrolls or resizes: placeholders among them (or
    // just below) ask for their windows. A new window re-initialises SVAR's store with more rows; it
    // keeps its scroll position, so the rows fill in where the reader is.
    api.on('render-data', ({ start, end }) => {
      const missing = missingRows(api.getState()._tasks ?? [], start, end);
      if (missing.length) handlers.current.onNeedRows(missing);
    });
  }, []);

  const Theme = theme === 'dark' ? WillowDark : Willow;
  // On a phone the task column leaves room for the bars; its full title is in the bar's row on scroll.
  const gridWidth =
    typeof window !== 'undefined' && window.matchMedia('(max-width: 640px)').matches ? 200 : 440;
  return (
    <OpenDatesContext.Provider value={onOpenDates}>
      {/* A bounded height keeps the component virtualised: only the visible rows are in the page. */}
      <div
        ref={rootRef}
        className="tf-gantt h-[70vh] min-h-[420px] overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
      >
        {conflictStyle && <style>{`${conflictStyle} { ${CONFLICT_BAR} }`}</style>}
        <Theme fonts={false}>
          <Locale words={MONDAY_WEEKS}>
            <SvarGantt
              init={init}
              tasks={rows}
              links={links}
              columns={COLUMNS}
              scales={scale.scales}
              cellWidth={scale.cellWidth}
              lengthUnit={scale.lengthUnit}
              durationUnit="day"
              start={rangeStart}
              end={rangeEnd}
              cellHeight={34}
              gridWidth={gridWidth}
              highlightTime={highlightTime}
              readonly={!gantt.canEdit}
            />
          </Locale>
        </Theme>
        {/* A theme switch mounts a new SVAR chart (and api): the line follows it. */}
        <TodayLine key={theme} apiRef={apiRef} rootRef={rootRef} today={gantt.today} />
      </div>
    </OpenDatesContext.Provider>
  );
}
