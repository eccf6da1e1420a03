import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/app/settings/security?tab=1')).toBe('/app/settings/security?tab=1');
  });

  it.each([null, '', 'https://evil.example/app', '//evil.example', '/\\evil.example', 'app'])(
    'sends %s to /app',
    (next) => {
      expect(safeNextPath(next)).toBe('/app');
    },
  );
});
