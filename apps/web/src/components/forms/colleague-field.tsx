import type { ReactNode } from 'react';
import { peopleSource } from '../../lib/choice-sources';
import { ChoiceSelect } from './choice-select';

/**
 * A labelled choice of one colleague (optional: "No one" clears it), searched on the server as one
 * types, so the 501st person of the organization can be chosen too.
 */
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
  return (
    <ChoiceSelect
      label={label}
      source={peopleSource}
      value={value ?? ''}
      onChange={(id) => onChange(id || null)}
      onBlur={onBlur}
      error={error}
      hint={hint}
      exclude={excludeId ? [excludeId] : undefined}
      emptyChoice={emptyChoice}
      placeholder="Type a name"
      buttonLabel="Show colleagues"
      inline
    />
  );
}
