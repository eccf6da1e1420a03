import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFairSlots, SlotRefused } from './fair-slots';

const limits = { perPerson: 2, perOrganization: 2, perProcess: 3, maxWaitMs: 1_000 };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'granted',
    (error: unknown) => (error instanceof SlotRefused ? error.reason : 'other'),
  );

afterEach(() => vi.useRealTimers());

describe('fair slots', () => {
  it("refuses a person's third claim at once, and takes it again once one is released", async () => {
    const slots = createFairSlots(limits);
    const first = await slots.acquire({ person: 'asha', organization: 'acme' });
    await slots.acquire({ person: 'asha', organization: 'acme' });
    expect(await refusal(slots.acquire({ person: 'asha', organization: 'acme' }))).toBe('person');
    first();
    first(); // a second release gives nothing back twice
    expect(await refusal(slots.acquire({ person: 'asha', organization: 'acme' }))).toBe('granted');
    expect(slots.stats()).toEqual({ running: 2, waiting: 0 });
  });

  it('lets a claim wait for its organization and grants it when a colleague finishes', async () => {
    const slots = createFairSlots(limits);
    const asha = await slots.acquire({ person: 'asha', organization: 'acme' });
    await slots.acquire({ person: 'ravi', organization: 'acme' });
    let granted = false;
    const waiting = slots.acquire({ person: 'mina', organization: 'acme' }).then((release) => {
      granted = true;
      return release;
    });
    // Another organization is not held up by acme's queue.
    await slots.acquire({ person: 'li', organization: 'globex' });
    await Promise.resolve();
    expect(granted).toBe(false);
    expect(slots.stats()).toEqual({ running: 3, waiting: 1 });
    asha();
    await waiting;
    expect(granted).toBe(true);
  });

  it('hands a freed slot to the organization running the fewest, not to the earliest of a busy one', async () => {
    const slots = createFairSlots({ ...limits, perOrganization: 3, perPerson: 5 });
    const held = [
      await slots.acquire({ person: 'a1', organization: 'busy' }),
      await slots.acquire({ person: 'a2', organization: 'busy' }),
      await slots.acquire({ person: 'a3', organization: 'busy' }),
    ];
    const order: string[] = [];
    const busyAgain = slots
      .acquire({ person: 'a4', organization: 'busy' })
      .then((release) => order.push('busy') && release);
    const quiet = slots
      .acquire({ person: 'q1', organization: 'quiet' })
      .then((release) => order.push('quiet') && release);
    held[0]?.();
    await quiet;
    expect(order).toEqual(['quiet']);
    held[1]?.();
    await busyAgain;
    expect(order).toEqual(['quiet', 'busy']);
  });

  it('refuses a claim that waited too long, and withdraws one whose client went away', async () => {
    vi.useFakeTimers();
    const slots = createFairSlots(limits);
    await slots.acquire({ person: 'a', organization: 'acme' });
    await slots.acquire({ person: 'b', organization: 'acme' });
    const late = refusal(slots.acquire({ person: 'c', organization: 'acme' }));
    const controller = new AbortController();
    const gone = refusal(slots.acquire({ person: 'd', organization: 'acme' }, controller.signal));
    controller.abort();
    expect(await gone).toBe('busy');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await late).toBe('busy');
    expect(slots.stats()).toEqual({ running: 2, waiting: 0 });
    // Their places are given back: c may claim again.
    expect(await refusal(slots.acquire({ person: 'c', organization: 'globex' }))).toBe('granted');
  });
});
