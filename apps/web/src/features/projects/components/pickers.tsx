import type { ReactNode } from 'react';
import { PeopleChecklist } from '../../../components/forms/people-checklist';
import { Field } from '../../../components/ui/field';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import type { PersonChoice } from '../api/projects';

interface Choice {
  id: string;
  name: string;
  jobTitle?: string | null;
}

const matchesChoice = (choice: Choice, needle: string) =>
  choice.name.toLowerCase().includes(needle) || Boolean(choice.jobTitle?.toLowerCase().includes(needle));

/** A labelled, type-to-filter choice of one customer or person (a firm may have hundreds). */
export function ChoiceField({
  label,
  choices,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  buttonLabel,
  emptyChoice,
}: {
  label: ReactNode;
  choices: Choice[];
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  error?: string;
  placeholder: string;
  buttonLabel: string;
  emptyChoice?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <SearchableSelect
          {...control}
          options={choices}
          value={choices.find((choice) => choice.id === value) ?? null}
          onChange={(choice) => onChange(choice?.id ?? '')}
          onBlur={onBlur}
          optionKey={(choice) => choice.id}
          optionLabel={(choice) => choice.name}
          optionHint={(choice) => choice.jobTitle}
          matches={matchesChoice}
          emptyChoice={emptyChoice}
          placeholder={placeholder}
          buttonLabel={buttonLabel}
          inline
        />
      )}
    </Field>
  );
}

/** Team Members: a filterable checklist of the organization's people. */
export function TeamPicker({
  people,
  isPending,
  value,
  onChange,
  error,
}: {
  people: PersonChoice[];
  isPending: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  return (
    <PeopleChecklist
      legend="Team Members"
      filterLabel="Filter team members"
      people={people}
      isPending={isPending}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
