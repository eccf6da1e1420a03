import {
  TASK_IMPORT_FIELDS,
  TASK_IMPORT_MAX_BYTES,
  TASK_IMPORT_MAX_ROWS,
  type TaskImportMapping,
  type TaskImportResult,
} from '@taskflow/shared';
import { CheckCircle2, FileWarning, Info } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FormErrorLine } from '../../components/forms/api-form';
import { Button } from '../../components/ui/button';
import { Field, SelectField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { useDates } from '../../lib/dates';
import { useImportTasks } from './task-api';

const PREVIEW_ROWS = 50;

/** Refused in the browser before sending: not a CSV by name, or larger than the server takes. */
export function checkImportFile(file: File): string | undefined {
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return 'Choose a .csv file';
  if (file.size === 0) return 'The file is empty';
  if (file.size > TASK_IMPORT_MAX_BYTES)
    return `The file must be at most ${TASK_IMPORT_MAX_BYTES / 1024 / 1024} MB`;
  return undefined;
}

/**
 * The column-mapping step: which column of the file fills each task field. The server guesses it from
 * the headers (ours, Asana, Jira, Trello, ClickUp) and answers it with the preview; any choice can be
 * changed here, and a changed mapping is previewed again before anything is imported.
 */
export function ImportMapping({
  columns,
  mapping,
  onChange,
}: {
  columns: string[];
  mapping: TaskImportMapping;
  onChange: (mapping: TaskImportMapping) => void;
}) {
  const id = useId();
  const choices = columns.map((column, index) => ({
    id: String(index),
    label: column || `Column ${index + 1}`,
  }));
  return (
    <fieldset aria-labelledby={`${id}-legend`} className="grid min-w-0 gap-3">
      <legend id={`${id}-legend`} className="font-semibold">
        Columns
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Which column of your file fills each field. Title, Assign To, Due Date and Company or Project are
        needed; the others may stay out.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {TASK_IMPORT_FIELDS.map((field) => (
          <SelectField
            key={field.key}
            label={field.label}
            empty="Not imported"
            choices={choices}
            value={mapping[field.key] === undefined ? '' : String(mapping[field.key])}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const next = { ...mapping };
              if (value === '') delete next[field.key];
              else next[field.key] = Number(value);
              onChange(next);
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Import CSV: the chosen file is first checked by the server without creating anything (the preview,
 * with each bad row's line and field); only a file without errors can be committed, all rows or none.
 */
export function ImportTasks({ onClose }: { onClose: () => void }) {
  const id = useId();
  const dates = useDates();
  const importer = useImportTasks();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<TaskImportResult>();
  // Set once the person changes a column: the next preview uses it instead of the server's guess.
  const [mapping, setMapping] = useState<TaskImportMapping>();
  const [isMappingChanged, setIsMappingChanged] = useState(false);
  const [formError, setFormError] = useState<string>();

  const send = async (commit: boolean) => {
    if (!file) return;
    setFormError(undefined);
    try {
      const result = await importer.mutateAsync({ file, commit, mapping });
      if (result.isCommitted) {
        toast.success(`${result.rowCount} ${result.rowCount === 1 ? 'task' : 'tasks'} imported`);
        onClose();
      } else {
        setPreview(result);
        setMapping(result.mapping);
        setIsMappingChanged(false);
      }
    } catch (error) {
      // The file's problems (not CSV, missing columns, too many rows) belong under the file input.
      if (error instanceof ApiError && error.fields.file) setFileError(error.fields.file);
      else setFormError(error instanceof ApiError ? error.message : 'Something went wrong. Try again later.');
    }
  };

  return (
    <div className="grid gap-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        A CSV with a header row: the Task List's export, or an export from Asana, Jira, Trello or ClickUp. You
        choose which column fills each field after the preview. Companies and people are found by name or
        email, projects by name or key; dates as 2026-12-31 or 31/12/2026. At most{' '}
        {TASK_IMPORT_MAX_ROWS.toLocaleString('en')} rows.
      </p>
      <Field label="CSV file" error={fileError}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              const problem = chosen ? checkImportFile(chosen) : undefined;
              if (problem) event.currentTarget.value = '';
              setFileError(problem);
              setFile(problem ? undefined : chosen);
              setPreview(undefined);
              setMapping(undefined);
              setIsMappingChanged(false);
              setFormError(undefined);
            }}
            className="block w-full min-w-0 text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
          />
        )}
      </Field>

      {preview && mapping && (
        <ImportMapping
          columns={preview.columns}
          mapping={mapping}
          onChange={(next) => {
            setMapping(next);
            setIsMappingChanged(true);
          }}
        />
      )}

      {preview && isMappingChanged && (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Info aria-hidden className="size-4 shrink-0" />
          The columns changed: preview again to check the rows with them.
        </p>
      )}

      {preview && !isMappingChanged && (
        <section aria-labelledby={`${id}-preview`} className="grid gap-3">
          <h3 id={`${id}-preview`} className="flex items-center gap-2 font-semibold">
            {preview.errors.length ? (
              <>
                <FileWarning aria-hidden className="size-5 text-red-600 dark:text-red-400" />
                {preview.errors.length === 1 ? '1 problem' : `${preview.errors.length} problems`} in{' '}
                {preview.rowCount} rows: nothing will be imported until they are fixed
              </>
            ) : (
              <>
                <CheckCircle2 aria-hidden className="size-5 text-emerald-600 dark:text-emerald-400" />
                {preview.rowCount} {preview.rowCount === 1 ? 'row is' : 'rows are'} ready to import
              </>
            )}
          </h3>
          {preview.notes.map((note) => (
            <p
              key={note}
              className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950/50 dark:text-sky-100"
            >
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
              {note}
            </p>
          ))}
          {preview.errors.length > 0 && (
            <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
              {preview.errors.map((error) => (
                <li key={`${error.line}-${error.field}-${error.message}`} className="wrap-anywhere">
                  <strong>Line {error.line}</strong>
                  {error.field && ` (${error.field})`}: {error.message}
                </li>
              ))}
            </ul>
          )}
          {preview.preview.length > 0 && (
            <div className="max-h-72 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
              <table className="w-full text-left text-xs wrap-anywhere">
                <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
                  <tr>
                    {['Line', 'Title', 'Company', 'Assign To', 'Due Date', 'Status', 'Priority'].map(
                      (label) => (
                        <th key={label} scope="col" className="px-2 py-1.5 font-semibold">
                          {label}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                  {preview.preview.slice(0, PREVIEW_ROWS).map((row) => (
                    <tr
                      key={row.line}
                      className={
                        preview.errors.some((error) => error.line === row.line)
                          ? 'bg-red-50 dark:bg-red-950/40'
                          : undefined
                      }
                    >
                      <td className="px-2 py-1">{row.line}</td>
                      <td className="px-2 py-1">{row.title}</td>
                      <td className="px-2 py-1">{row.customer}</td>
                      <td className="px-2 py-1">{row.assignee}</td>
                      <td className="px-2 py-1 whitespace-nowrap">
                        {/^\d{4}-\d{2}-\d{2}$/.test(row.dueDate)
                          ? dates.calendarDate(row.dueDate)
                          : row.dueDate}
                      </td>
                      <td className="px-2 py-1">{row.status}</td>
                      <td className="px-2 py-1">{row.priority}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {preview.preview.length > PREVIEW_ROWS && (
                <p className="p-2 text-xs text-slate-600 dark:text-slate-400">
                  And {preview.preview.length - PREVIEW_ROWS} more rows.
                </p>
              )}
            </div>
          )}
        </section>
      )}

      <FormErrorLine message={formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {preview && !isMappingChanged && preview.errors.length === 0 && preview.rowCount > 0 ? (
          <Button isLoading={importer.isPending} onClick={() => send(true)}>
            Import {preview.rowCount} {preview.rowCount === 1 ? 'task' : 'tasks'}
          </Button>
        ) : (
          <Button disabled={!file} isLoading={importer.isPending} onClick={() => send(false)}>
            Preview
          </Button>
        )}
      </div>
    </div>
  );
}
