import { PeopleChecklist } from '../../../components/forms/people-checklist';
import { peopleSource } from '../../../lib/choice-sources';

/** Team Members: a checklist of the organization's people, searched on the server as one types. */
export function TeamPicker({
  members,
  value,
  onChange,
  error,
}: {
  /** The team as saved, so its members are listed by name before any search. */
  members: { id: string; name: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  return (
    <PeopleChecklist
      legend="Team Members"
      filterLabel="Filter team members"
      source={peopleSource}
      chosen={members}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
