import { useState } from 'react';
import { SelectField, TextField } from '../../../components/ui/field';
import { PEOPLE_PAGE_SIZE, useTimePeople } from '../api/time-api';

/**
 * Whose time the Time pages show: "Me" or someone within the caller's reach (their reporting tree, or
 * everyone with View All Tasks). Shown only to those who reach someone; a search narrows long lists.
 */
export function PersonPicker({
  personId,
  personName,
  onChange,
}: {
  /** The person shown; null is the caller. */
  personId: string | null;
  /** Their name when known from the page's data (a bookmarked person beyond the first page of the list). */
  personName?: string;
  onChange: (personId: string | null) => void;
}) {
  const [q, setQ] = useState('');
  const everyone = useTimePeople('');
  const found = useTimePeople(q.trim(), q.trim() !== '');
  const total = everyone.data?.meta.total ?? 0;
  if (total === 0) return null;
  const people = (q.trim() ? found.data?.data : everyone.data?.data) ?? [];
  const choices = [
    { id: '', label: 'Me' },
    ...people.map((person) => ({ id: person.id, label: person.name })),
  ];
  if (personId && !choices.some((choice) => choice.id === personId))
    choices.splice(1, 0, { id: personId, label: personName ?? 'Selected person' });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label="Person"
        className="w-full max-w-xs"
        choices={choices}
        value={personId ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      />
      {total > PEOPLE_PAGE_SIZE && (
        <TextField
          label="Find a person"
          type="search"
          className="w-full max-w-xs"
          value={q}
          maxLength={200}
          onChange={(event) => setQ(event.target.value)}
          hint={q.trim() && found.data ? `${found.data.meta.total} found` : undefined}
        />
      )}
    </div>
  );
}

/** The person a Time page shows, from `?person=` (null: the caller), and how to change it. */
export function personParam(searchParams: URLSearchParams, myId: string | undefined): string | null {
  const person = searchParams.get('person');
  return person && person !== myId ? person : null;
}
