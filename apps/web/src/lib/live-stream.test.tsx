import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_KEY, useTimeUpdates } from '../features/time/api/time-api';
import { meQueryOptions } from './auth';
import { REOPEN_AFTER_MS, useLiveStream } from './live-stream';
import { useWorkUpdates } from './use-work-updates';

vi.mock('./query-client', () => ({ checkSessionEnded: vi.fn(async () => {}) }));

/** Stands in for the browser's EventSource: records what the page opened and lets the test fail it. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server answered something other than a stream (429, 503): EventSource gives up. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  /** The stream is open (first, or again after a drop). */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  /** The connection dropped: EventSource reconnects by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

function render(queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLiveStream(true), { wrapper });
}

describe('useLiveStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.opened = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("sends this page's tab id, the same on every stream it opens", () => {
    const first = render();
    first.unmount();
    render();
    const [a, b] = FakeEventSource.opened;
    expect(a?.url).toMatch(/^\/api\/v1\/stream\?tab=[0-9a-f]{32}$/);
    expect(b?.url).toBe(a?.url);
  });

  it('opens the stream again later when the server refuses it, waiting longer each time', () => {
    render();
    FakeEventSource.opened[0]?.refuse();
    vi.advanceTimersByTime(REOPEN_AFTER_MS * 0.75 - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(REOPEN_AFTER_MS * 0.5);
    expect(FakeEventSource.opened).toHaveLength(2);

    // Twice as long the second time (give or take a quarter).
    FakeEventSource.opened[1]?.refuse();
    vi.advanceTimersByTime(REOPEN_AFTER_MS * 1.5 - 1);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(REOPEN_AFTER_MS);
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it('reads everything on screen again when the stream opens again, not when it first opens', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(queryClient);
    const stream = FakeEventSource.opened[0];
    stream?.open();
    expect(invalidate).not.toHaveBeenCalled();
    // Dropped and reopened (the server restarted, or the balancer chose another process): what was
    // sent in between was missed, so every query is read afresh.
    stream?.drop();
    stream?.open();
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('reads who is signed in again when the stream first opens, and the rest only if that changed', async () => {
    const queryClient = new QueryClient();
    let role = 'Employee';
    const readMe = vi.fn(async () => ({ id: 'ravi', role }));
    await queryClient.fetchQuery({ queryKey: meQueryOptions.queryKey, queryFn: readMe });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(queryClient);
    FakeEventSource.opened[0]?.open();
    await vi.waitFor(() => expect(readMe).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(invalidate).not.toHaveBeenCalled();

    // The role changed after the page read it but before its stream could hear so: the page follows.
    role = 'Live role';
    render(queryClient);
    FakeEventSource.opened[1]?.open();
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalled());
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(readMe).toHaveBeenCalledTimes(3);
  });

  it('refreshes time and work views on a bare hint (the kind without ids) as on one with ids', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(
      () => {
        useLiveStream(true);
        useTimeUpdates();
        useWorkUpdates();
      },
      { wrapper },
    );
    const stream = FakeEventSource.opened[0];
    stream?.open();
    // The server names no rows the reader may not read (issue 38): the page refetches by kind all the same.
    stream?.dispatchEvent(new MessageEvent('work', { data: JSON.stringify({ kind: 'time' }) }));
    vi.advanceTimersByTime(1000);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: TIME_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tasks'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['projects'] });
  });

  it('leaves a dropped connection to EventSource, and opens nothing after the page leaves', () => {
    const { unmount } = render();
    FakeEventSource.opened[0]?.drop();
    vi.advanceTimersByTime(10 * REOPEN_AFTER_MS);
    expect(FakeEventSource.opened).toHaveLength(1);

    FakeEventSource.opened[0]?.refuse();
    unmount();
    vi.advanceTimersByTime(10 * REOPEN_AFTER_MS);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
