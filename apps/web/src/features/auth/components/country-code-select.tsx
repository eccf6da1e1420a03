import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { COUNTRY_DROPDOWN_MAX_HEIGHT_PX, type CountryCode } from '@taskflow/shared';
import { clsx } from 'clsx';
import { ChevronsUpDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FieldError, inputClasses } from '../../../components/ui/field';
import { useCountryCodes } from '../api/get-country-codes';

const label = (country: CountryCode) => `${country.code} (${country.callingCode})`;

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
  const [query, setQuery] = useState('');
  const selected = countries?.find((country) => country.code === value) ?? null;
  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!countries || !needle) return countries ?? [];
    return countries.filter((country) =>
      [country.code, country.callingCode, country.name].some((text) => text.toLowerCase().includes(needle)),
    );
  }, [countries, query]);
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
        <Combobox
          value={selected}
          onChange={(country: CountryCode | null) => onChange(country?.code ?? '')}
          onClose={() => setQuery('')}
        >
          <div className="relative">
            <ComboboxInput
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={clsx(inputClasses(Boolean(error)), 'pr-8')}
              displayValue={(country: CountryCode | null) => (country ? label(country) : '')}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Select..."
              autoComplete="off"
            />
            <ComboboxButton
              className="absolute inset-y-0 right-0 flex items-center px-2"
              aria-label="Show country codes"
            >
              <ChevronsUpDown aria-hidden className="size-4 text-slate-400" />
            </ComboboxButton>
            {/* Rendered in place, not portalled: inside a modal dialog a portal would be inert. */}
            <ComboboxOptions
              style={{ maxHeight: COUNTRY_DROPDOWN_MAX_HEIGHT_PX }}
              className="absolute z-10 mt-1 w-full min-w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible dark:border-slate-700 dark:bg-slate-900"
            >
              {filtered.length === 0 ? (
                <div className="px-3 py-2 text-slate-600 dark:text-slate-400">No options</div>
              ) : (
                filtered.map((country) => (
                  <ComboboxOption
                    key={country.code}
                    value={country}
                    className="cursor-pointer px-3 py-1.5 data-focus:bg-brand-50 data-selected:font-semibold dark:data-focus:bg-slate-800"
                  >
                    {label(country)}{' '}
                    <span className="text-slate-600 dark:text-slate-400">{country.name}</span>
                  </ComboboxOption>
                ))
              )}
            </ComboboxOptions>
          </div>
        </Combobox>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
