import { TASK_PRIORITIES, TASK_STATUSES } from '@taskflow/shared';
import { clsx } from 'clsx';
import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ChoiceSelect } from '../../../../components/forms/choice-select';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { customerSource, peopleSource, projectSource } from '../../../../lib/choice-sources';
import { CLEARED_FILTERS, countFilters, type TaskListState } from '../../lib/list-params';
import { useTaskChoices, useTaskPickerAccess } from '../task-choices';

function CheckboxGroup<T extends string>({
  legend,
  values,
  selected,
  onChange,
}: {
  legend: string;
  values: readonly T[];
  selected: readonly T[];
  onChange: (values: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {values.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={selected.includes(value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? values.filter((entry) => entry === value || selected.includes(entry))
                    : selected.filter((entry) => entry !== value),
                )
              }
            />
            {value}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The Task List's filters: status, priority, assignee, customer, project, department, due range and
 * overdue. Each change goes into the URL at once (the page passes `onChange`).
 */
export function TaskFilters({
  state,
  onChange,
}: {
  state: TaskListState;
  onChange: (change: Partial<TaskListState>) => void;
}) {
  const panelId = useId();
  const active = countFilters(state);
  const [isOpen, setOpen] = useState(active > 0);
  const choices = useTaskChoices();
  const access = useTaskPickerAccess();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen(!isOpen)}
          className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold"
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          Filters
          {active > 0 && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{active}</span>
          )}
          <ChevronDown aria-hidden className={clsx('size-4 transition-transform', isOpen && 'rotate-180')} />
        </button>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={state.overdue}
              onChange={(event) => onChange({ overdue: event.target.checked })}
            />
            Overdue only
          </label>
          {active > 0 && (
            <Button variant="ghost" className="min-h-9 px-2" onClick={() => onChange(CLEARED_FILTERS)}>
              <X aria-hidden className="size-4" />
              Clear filters
            </Button>
          )}
        </div>
      </div>
      <div
        id={panelId}
        hidden={!isOpen}
        className="grid gap-4 border-t border-slate-200 p-4 dark:border-slate-800"
      >
        <div className="grid gap-4 md:grid-cols-2">
          <CheckboxGroup
            legend="Status"
            values={TASK_STATUSES}
            selected={state.status}
            onChange={(status) => onChange({ status })}
          />
          <CheckboxGroup
            legend="Priority"
            values={TASK_PRIORITIES}
            selected={state.priority}
            onChange={(priority) => onChange({ priority })}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <ChoiceSelect
            label="Assign To"
            source={peopleSource}
            isEnabled={access.people}
            value={state.assigneeId ?? ''}
            emptyChoice="Anyone"
            offersMe
            onChange={(id) => onChange({ assigneeId: id || undefined })}
          />
          <ChoiceSelect
            label="Customer"
            source={customerSource}
            isEnabled={access.customers}
            value={state.customerId ?? ''}
            emptyChoice="Any customer"
            onChange={(id) => onChange({ customerId: id || undefined })}
          />
          <ChoiceSelect
            label="Project"
            source={projectSource}
            value={state.projectId ?? ''}
            emptyChoice="Any project"
            onChange={(id) => onChange({ projectId: id || undefined })}
          />
          <ChoiceSelect
            label="Department"
            choices={choices.departments}
            value={state.departmentId ?? ''}
            emptyChoice="Any department"
            onChange={(id) => onChange({ departmentId: id || undefined })}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-md">
          <TextField
            label="Due from"
            type="date"
            value={state.dueFrom ?? ''}
            max={state.dueTo}
            onChange={(event) => onChange({ dueFrom: event.target.value || undefined })}
          />
          <TextField
            label="Due to"
            type="date"
            value={state.dueTo ?? ''}
            min={state.dueFrom}
            onChange={(event) => onChange({ dueTo: event.target.value || undefined })}
          />
        </div>
      </div>
    </div>
  );
}
