import {
  TASK_IMPORT_FIELDS,
  TASK_IMPORT_MAX_BYTES,
  TASK_IMPORT_MAX_ROWS,
  type TaskImportChoiceFields,
  type TaskImportMapping,
  type TaskImportResult,
} from '@taskflow/shared';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormErrorLine } from '../../../../components/forms/api-form';
import { ColumnMapping } from '../../../../components/import/column-mapping';
import { ImportFileField } from '../../../../components/import/import-file-field';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { useImportTasks } from '../../api/task-api';
import { ImportChoices } from './import-choices';
import { ImportPreview } from './import-preview';

/** Refused in the browser before sending: not a CSV by name, or larger than the server takes. */
export function checkImportFile(file: File): string | undefined {
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return 'Choose a .csv file';
  if (file.size === 0) return 'The file is empty';
  if (file.size > TASK_IMPORT_MAX_BYTES)
    return `The file must be at most ${TASK_IMPORT_MAX_BYTES / 1024 / 1024} MB`;
  return undefined;
}

/** The column-mapping step for tasks (components/import/column-mapping.tsx). */
export function ImportMapping({
  columns,
  mapping,
  onChange,
}: {
  columns: string[];
  mapping: TaskImportMapping;
  onChange: (mapping: TaskImportMapping) => void;
}) {
  return (
    <ColumnMapping
      fields={TASK_IMPORT_FIELDS}
      columns={columns}
      mapping={mapping}
      onChange={onChange}
      description="Which column of your file fills each field. Only Title is needed; the others may stay out. Parent Task names another row by its title or by its ID in the file; that row becomes a subtask."
    />
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
        toast.success(`${countOf(result)} imported`);
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
      <ImportFileField
        label="CSV file"
        accept=".csv,text/csv"
        error={fileError}
        check={checkImportFile}
        onFile={(chosen, problem) => {
          setFileError(problem);
          setFile(chosen);
          setPreview(undefined);
          setMapping(undefined);
          setChoices({});
          setChoiceErrors({});
          setIsChanged(false);
          setFormError(undefined);
        }}
      />

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
            Import {countOf(preview)}
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

/** "6 tasks and 1 subtask": what an import makes. */
function countOf(result: TaskImportResult) {
  const tasks = result.rowCount - result.subtaskCount;
  const subtasks = result.subtaskCount;
  return `${tasks} ${tasks === 1 ? 'task' : 'tasks'}${subtasks ? ` and ${subtasks} ${subtasks === 1 ? 'subtask' : 'subtasks'}` : ''}`;
}
