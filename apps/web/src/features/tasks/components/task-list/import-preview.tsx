import type { TaskImportResult } from '@taskflow/shared';
import { CheckCircle2, CornerDownRight, FileWarning, Info, ListChecks } from 'lucide-react';
import { useId } from 'react';
import { ImportProblemList } from '../../../../components/import/import-problems';
import { useDates } from '../../../../lib/dates';

const PREVIEW_ROWS = 50;
const COLUMNS = ['Line', 'Title', 'Project', 'Company', 'Assign To', 'Due Date', 'Status', 'Priority'];

/**
 * What an import would do: whether it can be made, what it assumed for the file and for each row
 * (a default filled in, the email used for an unknown name), every row's problems by line and column,
 * and its first rows as they would be created (a subtask under its parent's title).
 */
export function ImportPreview({ result }: { result: TaskImportResult }) {
  const id = useId();
  const dates = useDates();
  const problemLines = new Set(result.errors.map((error) => error.line));
  const notedRows = new Set(result.rowNotes.map((note) => note.line)).size;
  const taskCount = result.rowCount - result.subtaskCount;
  return (
    <section aria-labelledby={`${id}-preview`} className="grid min-w-0 gap-3">
      <h3 id={`${id}-preview`} className="flex items-center gap-2 font-semibold">
        {result.errors.length ? (
          <>
            <FileWarning aria-hidden className="size-5 shrink-0 text-red-600 dark:text-red-400" />
            {result.errors.length === 1 ? '1 problem' : `${result.errors.length} problems`} in{' '}
            {result.rowCount === 1 ? '1 row' : `${result.rowCount} rows`}: nothing will be imported until they
            are fixed
          </>
        ) : (
          <>
            <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {taskCount} {taskCount === 1 ? 'task is' : 'tasks are'} ready to import
            {result.subtaskCount > 0 &&
              `, with ${result.subtaskCount} ${result.subtaskCount === 1 ? 'subtask' : 'subtasks'}`}
          </>
        )}
      </h3>
      {result.notes.map((note) => (
        <p
          key={note}
          className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950/50 dark:text-sky-100"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {note}
        </p>
      ))}
      <ImportProblemList problems={result.errors} />
      {result.rowNotes.length > 0 && (
        <details className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
          <summary className="flex cursor-pointer items-center gap-2 font-medium">
            <ListChecks aria-hidden className="size-4 shrink-0" />
            {notedRows === 1 ? '1 row' : `${notedRows} rows`} filled in or read another way
          </summary>
          <ul aria-label="Rows filled in" className="mt-2 grid max-h-48 gap-1 overflow-y-auto wrap-anywhere">
            {result.rowNotes.map((note) => (
              <li key={`${note.line}-${note.field}-${note.message}`}>
                <strong>Line {note.line}</strong>
                {note.field && ` (${note.field})`}: {note.message}
              </li>
            ))}
          </ul>
        </details>
      )}
      {result.preview.length > 0 && (
        <div className="max-h-72 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
          {/* Wide enough that words stay whole: a narrow screen scrolls it sideways. */}
          <table className="w-full min-w-[40rem] text-left text-xs wrap-break-word">
            <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
              <tr>
                {COLUMNS.map((label) => (
                  <th key={label} scope="col" className="px-2 py-1.5 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {result.preview.slice(0, PREVIEW_ROWS).map((row) => (
                <tr
                  key={row.line}
                  className={problemLines.has(row.line) ? 'bg-red-50 dark:bg-red-950/40' : undefined}
                >
                  <td className="px-2 py-1">{row.line}</td>
                  <td className="px-2 py-1">
                    {row.parent ? (
                      <span className="flex items-start gap-1">
                        <CornerDownRight aria-hidden className="mt-0.5 size-3 shrink-0" />
                        <span>
                          {row.title}
                          <span className="block text-slate-600 dark:text-slate-400">
                            Subtask of {row.parent}
                          </span>
                        </span>
                      </span>
                    ) : (
                      row.title
                    )}
                  </td>
                  <td className="px-2 py-1">{row.project}</td>
                  <td className="px-2 py-1">{row.customer}</td>
                  <td className="px-2 py-1">{row.assignee}</td>
                  <td className="px-2 py-1 whitespace-nowrap">
                    {/^\d{4}-\d{2}-\d{2}$/.test(row.dueDate) ? dates.calendarDate(row.dueDate) : row.dueDate}
                  </td>
                  <td className="px-2 py-1 whitespace-nowrap">{row.status}</td>
                  <td className="px-2 py-1 whitespace-nowrap">{row.priority}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.rowCount > result.preview.length && result.preview.length >= PREVIEW_ROWS && (
            <p className="p-2 text-xs text-slate-600 dark:text-slate-400">
              The first {PREVIEW_ROWS} rows are shown.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
