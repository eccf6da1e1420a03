import type { ImportDateOrder, TaskImportChoiceFields, TaskImportResult } from '@taskflow/shared';
import { FolderPlus } from 'lucide-react';
import { useId } from 'react';
import { ChoiceSelect } from '../../../../components/forms/choice-select';
import { DateOrderQuestion } from '../../../../components/forms/date-order-question';
import { TextField } from '../../../../components/ui/field';
import { customerSource, peopleSource } from '../../../../lib/choice-sources';
import { useTaskPickerAccess } from '../task-choices';

/**
 * The choices an import makes once for the whole file (issue 39): create the projects and clients it
 * names that do not exist yet, who takes rows without an assignee, when rows without a due date are due,
 * the client of rows with neither company nor project, and which way its dates go when the file alone
 * does not say. Each row a default fills is listed in the preview.
 */
export function ImportChoices({
  result,
  choices,
  onChange,
  errors,
}: {
  result: TaskImportResult;
  choices: TaskImportChoiceFields;
  onChange: (choices: TaskImportChoiceFields) => void;
  /** The server's refusal of a choice, by field. */
  errors: Record<string, string>;
}) {
  const id = useId();
  const access = useTaskPickerAccess();
  const set = (change: TaskImportChoiceFields) => onChange({ ...choices, ...change });
  const { missing } = result;
  const hasMissing = missing.projects.length > 0 || missing.customers.length > 0;
  const mayCreate =
    (missing.projects.length === 0 || missing.canCreateProjects) &&
    (missing.customers.length === 0 || missing.canCreateCustomers);

  return (
    <fieldset aria-labelledby={`${id}-legend`} className="grid min-w-0 gap-4">
      <legend id={`${id}-legend`} className="font-semibold">
        For the whole file
      </legend>
      {hasMissing && (
        <div className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
          <p className="flex items-start gap-2">
            <FolderPlus aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              The file names {countOf(missing.projects.length, 'project')}
              {missing.projects.length > 0 && missing.customers.length > 0 ? ' and ' : ''}
              {countOf(missing.customers.length, 'client')} your organization does not have yet.
            </span>
          </p>
          <ul className="grid max-h-32 gap-0.5 overflow-y-auto pl-6 text-slate-700 wrap-anywhere dark:text-slate-300">
            {missing.projects.map((project) => (
              <li key={`p-${project.name}`}>
                Project <strong>{project.name}</strong>, for {project.customer}
              </li>
            ))}
            {missing.customers.map((name) => (
              <li key={`c-${name}`}>
                Client <strong>{name}</strong>
              </li>
            ))}
          </ul>
          {mayCreate ? (
            <label className="flex min-h-9 items-center gap-2 font-medium">
              <input
                type="checkbox"
                className="size-4 shrink-0"
                checked={choices.createMissing === 'true'}
                onChange={(event) => set({ createMissing: event.currentTarget.checked ? 'true' : undefined })}
              />
              Create them with the tasks
            </label>
          ) : (
            <p className="text-slate-600 dark:text-slate-400">
              Creating them needs Create Project and Create Customer: ask someone who has them, or map other
              columns.
            </p>
          )}
          {errors.createMissing && <p className="text-red-700 dark:text-red-300">{errors.createMissing}</p>}
        </div>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Rows without an assignee, due date or client take these; the preview lists each row that does.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <ChoiceSelect
          label="Default assignee"
          source={peopleSource}
          isEnabled={access.people}
          offersMe
          emptyChoice="None"
          value={choices.defaultAssigneeId ?? ''}
          onChange={(chosen) => set({ defaultAssigneeId: chosen || undefined })}
          error={errors.defaultAssigneeId}
        />
        <TextField
          label="Default due date"
          type="date"
          value={choices.defaultDueDate ?? ''}
          onChange={(event) => set({ defaultDueDate: event.currentTarget.value || undefined })}
          error={errors.defaultDueDate}
        />
        <ChoiceSelect
          label="Default client"
          source={customerSource}
          isEnabled={access.customers}
          emptyChoice="None"
          value={choices.defaultCustomerId ?? ''}
          onChange={(chosen) => set({ defaultCustomerId: chosen || undefined })}
          error={errors.defaultCustomerId}
        />
      </div>
      {result.dates.question && (
        <DateOrderQuestion
          question={result.dates.question}
          value={choices.dateOrder as ImportDateOrder | undefined}
          onChange={(order) => set({ dateOrder: order })}
          error={errors.dateOrder}
        />
      )}
    </fieldset>
  );
}

const countOf = (count: number, noun: string) =>
  count === 0 ? '' : `${count} ${noun}${count === 1 ? '' : 's'}`;
