import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each(['/app/settings/security?tab=1', '/invite?token=abc_DEF-123', '/', '/app?next=%2Fapp'])(
    'keeps the same-site path %s',
    (next) => {
      expect(safeNextPath(next)).toBe(next);
    },
  );

  it.each([
    null,
    undefined,
    '',
    'app',
    'https://evil.example/app',
    'https:evil.example',
    'javascript:alert(1)',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    // Browsers drop tabs and newlines from a URL: these become //evil.example when followed.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    // The same, percent-encoded (once, and twice).
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D%0A/evil.example',
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/%252F%252Fevil.example',
    '/%2509/evil.example',
    '/\u0000/evil.example',
    '/%00/evil.example',
    '/%E0%A4%A', // not decodable
    `/${'a'.repeat(2001)}`,
  ])('sends %j to /app', (next) => {
    expect(safeNextPath(next)).toBe('/app');
  });
});
