import { type ComplianceMatrix, JOB_STATE_LABELS, JOB_VIEW_STATES } from '@taskflow/shared';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { SearchBox } from '../../../components/ui/search-box';
import type { MatrixParams } from '../api/client-jobs';

export type MatrixFilterValues = Omit<MatrixParams, 'page'>;

/** Every filter cleared (typed whole, so a new filter cannot be left out of Clear filters). */
const NO_FILTERS: Record<keyof MatrixFilterValues, undefined> = {
  fromPeriod: undefined,
  toPeriod: undefined,
  tag: undefined,
  responsibleId: undefined,
  state: undefined,
  q: undefined,
};

/**
 * The matrix's filters: the periods shown (first and last month; empty is the last 6 and the next),
 * the clients' tag, who is responsible, a state, and a client's name. Each change is the URL's.
 */
export function ComplianceMatrixFilters({
  values,
  choices,
  onChange,
  searchText,
  onSearchText,
  shown,
}: {
  values: MatrixFilterValues;
  /** The first and last period the matrix shows (`YYYY-MM`), what the range fields read when not chosen. */
  shown?: { from: string; to: string };
  choices: ComplianceMatrix['choices'] | undefined;
  /** Called with the filters that changed (a cleared one as undefined). */
  onChange: (change: Partial<MatrixFilterValues>) => void;
  /** The search box's text, which becomes `q` when typing pauses. */
  searchText: string;
  onSearchText: (text: string) => void;
}) {
  const set = (key: keyof MatrixFilterValues) => (value: string) => onChange({ [key]: value || undefined });
  const isFiltered = Object.values(values).some((value) => value !== undefined && value !== '');
  return (
    // Six across only where a month field still shows "December 2026" whole (not at 1280 px beside the sidebar).
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-6">
      <SearchBox
        label="Search clients"
        value={searchText}
        onChange={onSearchText}
        className="col-span-2 lg:col-span-3 2xl:col-span-6"
      />
      <TextField
        label="From period"
        type="month"
        value={values.fromPeriod ?? shown?.from ?? ''}
        onChange={(event) => set('fromPeriod')(event.target.value)}
      />
      <TextField
        label="To period"
        type="month"
        value={values.toPeriod ?? shown?.to ?? ''}
        onChange={(event) => set('toPeriod')(event.target.value)}
      />
      <SelectField
        label="Tag"
        empty="All clients"
        choices={(choices?.tags ?? []).map((tag) => ({ id: tag, label: tag }))}
        value={values.tag ?? ''}
        onChange={(event) => set('tag')(event.target.value)}
      />
      <SelectField
        label="Responsible"
        empty="Anyone"
        choices={(choices?.responsible ?? []).map((person) => ({ id: person.id, label: person.name }))}
        value={values.responsibleId ?? ''}
        onChange={(event) => set('responsibleId')(event.target.value)}
      />
      <SelectField
        label="State"
        empty="Any state"
        choices={JOB_VIEW_STATES.map((state) => ({ id: state, label: JOB_STATE_LABELS[state] }))}
        value={values.state ?? ''}
        onChange={(event) => set('state')(event.target.value)}
      />
      <div className="flex items-end">
        <Button
          variant="ghost"
          disabled={!isFiltered}
          onClick={() => {
            onSearchText('');
            onChange(NO_FILTERS);
          }}
          className="w-full"
        >
          <X aria-hidden className="size-4" /> Clear filters
        </Button>
      </div>
    </div>
  );
}
