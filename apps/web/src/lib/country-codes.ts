import { useQuery } from '@tanstack/react-query';
import { COUNTRY_CODES_STORAGE_KEY, type CountryCode } from '@taskflow/shared';
import { API_BASE } from './api-client';

function readCache(): CountryCode[] | undefined {
  try {
    const cached = localStorage.getItem(COUNTRY_CODES_STORAGE_KEY);
    const parsed = cached ? JSON.parse(cached) : undefined;
    return Array.isArray(parsed) && parsed.length > 0 ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Spec cache semantics: use the localStorage copy when present, otherwise fetch once and store it. */
export async function getCountryCodes(): Promise<CountryCode[]> {
  const cached = readCache();
  if (cached) return cached;
  const response = await fetch(`${API_BASE}/meta/country-codes`);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const body = (await response.json()) as { data?: CountryCode[] };
  if (!body || !Array.isArray(body.data)) throw new Error('Unexpected API response structure');
  try {
    localStorage.setItem(COUNTRY_CODES_STORAGE_KEY, JSON.stringify(body.data));
  } catch {
    /* storage full or disabled: the list still works for this page */
  }
  return body.data;
}

export function useCountryCodes() {
  return useQuery({
    queryKey: ['meta', 'country-codes'],
    queryFn: getCountryCodes,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
