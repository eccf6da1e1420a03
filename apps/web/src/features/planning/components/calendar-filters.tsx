import { SelectField } from '../../../components/ui/field';

export interface FilterChoice {
  id: string;
  label: string;
}

/** A calendar's filter: a labelled select whose empty choice shows everything. */
export function CalendarFilter({
  label,
  choices,
  value,
  onChange,
  everyone,
}: {
  label: string;
  choices: FilterChoice[];
  value: string;
  onChange: (value: string) => void;
  everyone: string;
}) {
  return (
    <SelectField
      className="w-full sm:w-64"
      label={label}
      choices={choices}
      empty={everyone}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
