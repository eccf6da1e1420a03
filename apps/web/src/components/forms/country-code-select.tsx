import { COUNTRY_DROPDOWN_MAX_HEIGHT_PX, type CountryCode } from '@taskflow/shared';
import { useCountryCodes } from '../../lib/country-codes';
import { FieldError } from '../ui/field';
import { SearchableSelect } from '../ui/searchable-select';

const label = (country: CountryCode) => `${country.code} (${country.callingCode})`;
/** "india" finds India before British Indian Ocean Territory: whole names, then starts, then the rest. */
const rankCountry = (country: CountryCode, needle: string) => {
  const name = country.name.toLowerCase();
  if (name === needle || country.code.toLowerCase() === needle) return 0;
  if (name.startsWith(needle)) return 1;
  return 2;
};

const matchesCountry = (country: CountryCode, needle: string) =>
  [country.code, country.callingCode, country.name].some((text) => text.toLowerCase().includes(needle));

/**
 * Spec country dropdown: '{code} ({callingCode})', at most 150 px tall, its own loading and error
 * lines; typing filters by code, calling code or country name.
 */
export function CountryCodeSelect({
  id,
  value,
  onChange,
  error,
  label: fieldLabel = 'Country code',
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  label?: string;
}) {
  const { data: countries, isPending, error: loadError } = useCountryCodes();
  const selected = countries?.find((country) => country.code === value) ?? null;
  const errorId = `${id}-error`;

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {fieldLabel}
      </label>
      {isPending ? (
        <p id={id} className="py-2 text-sm text-slate-600 dark:text-slate-400">
          Loading country codes...
        </p>
      ) : loadError ? (
        <p id={id} role="alert" className="py-2 text-sm text-red-600 dark:text-red-400">
          Error: {loadError.message}
        </p>
      ) : (
        <SearchableSelect
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          options={countries}
          value={selected}
          onChange={(country) => onChange(country?.code ?? '')}
          optionKey={(country) => country.code}
          optionLabel={label}
          optionHint={(country) => country.name}
          matches={matchesCountry}
          rank={rankCountry}
          buttonLabel="Show country codes"
          maxHeight={COUNTRY_DROPDOWN_MAX_HEIGHT_PX}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
