import {
  REPORT_DATE_BASES,
  REPORT_GROUPING_LABELS,
  REPORT_GROUPINGS,
  REPORT_MEASURE_LABELS,
  REPORT_MEASURES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  TASK_PRIORITIES,
} from '@taskflow/shared';
import { useId } from 'react';
import { ChoiceSelect as SearchedChoice } from '../../../components/forms/choice-select';
import { inputClasses } from '../../../components/ui/field';
import { customerSource, peopleSource, projectSource } from '../../../lib/choice-sources';

export interface Choice {
  id: string;
  name: string;
}

const DATE_BASIS_LABELS = { created: 'Created', due: 'Due date', completed: 'Completed' } as const;
const SCOPE_LABELS = { mine: 'My tasks', team: 'My team', all: 'Everyone' } as const;

function Labelled({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600 dark:text-slate-300">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function ChoiceSelect({
  label,
  name,
  params,
  onChange,
  choices,
  anyLabel = 'All',
}: {
  label: string;
  name: string;
  params: URLSearchParams;
  onChange: (name: string, value: string) => void;
  choices: readonly Choice[];
  anyLabel?: string;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <select
          id={id}
          className={inputClasses(false)}
          value={params.get(name) ?? ''}
          onChange={(event) => onChange(name, event.target.value)}
        >
          <option value="">{anyLabel}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

const named = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ id: value, name: labels[value] }));

/**
 * The report's filters, type, grouping and columns; every value lives in the URL (`params`), so a report
 * can be bookmarked, shared and saved as it is.
 */
export function ReportFilters({
  params,
  onChange,
  departments,
  canSeeCustomers,
  canChooseUser,
  scopes,
  canCustom,
}: {
  params: URLSearchParams;
  onChange: (name: string, value: string) => void;
  departments: Choice[];
  /** Customers and people are searched on the server as one types (a firm may have thousands). */
  canSeeCustomers: boolean;
  /** Whether the report may show others than the caller (View All User or Team Task Report). */
  canChooseUser: boolean;
  scopes: ('mine' | 'team' | 'all')[];
  canCustom: boolean;
}) {
  const type = params.get('type') ?? 'summary';
  const groupBy = (params.get('groupBy') ?? '').split(',').filter(Boolean);
  const columns = (params.get('columns') ?? '').split(',').filter(Boolean);
  const setGroup = (index: number, value: string) => {
    const next = [...groupBy];
    next[index] = value;
    onChange('groupBy', next.filter(Boolean).join(','));
  };
  const toggleColumn = (measure: string, isOn: boolean) => {
    const current = columns.length ? columns : [...REPORT_MEASURES];
    const next = REPORT_MEASURES.filter((key) => (key === measure ? isOn : current.includes(key)));
    onChange('columns', next.length === REPORT_MEASURES.length ? '' : next.join(','));
  };
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800">
      <legend className="px-1 text-sm font-semibold">Filters</legend>
      <ChoiceSelect
        label="Report type"
        name="type"
        params={params}
        onChange={onChange}
        anyLabel={REPORT_TYPE_LABELS.summary}
        choices={named(
          REPORT_TYPES.filter((value) => value !== 'summary' && (value !== 'custom' || canCustom)),
          REPORT_TYPE_LABELS,
        )}
      />
      <ChoiceSelect
        label="Date range by"
        name="dateBasis"
        params={params}
        onChange={onChange}
        anyLabel={DATE_BASIS_LABELS.due}
        choices={named(
          REPORT_DATE_BASES.filter((value) => value !== 'due'),
          DATE_BASIS_LABELS,
        )}
      />
      <Labelled label="From">
        {(id) => (
          <input
            id={id}
            type="date"
            className={inputClasses(false)}
            value={params.get('from') ?? ''}
            onChange={(event) => onChange('from', event.target.value)}
          />
        )}
      </Labelled>
      <Labelled label="To">
        {(id) => (
          <input
            id={id}
            type="date"
            className={inputClasses(false)}
            value={params.get('to') ?? ''}
            onChange={(event) => onChange('to', event.target.value)}
          />
        )}
      </Labelled>
      <SearchedChoice
        label="Customer"
        source={customerSource}
        isEnabled={canSeeCustomers}
        value={params.get('customerId') ?? ''}
        emptyChoice="All"
        onChange={(id) => onChange('customerId', id)}
      />
      <SearchedChoice
        label="Project"
        source={projectSource}
        value={params.get('projectId') ?? ''}
        emptyChoice="All"
        onChange={(id) => onChange('projectId', id)}
      />
      <ChoiceSelect
        label="Department"
        name="departmentId"
        params={params}
        onChange={onChange}
        choices={departments}
      />
      {canChooseUser && (
        <SearchedChoice
          label="User"
          source={peopleSource}
          value={params.get('userId') ?? ''}
          emptyChoice="All"
          offersMe
          onChange={(id) => onChange('userId', id)}
        />
      )}
      <ChoiceSelect
        label="Priority"
        name="priority"
        params={params}
        onChange={onChange}
        choices={TASK_PRIORITIES.map((value) => ({ id: value, name: value }))}
      />
      <Labelled label="Task type">
        {(id) => (
          <input
            id={id}
            className={inputClasses(false)}
            value={params.get('taskType') ?? ''}
            maxLength={100}
            onChange={(event) => onChange('taskType', event.target.value)}
          />
        )}
      </Labelled>
      {scopes.length > 1 && (
        <ChoiceSelect
          label="Whose tasks"
          name="scope"
          params={params}
          onChange={onChange}
          anyLabel={SCOPE_LABELS[scopes[scopes.length - 1] ?? 'mine']}
          choices={named(scopes.slice(0, -1), SCOPE_LABELS)}
        />
      )}
      {type === 'custom' && (
        <>
          {[0, 1].map((index) => (
            <Labelled key={index} label={index === 0 ? 'Group by' : 'Then by'}>
              {(id) => (
                <select
                  id={id}
                  className={inputClasses(false)}
                  value={groupBy[index] ?? ''}
                  onChange={(event) => setGroup(index, event.target.value)}
                >
                  <option value="">{index === 0 ? 'Company Name, then User Name' : 'Nothing'}</option>
                  {REPORT_GROUPINGS.map((grouping) => (
                    <option key={grouping} value={grouping}>
                      {REPORT_GROUPING_LABELS[grouping]}
                    </option>
                  ))}
                </select>
              )}
            </Labelled>
          ))}
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-xs font-medium text-slate-600 dark:text-slate-300">Columns</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {REPORT_MEASURES.map((measure) => (
                <label key={measure} className="inline-flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={!columns.length || columns.includes(measure)}
                    onChange={(event) => toggleColumn(measure, event.target.checked)}
                  />
                  {REPORT_MEASURE_LABELS[measure]}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
