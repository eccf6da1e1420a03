import type { CountryCode } from '@taskflow/shared';
import { countries } from 'countries-list';

/** Built once from the bundled data set: no third-party API, no key. */
export const COUNTRY_CODES: CountryCode[] = Object.entries(countries)
  .filter(([, country]) => country.phone.length > 0)
  .map(([code, country]) => ({ code, callingCode: `+${country.phone[0]}`, name: country.name }))
  .sort((a, b) => a.name.localeCompare(b.name));

const KNOWN = new Set(COUNTRY_CODES.map((country) => country.code));

export function isKnownCountryCode(code: string): boolean {
  return KNOWN.has(code);
}
