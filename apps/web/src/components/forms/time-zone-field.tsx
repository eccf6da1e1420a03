import { listTimeZones, type TimeZoneChoice } from '@taskflow/shared';
import { type ReactNode, useMemo } from 'react';
import { Field } from '../ui/field';
import { SearchableSelect } from '../ui/searchable-select';

const matchesZone = (zone: TimeZoneChoice, needle: string) =>
  zone.label.toLowerCase().includes(needle) || zone.id.toLowerCase().includes(needle.replaceAll(' ', '_'));

/**
 * A time zone picked from the current zone names with their offsets ("(GMT+5:30) Asia/Kolkata"),
 * searchable by city or offset. `noneChoice` names a first choice meaning no zone, whose value is ''
 * (My profile: the organization's zone).
 */
export function TimeZoneField({
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  alsoList = [],
  noneChoice,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  /** Zones to list even when the platform's list lacks them (the saved one, the browser's). */
  alsoList?: (string | null | undefined)[];
  noneChoice?: string;
}) {
  const listKey = alsoList.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey stands for alsoList's contents
  const zones = useMemo(() => listTimeZones(alsoList), [listKey]);
  return (
    <Field label={label} error={error} hint={hint}>
      {(controlProps) => (
        <SearchableSelect
          {...controlProps}
          options={zones}
          value={zones.find((zone) => zone.id === value) ?? null}
          onChange={(zone) => onChange(zone?.id ?? '')}
          onBlur={onBlur}
          optionKey={(zone) => zone.id}
          optionLabel={(zone) => zone.label}
          matches={matchesZone}
          emptyChoice={noneChoice}
          placeholder="Search a city or offset"
          buttonLabel="Show time zones"
        />
      )}
    </Field>
  );
}
