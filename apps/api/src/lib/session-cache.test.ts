import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../plugins/types';
import { createLiveHub, LIVE_CHANNEL } from './live-events';
import { createSessionCache } from './session-cache';

/**
 * A hub fed by hand, as the database's LISTEN would feed it. `awaitNotifications` answers what the test
 * says, after delivering what the test queued as "committed before the call".
 */
async function hubAndCache() {
  let deliver: (payload: string) => void = () => {};
  let loseEvents: () => void = () => {};
  const inFlight: object[] = [];
  let isListening = true;
  const hub = createLiveHub({
    async listen(channel, onPayload) {
      expect(channel).toBe(LIVE_CHANNEL);
      deliver = onPayload;
      return async () => {};
    },
    async awaitNotifications() {
      for (const event of inFlight.splice(0)) deliver(JSON.stringify(event));
      return isListening;
    },
    onNotificationsLost(handler) {
      loseEvents = handler;
      return () => {};
    },
  });
  await hub.start();
  const cache = createSessionCache(hub);
  return {
    cache,
    announce: (event: object) => deliver(JSON.stringify(event)),
    /** A change committed, whose notification has not reached this process yet. */
    commitUnheard: (event: object) => inFlight.push(event),
    loseEvents: () => loseEvents(),
    stopListening: () => {
      isListening = false;
    },
  };
}

const auth = (userId: string, roleId: string, orgId: string) =>
  ({ userId, roleId, orgId, sessionExpiresAt: new Date(Date.now() + 3_600_000) }) as AuthContext;

describe('the session cache', () => {
  it('drops the entries of the users, roles and organizations an access change names', async () => {
    const { cache, announce } = await hubAndCache();
    cache.set('a', auth('u1', 'r1', 'o1'), cache.generation);
    cache.set('b', auth('u2', 'r2', 'o1'), cache.generation);
    cache.set('c', auth('u3', 'r3', 'o2'), cache.generation);
    cache.set('d', auth('u4', 'r4', 'o3'), cache.generation);
    announce({ type: 'access_changed', userIds: ['u1'] });
    announce({ type: 'access_changed', roleIds: ['r3'] });
    expect([await cache.get('a'), await cache.get('c')]).toEqual([undefined, undefined]);
    expect((await cache.get('b'))?.userId).toBe('u2');
    announce({ type: 'access_changed', organizationIds: ['o1'] });
    expect(await cache.get('b')).toBeUndefined();
    expect((await cache.get('d'))?.userId).toBe('u4');
  });

  it('answers only after the changes committed before the request have been heard', async () => {
    const { cache, commitUnheard } = await hubAndCache();
    cache.set('a', auth('u1', 'r1', 'o1'), cache.generation);
    commitUnheard({ type: 'access_changed', userIds: ['u1'] });
    expect(await cache.get('a')).toBeUndefined();
  });

  it('answers nothing while not listening, and forgets everything when events were lost', async () => {
    const { cache, loseEvents, stopListening } = await hubAndCache();
    cache.set('a', auth('u1', 'r1', 'o1'), cache.generation);
    cache.set('b', auth('u2', 'r2', 'o1'), cache.generation);
    expect((await cache.get('a'))?.userId).toBe('u1');
    const readStarted = cache.generation;
    loseEvents();
    expect(cache.size).toBe(0);
    // A read that began before the loss is not kept after it.
    cache.set('a', auth('u1', 'r1', 'o1'), readStarted);
    expect(cache.size).toBe(0);
    cache.set('b', auth('u2', 'r2', 'o1'), cache.generation);
    stopListening();
    expect(await cache.get('b')).toBeUndefined();
  });

  it('does not keep a session read before a change that happened while it was read', async () => {
    const { cache, announce } = await hubAndCache();
    const readStarted = cache.generation;
    announce({ type: 'access_changed', userIds: ['u1'] });
    cache.set('a', auth('u1', 'r1', 'o1'), readStarted);
    expect(await cache.get('a')).toBeUndefined();
  });

  it('never answers a session past its expiry', async () => {
    const { cache } = await hubAndCache();
    cache.set(
      'a',
      { ...auth('u1', 'r1', 'o1'), sessionExpiresAt: new Date(Date.now() - 1) },
      cache.generation,
    );
    expect(await cache.get('a')).toBeUndefined();
  });
});
