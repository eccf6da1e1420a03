import {
  formatCalendarDate,
  formatMinutes,
  parseHours,
  type Timesheet,
  type TimesheetRow,
  type TimeTask,
} from '@taskflow/shared';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useSetCell, useTaskOptions } from '../api/time-api';
import { TaskPicker } from './task-picker';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const cellText = (minutes: number) => (minutes ? formatMinutes(minutes) : '');
export const HOURS_UNREADABLE = 'Enter hours like 7.5 or 7:30, at most 24';
export const FUTURE_DAY_REASON = 'Future days take no time in this organization';
const WIDE_QUERY = '(min-width: 768px)';

/** Whether the screen is wide enough for the week as a table (else it reads day by day). */
export function useIsWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const query = window.matchMedia(WIDE_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(WIDE_QUERY).matches : true),
    () => true,
  );
}

/**
 * One cell: hours typed as "7.5", "7:30" or "7h 30m" are saved when the field is left or Enter is pressed.
 * A value that cannot be read or that the server refuses stays in the cell with its reason under it, and
 * the cell reports itself unsaved (`onPending`) until it is saved or put back, so the week is not submitted
 * without it. A day the organization does not take time on yet is disabled, with the reason.
 */
function HoursCell({
  label,
  minutes,
  isDisabled,
  onSave,
  onPending,
}: {
  label: string;
  minutes: number;
  isDisabled: boolean;
  onSave: (minutes: number) => Promise<void>;
  onPending: (isPending: boolean) => void;
}) {
  const [text, setText] = useState(cellText(minutes));
  const [error, setError] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const errorId = useId();
  const reasonId = useId();
  // A new saved value replaces the text only while nothing unsaved is in the cell.
  useEffect(() => {
    if (!error) setText(cellText(minutes));
  }, [minutes, error]);
  const isUnsaved = isSaving || Boolean(error) || (parseHours(text) ?? -1) !== minutes;
  const report = useRef(onPending);
  report.current = onPending;
  useEffect(() => report.current(isUnsaved), [isUnsaved]);
  useEffect(() => () => report.current(false), []);

  const commit = async () => {
    const parsed = parseHours(text);
    if (parsed === null || parsed > 24 * 60) {
      setError(HOURS_UNREADABLE);
      return;
    }
    if (parsed === minutes) {
      setError(undefined);
      return setText(cellText(minutes));
    }
    setSaving(true);
    try {
      await onSave(parsed);
      setError(undefined);
    } catch (caught) {
      const message =
        caught instanceof ApiError
          ? (caught.fields?.minutes ?? caught.message)
          : 'Could not save the hours. Try again.';
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <span className="inline-grid justify-items-end gap-0.5">
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : isDisabled ? reasonId : undefined}
        title={isDisabled ? FUTURE_DAY_REASON : error}
        disabled={isDisabled}
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') {
            setError(undefined);
            setText(cellText(minutes));
          }
        }}
        className={`w-16 rounded-md border bg-white px-1.5 py-1 text-right font-mono text-sm tabular-nums disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400 dark:bg-slate-900 dark:disabled:bg-slate-800 ${
          error ? 'border-red-500' : 'border-slate-300 dark:border-slate-700'
        }`}
      />
      {isDisabled && (
        <span id={reasonId} className="sr-only">
          {FUTURE_DAY_REASON}
        </span>
      )}
      {error && (
        <span id={errorId} className="max-w-40 text-right text-xs text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
    </span>
  );
}

function TaskName({ task }: { task: TimeTask }) {
  return (
    <>
      <Link
        to={`/app/tasks/${task.displayId}`}
        className="block truncate hover:underline"
        title={`${task.displayId} ${task.title}`}
      >
        <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{task.displayId}</span>{' '}
        {task.title}
      </Link>
      <span className="block truncate text-xs text-slate-500 dark:text-slate-400" title={task.customerName}>
        {task.projectName ? `${task.projectName} · ` : ''}
        {task.customerName}
      </span>
    </>
  );
}

/**
 * The week: rows by task, columns by day, totals per day, task and week on a wide screen; day by day with
 * the task's name on every line on a phone. Every total is the sum of the cells above it (each entry
 * rounded by the organization's rule, by the server). `onPendingChange` tells the page how many cells hold
 * an unsaved or refused value, so Submit waits for them.
 */
export function TimesheetGrid({
  sheet,
  isEditable,
  onPendingChange,
}: {
  sheet: Timesheet;
  isEditable: boolean;
  onPendingChange?: (count: number) => void;
}) {
  const setCell = useSetCell();
  const isWide = useIsWide();
  const [addedRows, setAddedRows] = useState<TimesheetRow[]>([]);
  const [adding, setAdding] = useState('');
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const { data: taskOptions = [] } = useTaskOptions('');
  const rows = [
    ...sheet.rows,
    ...addedRows.filter((row) => !sheet.rows.some((saved) => saved.task.id === row.task.id)),
  ];
  const pendingCount = Object.values(pending).filter(Boolean).length;
  useEffect(() => onPendingChange?.(pendingCount), [pendingCount, onPendingChange]);
  const isFutureClosed = (day: string) => !sheet.allowFutureTime && day > sheet.today;
  const hasClosedDays = isEditable && sheet.days.some(isFutureClosed);

  const addRow = () => {
    const task = taskOptions.find((option) => option.id === adding);
    if (!task) return;
    setAddedRows((current) => [
      ...current,
      {
        task: {
          id: task.id,
          displayId: task.displayId,
          title: task.title,
          projectId: task.project?.id ?? null,
          projectName: task.project?.name ?? null,
          customerId: task.customer.id,
          customerName: task.customer.name,
        },
        days: [0, 0, 0, 0, 0, 0, 0],
        total: 0,
        billableMinutes: 0,
      },
    ]);
    setAdding('');
  };

  const cell = (row: TimesheetRow, index: number) => {
    const day = sheet.days[index] as string;
    const key = `${row.task.id}/${day}`;
    return isEditable ? (
      <HoursCell
        label={`${row.task.displayId} ${WEEKDAYS[index]} ${formatCalendarDate(day)} hours`}
        minutes={row.days[index] ?? 0}
        isDisabled={isFutureClosed(day)}
        onPending={(isPending) =>
          setPending((current) => (current[key] === isPending ? current : { ...current, [key]: isPending }))
        }
        onSave={async (minutes) => {
          await setCell.mutateAsync({ taskId: row.task.id, date: day, minutes });
        }}
      />
    ) : (
      <span className="font-mono tabular-nums">{cellText(row.days[index] ?? 0)}</span>
    );
  };
  const empty = `No time this week yet.${isEditable ? ' Add a task below and type its hours.' : ''}`;
  const caption = `Timesheet of ${sheet.user.name} for the week of ${formatCalendarDate(sheet.weekStart)}`;

  return (
    <div className="grid gap-4">
      {hasClosedDays && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {FUTURE_DAY_REASON}: the days after today are closed until they come.
        </p>
      )}
      {isWide ? (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 bg-white px-3 py-2 text-left font-semibold dark:bg-slate-900"
                >
                  Task
                </th>
                {sheet.days.map((day, index) => (
                  <th key={day} scope="col" className="px-1 py-2 text-right font-semibold">
                    {WEEKDAYS[index]} <span className="block font-normal">{day.slice(8)}</span>
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={9} className="px-3 py-6 text-center text-slate-600 dark:text-slate-400">
                    {empty}
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row.task.id} className="border-b border-slate-100 dark:border-slate-800">
                  <th
                    scope="row"
                    className="sticky left-0 max-w-56 bg-white px-3 py-2 text-left font-normal dark:bg-slate-900"
                  >
                    <TaskName task={row.task} />
                  </th>
                  {sheet.days.map((day, index) => (
                    <td key={day} className="px-1 py-1 text-right align-top">
                      {cell(row, index)}
                    </td>
                  ))}
                  <td className="px-3 py-2 text-right font-mono font-semibold tabular-nums">
                    {formatMinutes(row.total)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="text-sm font-semibold">
              <tr>
                <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left dark:bg-slate-900">
                  Total of {sheet.user.name}
                </th>
                {sheet.dayTotals.map((minutes, index) => (
                  <td key={sheet.days[index]} className="px-1 py-2 text-right font-mono tabular-nums">
                    {formatMinutes(minutes)}
                  </td>
                ))}
                <td className="px-3 py-2 text-right font-mono tabular-nums" data-testid="week-total">
                  {formatMinutes(sheet.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <section aria-label={caption} className="grid gap-3">
          {rows.length === 0 && (
            <p className="rounded-2xl border border-slate-200 bg-white p-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
              {empty}
            </p>
          )}
          {rows.length > 0 &&
            sheet.days.map((day, index) => (
              <section
                key={day}
                aria-labelledby={`day-${day}`}
                className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
              >
                <h3
                  id={`day-${day}`}
                  className="flex items-baseline justify-between gap-2 border-b border-slate-100 px-3 py-2 text-sm font-semibold dark:border-slate-800"
                >
                  <span>
                    {WEEKDAYS[index]}, {formatCalendarDate(day)}
                    {day === sheet.today && <span className="ml-2 text-xs font-normal">(today)</span>}
                  </span>
                  <span className="font-mono tabular-nums" data-testid={`day-total-${day}`}>
                    {formatMinutes(sheet.dayTotals[index] ?? 0)}
                  </span>
                </h3>
                <ul>
                  {rows.map((row) => (
                    <li
                      key={row.task.id}
                      className="flex items-center justify-between gap-3 border-b border-slate-100 px-3 py-2 text-sm last:border-b-0 dark:border-slate-800"
                    >
                      <div className="min-w-0">
                        <TaskName task={row.task} />
                      </div>
                      {cell(row, index)}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          <p className="flex justify-between rounded-2xl border border-slate-200 bg-white px-3 py-2 text-sm font-semibold dark:border-slate-800 dark:bg-slate-900">
            <span>Week total of {sheet.user.name}</span>
            <span className="font-mono tabular-nums" data-testid="week-total">
              {formatMinutes(sheet.total)}
            </span>
          </p>
        </section>
      )}
      {isEditable && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-full sm:w-96">
            <TaskPicker label="Add a task to this week" value={adding} onChange={setAdding} />
          </div>
          <Button variant="secondary" onClick={addRow} disabled={!adding}>
            <Plus aria-hidden className="size-4" />
            Add row
          </Button>
        </div>
      )}
    </div>
  );
}
