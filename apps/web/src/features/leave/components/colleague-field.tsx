import { useQuery } from '@tanstack/react-query';
import type { Person } from '@taskflow/shared';
import type { ReactNode } from 'react';
import { Field } from '../../../components/ui/field';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { apiFetch } from '../../../lib/api-client';

export interface Colleague {
  id: string;
  name: string;
  jobTitle: string | null;
}

/** The people list answers at most this many a page; a picker filters them as one types. */
const PICKER_SIZE = 100;

/** Active members of the organization, to pick a covering colleague, delegate or person from. */
export function useColleagues(enabled = true) {
  return useQuery({
    queryKey: ['leave', 'colleagues'],
    queryFn: async (): Promise<Colleague[]> =>
      (await apiFetch<{ data: Person[] }>(`/people?page=1&pageSize=${PICKER_SIZE}&status=active`)).data.map(
        (person) => ({ id: person.id, name: person.name, jobTitle: person.jobTitle }),
      ),
    enabled,
    staleTime: 60_000,
  });
}

const matches = (colleague: Colleague, needle: string) =>
  colleague.name.toLowerCase().includes(needle) ||
  Boolean(colleague.jobTitle?.toLowerCase().includes(needle));

/** A labelled, type-to-filter choice of one colleague (optional: "No one" clears it). */
export function ColleagueField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  excludeId,
  emptyChoice = 'No one',
}: {
  label: ReactNode;
  value: string | null | undefined;
  onChange: (id: string | null) => void;
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  /** Someone who cannot be chosen (the applicant themself). */
  excludeId?: string;
  emptyChoice?: string;
}) {
  const colleagues = useColleagues();
  const options = (colleagues.data ?? []).filter((colleague) => colleague.id !== excludeId);
  return (
    <Field
      label={label}
      error={error ?? (colleagues.isError ? 'Could not load colleagues. Try again later.' : undefined)}
      hint={hint}
    >
      {(control) => (
        <SearchableSelect
          {...control}
          options={options}
          value={options.find((colleague) => colleague.id === value) ?? null}
          onChange={(colleague) => onChange(colleague?.id ?? null)}
          onBlur={onBlur}
          optionKey={(colleague) => colleague.id}
          optionLabel={(colleague) => colleague.name}
          optionHint={(colleague) => colleague.jobTitle}
          matches={matches}
          emptyChoice={emptyChoice}
          placeholder={colleagues.isPending ? 'Loading…' : 'Type a name'}
          buttonLabel="Show colleagues"
          inline
        />
      )}
    </Field>
  );
}
