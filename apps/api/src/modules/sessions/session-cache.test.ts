import { describe, expect, it } from 'vitest';
import { createLiveHub, LIVE_CHANNEL } from '../../lib/live-events';
import type { AuthContext } from '../../plugins/types';
import { createSessionCache } from './session-cache';

/** A hub fed by hand, as the database's LISTEN would feed it. */
async function hubAndCache() {
  let deliver: (payload: string) => void = () => {};
  const hub = createLiveHub({
    async listen(channel, onPayload) {
      expect(channel).toBe(LIVE_CHANNEL);
      deliver = onPayload;
      return async () => {};
    },
  });
  await hub.start();
  const cache = createSessionCache(hub);
  return { cache, announce: (event: object) => deliver(JSON.stringify(event)) };
}

const auth = (userId: string, roleId: string, orgId: string) =>
  ({ userId, roleId, orgId, sessionExpiresAt: new Date(Date.now() + 3_600_000) }) as AuthContext;

describe('the PGlite session cache', () => {
  it('drops the entries of the users, roles and organizations an access change names', async () => {
    const { cache, announce } = await hubAndCache();
    cache.set('a', auth('u1', 'r1', 'o1'), cache.generation);
    cache.set('b', auth('u2', 'r2', 'o1'), cache.generation);
    cache.set('c', auth('u3', 'r3', 'o2'), cache.generation);
    cache.set('d', auth('u4', 'r4', 'o3'), cache.generation);
    announce({ type: 'access_changed', userIds: ['u1'] });
    announce({ type: 'access_changed', roleIds: ['r3'] });
    expect([cache.get('a'), cache.get('c')]).toEqual([undefined, undefined]);
    expect(cache.get('b')?.userId).toBe('u2');
    announce({ type: 'access_changed', organizationIds: ['o1'] });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('d')?.userId).toBe('u4');
  });

  it('does not keep a session read before a change that happened while it was read', async () => {
    const { cache, announce } = await hubAndCache();
    const readStarted = cache.generation;
    announce({ type: 'access_changed', userIds: ['u1'] });
    cache.set('a', auth('u1', 'r1', 'o1'), readStarted);
    expect(cache.get('a')).toBeUndefined();
  });

  it('never answers a session past its expiry', async () => {
    const { cache } = await hubAndCache();
    cache.set(
      'a',
      { ...auth('u1', 'r1', 'o1'), sessionExpiresAt: new Date(Date.now() - 1) },
      cache.generation,
    );
    expect(cache.get('a')).toBeUndefined();
  });
});
