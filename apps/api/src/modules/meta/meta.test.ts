import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/meta/country-codes', () => {
  it('is public and answers { data: [{ code, callingCode, name }] } like the spec’s country API', async () => {
    const response = await t.app.inject({ url: '/api/v1/meta/country-codes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');

    const body = response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.length).toBeGreaterThan(200);
    expect(body.data).toContainEqual({ code: 'IN', callingCode: '+91', name: 'India' });
    expect(body.data).toContainEqual({ code: 'US', callingCode: '+1', name: 'United States' });
    expect(body.data).toContainEqual({ code: 'GB', callingCode: '+44', name: 'United Kingdom' });
  });

  it('lists each country once, well formed and sorted by name', async () => {
    const { data } = (await t.app.inject({ url: '/api/v1/meta/country-codes' })).json() as {
      data: { code: string; callingCode: string; name: string }[];
    };
    for (const country of data) {
      expect(Object.keys(country).sort()).toEqual(['callingCode', 'code', 'name']);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.callingCode).toMatch(/^\+\d{1,4}$/);
      expect(country.name.length).toBeGreaterThan(0);
    }
    const codes = data.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    const names = data.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
