import {
  formatCalendarDate,
  formatMinutes,
  parseHours,
  type Timesheet,
  type TimesheetRow,
  type TimeTask,
} from '@taskflow/shared';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { TaskPicker } from './task-picker';
import { useSetCell, useTaskOptions } from './time-api';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const cellText = (minutes: number) => (minutes ? formatMinutes(minutes) : '');

/**
 * One cell: hours typed as "7.5", "7:30" or "7h 30m" are saved when the field is left or Enter is
 * pressed; the server turns them into entries (and refuses a locked week or an overlap).
 */
function HoursCell({
  label,
  minutes,
  onSave,
}: {
  label: string;
  minutes: number;
  onSave: (minutes: number) => Promise<void>;
}) {
  const [text, setText] = useState(cellText(minutes));
  const [error, setError] = useState<string>();
  useEffect(() => setText(cellText(minutes)), [minutes]);
  const commit = async () => {
    const parsed = parseHours(text);
    if (parsed === null || parsed > 24 * 60) {
      setError('Enter hours like 7.5 or 7:30');
      return;
    }
    setError(undefined);
    if (parsed === minutes) return setText(cellText(minutes));
    try {
      await onSave(parsed);
    } catch (caught) {
      setText(cellText(minutes));
      toast.error(caught instanceof ApiError ? caught.message : 'Could not save the hours.');
    }
  };
  return (
    <input
      aria-label={label}
      aria-invalid={error ? true : undefined}
      title={error}
      inputMode="decimal"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
      className={`w-16 rounded-md border bg-white px-1.5 py-1 text-right font-mono text-sm tabular-nums dark:bg-slate-900 ${
        error ? 'border-red-500' : 'border-slate-300 dark:border-slate-700'
      }`}
    />
  );
}

function TaskCell({ task }: { task: TimeTask }) {
  return (
    <th scope="row" className="max-w-56 px-3 py-2 text-left font-normal">
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
    </th>
  );
}

/** The week as a grid: rows by task, columns by day, totals per day, task and week. */
export function TimesheetGrid({ sheet, isEditable }: { sheet: Timesheet; isEditable: boolean }) {
  const setCell = useSetCell();
  const [addedRows, setAddedRows] = useState<TimesheetRow[]>([]);
  const [adding, setAdding] = useState('');
  const { data: taskOptions = [] } = useTaskOptions('');
  const rows = [
    ...sheet.rows,
    ...addedRows.filter((row) => !sheet.rows.some((saved) => saved.task.id === row.task.id)),
  ];

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

  return (
    <div className="grid gap-4">
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">
            Timesheet of {sheet.user.name} for the week of {formatCalendarDate(sheet.weekStart)}
          </caption>
          <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
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
                  No time this week yet.{isEditable ? ' Add a task below and type its hours.' : ''}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.task.id} className="border-b border-slate-100 dark:border-slate-800">
                <TaskCell task={row.task} />
                {sheet.days.map((day, index) => (
                  <td key={day} className="px-1 py-1 text-right">
                    {isEditable ? (
                      <HoursCell
                        label={`${row.task.displayId} ${WEEKDAYS[index]} ${formatCalendarDate(day)} hours`}
                        minutes={row.days[index] ?? 0}
                        onSave={async (minutes) => {
                          await setCell.mutateAsync({ taskId: row.task.id, date: day, minutes });
                        }}
                      />
                    ) : (
                      <span className="font-mono tabular-nums">{cellText(row.days[index] ?? 0)}</span>
                    )}
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
              <th scope="row" className="px-3 py-2 text-left">
                Total
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
