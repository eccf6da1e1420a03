import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiPost, BUSY_MESSAGE, RETRY_CAP_MS, retryDelayMs } from './api-client';

const notify = vi.hoisted(() => vi.fn());
vi.mock('./notify', () => ({ notify }));

const overloaded = (retryAfter = '1') =>
  new Response(JSON.stringify({ error: { code: 'OVERLOADED', message: 'The server is busy.' } }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
  });
const ok = (data: unknown) =>
  new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('retryDelayMs', () => {
  it('waits the advised seconds plus jitter, never past the cap', () => {
    expect(retryDelayMs('2', () => 0)).toBe(2_000);
    expect(retryDelayMs('2', () => 0.999)).toBeGreaterThan(2_400);
    expect(retryDelayMs('2', () => 0.999)).toBeLessThan(2_500);
    expect(retryDelayMs('3600', () => 0.5)).toBe(RETRY_CAP_MS);
  });
  it('reads an HTTP date, and falls back to a second when the header is missing or unreadable', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(retryDelayMs('Mon, 23 Nov 2026 12:00:03 GMT', () => 0, now)).toBe(3_000);
    expect(retryDelayMs('Mon, 23 Nov 2026 11:00:00 GMT', () => 0, now)).toBe(0);
    expect(retryDelayMs(null, () => 0)).toBe(1_000);
    expect(retryDelayMs('soon', () => 0)).toBe(1_000);
  });
});

describe('apiFetch when the server is overloaded', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    notify.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('retries a read once after the advised delay, and no sooner', async () => {
    fetchMock.mockResolvedValueOnce(overloaded('2')).mockResolvedValueOnce(ok({ id: 'a' }));
    const answer = apiFetch<{ data: { id: string } }>('/customers');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(600);
    await expect(answer).resolves.toEqual({ data: { id: 'a' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(notify).not.toHaveBeenCalled();
  });

  it('retries only once: a read refused twice fails with the busy toast', async () => {
    fetchMock.mockResolvedValueOnce(overloaded()).mockResolvedValueOnce(overloaded());
    const answer = apiFetch('/customers').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(RETRY_CAP_MS);
    const error = await answer;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenCalledWith('error', BUSY_MESSAGE, { id: 'server-busy' });
  });

  it('never repeats a write: it fails at once with the busy toast', async () => {
    fetchMock.mockResolvedValueOnce(overloaded());
    await expect(apiPost('/customers', { businessName: 'Acme' })).rejects.toMatchObject({
      status: 503,
      code: 'OVERLOADED',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('error', BUSY_MESSAGE, { id: 'server-busy' });
  });

  it('does not retry a 503 that is not the overload answer', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Down' } }), { status: 503 }),
    );
    await expect(apiFetch('/customers')).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });
});
