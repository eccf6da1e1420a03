import { COUNTRY_CODES_STORAGE_KEY } from '@taskflow/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCountryCodes } from './country-codes';

const INDIA = { code: 'IN', callingCode: '+91', name: 'India' };

describe('getCountryCodes (spec cache semantics)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('fetches once when nothing is cached and stores the list', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: [INDIA] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await getCountryCodes()).toEqual([INDIA]);
    expect(JSON.parse(localStorage.getItem(COUNTRY_CODES_STORAGE_KEY) ?? 'null')).toEqual([INDIA]);
    expect(await getCountryCodes()).toEqual([INDIA]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/meta/country-codes');
  });

  it('uses the cached copy without calling the API', async () => {
    localStorage.setItem(COUNTRY_CODES_STORAGE_KEY, JSON.stringify([INDIA]));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await getCountryCodes()).toEqual([INDIA]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports a non-OK status as 'HTTP error! status: {code}'", async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 503 }));
    await expect(getCountryCodes()).rejects.toThrow('HTTP error! status: 503');
    expect(localStorage.getItem(COUNTRY_CODES_STORAGE_KEY)).toBeNull();
  });

  it("reports a body without data as 'Unexpected API response structure'", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ countries: [] }), { status: 200 }));
    await expect(getCountryCodes()).rejects.toThrow('Unexpected API response structure');
  });
});
