import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../permissions';
import {
  ACCESS_TOKEN_AREAS,
  accessTokenAreaOf,
  accessTokenLevelOf,
  areasHeldBy,
  PERMISSIONS_NEVER_IN_TOKENS,
  permissionsWithinScopes,
  scopeLevelOf,
} from './access-tokens';

describe('access token areas', () => {
  it('finds a route by its longest prefix, and leaves routes of no area closed', () => {
    expect(accessTokenAreaOf('/tasks/:id')).toBe('tasks');
    expect(accessTokenAreaOf('/tasks')).toBe('tasks');
    expect(accessTokenAreaOf('/customers/:id')).toBe('clients');
    expect(accessTokenAreaOf('/customers/:id/statement.pdf')).toBe('invoices');
    expect(accessTokenAreaOf('/time/entries')).toBe('time');
    expect(accessTokenAreaOf('/time/rates/people')).toBe('invoices');
    expect(accessTokenAreaOf('/calendar')).toBe('calendar');
    expect(accessTokenAreaOf('/calendar/feed-url')).toBeNull();
    // A prefix is a whole segment: /tasksx is not /tasks.
    expect(accessTokenAreaOf('/tasksx')).toBeNull();
    for (const closed of [
      '/access-tokens',
      '/sessions',
      '/users/me',
      '/roles',
      '/admin/organizations',
      '/search',
    ]) {
      expect(accessTokenAreaOf(closed), closed).toBeNull();
    }
  });

  it('reads with GET and HEAD only', () => {
    expect(accessTokenLevelOf('GET')).toBe('read');
    expect(accessTokenLevelOf('HEAD')).toBe('read');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(accessTokenLevelOf(method)).toBe('write');
    expect(scopeLevelOf(['tasks:read', 'tasks:write'], 'tasks')).toBe('write');
    expect(scopeLevelOf(['tasks:read'], 'time')).toBeNull();
  });

  it('keeps only the permissions of the scoped areas, never one the person lacks', () => {
    expect(permissionsWithinScopes(['tasks.view', 'time.track', 'time.billing'], ['time:read'])).toEqual([
      'time.track',
    ]);
    expect(permissionsWithinScopes(['tasks.view'], ['invoices:write'])).toEqual([]);
    expect(permissionsWithinScopes([...ALL_PERMISSIONS], ['nonsense:write'])).toEqual([]);
  });

  it('offers an area when the person holds one of its permissions', () => {
    expect(areasHeldBy(['tasks.view'])).toEqual(['tasks']);
    expect(areasHeldBy([])).toEqual([]);
  });

  it('gives roles and organization settings to no token, and every other permission to one area', () => {
    expect([...PERMISSIONS_NEVER_IN_TOKENS].sort()).toEqual(
      [
        'organization.manage',
        'roles.create',
        'roles.delete',
        'roles.edit',
        'roles.view',
        'users.invite',
      ].sort(),
    );
    const counted = ACCESS_TOKEN_AREAS.flatMap((area) => [...area.permissions]);
    expect(new Set(counted).size).toBe(counted.length);
  });
});
