import {
  TASK_IMPORT_FIELDS,
  TASK_IMPORT_MAX_BYTES,
  TASK_IMPORT_MAX_ROWS,
  type TaskImportChoiceFields,
  type TaskImportMapping,
  type TaskImportResult,
} from '@taskflow/shared';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FormErrorLine } from '../../components/forms/api-form';
import { Button } from '../../components/ui/button';
import { Field, SelectField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { ImportChoices } from './import-choices';
import { ImportPreview } from './import-preview';
import { useImportTasks } from './task-api';

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
        Which column of your file fills each field. Only Title is needed; the others may stay out. Parent Task
        names another row by its title or by its ID in the file; that row becomes a subtask.
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
 * with each bad row's line and field); the choices for the whole file (creating missing projects and
 * clients, defaults, the date order) are made there and sent with it; only a file without errors can be
 * committed, all rows or none.
 */
export function ImportTasks({ onClose }: { onClose: () => void }) {
  const importer = useImportTasks();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<TaskImportResult>();
  // Set once the person changes a column: the next preview uses it instead of the server's guess.
  const [mapping, setMapping] = useState<TaskImportMapping>();
  const [choices, setChoices] = useState<TaskImportChoiceFields>({});
  const [choiceErrors, setChoiceErrors] = useState<Record<string, string>>({});
  // A column or choice changed since the last preview: preview again before importing.
  const [isChanged, setIsChanged] = useState(false);
  const [formError, setFormError] = useState<string>();

  const send = async (commit: boolean) => {
    if (!file) return;
    setFormError(undefined);
    setChoiceErrors({});
    try {
      const result = await importer.mutateAsync({ file, commit, mapping, choices });
      if (result.isCommitted) {
        const tasks = result.rowCount - result.subtaskCount;
        toast.success(
          `${tasks} ${tasks === 1 ? 'task' : 'tasks'} imported${result.subtaskCount ? `, with ${result.subtaskCount} ${result.subtaskCount === 1 ? 'subtask' : 'subtasks'}` : ''}`,
        );
        onClose();
      } else {
        setPreview(result);
        setMapping(result.mapping);
        setIsChanged(false);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) return setFormError('Something went wrong. Try again later.');
      // The file's problems (not CSV, missing columns, too many rows) belong under the file input; a
      // refused choice under the choice.
      if (error.fields.file) setFileError(error.fields.file);
      else if (Object.keys(error.fields).some((field) => field in CHOICE_FIELDS))
        setChoiceErrors(error.fields);
      else setFormError(error.message);
    }
  };
  const changeChoices = (next: TaskImportChoiceFields) => {
    setChoices(next);
    setIsChanged(true);
  };
  const isDateOrderOpen = Boolean(preview?.dates.question && !choices.dateOrder);
  const canImport = preview && !isChanged && preview.errors.length === 0 && !isDateOrderOpen;

  return (
    <div className="grid min-w-0 gap-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        A CSV with a header row: the Task List's export, or an export from Asana, Jira, Trello or ClickUp. You
        choose which column fills each field after the preview, and what rows without an assignee, due date or
        client get. People are found by name, email or username, companies by name or email, projects by name
        or key. At most {TASK_IMPORT_MAX_ROWS.toLocaleString('en')} rows.
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
              setChoices({});
              setChoiceErrors({});
              setIsChanged(false);
              setFormError(undefined);
            }}
            className="block w-full min-w-0 text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
          />
        )}
      </Field>

      {preview && mapping && (
        <details
          open={preview.errors.some((error) => error.line === 1)}
          className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <summary className="cursor-pointer font-semibold">
            Columns: {Object.keys(mapping).length} of {TASK_IMPORT_FIELDS.length} fields from your file
          </summary>
          <div className="mt-3">
            <ImportMapping
              columns={preview.columns}
              mapping={mapping}
              onChange={(next) => {
                setMapping(next);
                setIsChanged(true);
              }}
            />
          </div>
        </details>
      )}

      {preview && (
        <ImportChoices result={preview} choices={choices} onChange={changeChoices} errors={choiceErrors} />
      )}

      {preview && isChanged && (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Info aria-hidden className="size-4 shrink-0" />
          Your choices changed: preview again to check the rows with them.
        </p>
      )}

      {preview && !isChanged && <ImportPreview result={preview} />}

      <FormErrorLine message={formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {canImport ? (
          <Button isLoading={importer.isPending} onClick={() => send(true)}>
            Import {preview.rowCount} {preview.rowCount === 1 ? 'row' : 'rows'}
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

/** The form fields of the choices: a refusal naming one is shown beside it. */
const CHOICE_FIELDS = {
  createMissing: true,
  defaultAssigneeId: true,
  defaultDueDate: true,
  defaultCustomerId: true,
  dateOrder: true,
} satisfies Record<keyof TaskImportChoiceFields, true>;
