import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasterIsMounted } from './notify';
import { UNDO_WINDOW_MS, useUndoableDelete } from './undoable-delete';

const toast = vi.hoisted(() =>
  Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
);
vi.mock('sonner', () => ({ toast }));

const KEY = ['holidays'] as const;
// The app's Toaster is on the page.
toasterIsMounted();
const fetchMock = vi.fn<typeof fetch>();

function setUp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData([...KEY, 'year', 2026], [{ id: 'a' }, { id: 'b' }]);
  queryClient.setQueryData([...KEY, 'page'], { data: [{ id: 'a' }], meta: { total: 1 } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUndoableDelete(KEY), { wrapper });
  return { queryClient, remove: result.current };
}

/** The Undo button of the last toast shown. */
const undoOfLastToast = () => toast.success.mock.lastCall?.[1]?.action.onClick as () => void;

describe('useUndoableDelete', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
    toast.success.mockReset();
    toast.error.mockReset();
  });
  afterEach(async () => {
    // A toast is dismissed through a dynamic import of sonner: let it settle while the mock and the
    // page are still there (on a busy machine it resolved after the file's teardown, with no window).
    await vi.dynamicImportSettled();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hides the row at once and sends the DELETE only when the undo window ends', async () => {
    const { queryClient, remove } = setUp();
    remove({ id: 'a', path: '/holidays/a', message: 'Diwali was removed.' });
    expect(queryClient.getQueryData([...KEY, 'year', 2026])).toEqual([{ id: 'b' }]);
    expect(queryClient.getQueryData([...KEY, 'page'])).toEqual({ data: [], meta: { total: 1 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(toast.success).toHaveBeenCalledWith(
      'Diwali was removed.',
      expect.objectContaining({ duration: UNDO_WINDOW_MS }),
    );
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 100);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/holidays/a');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE', keepalive: true });
  });

  it('Undo keeps the row: nothing is sent, the lists are read again', async () => {
    const { queryClient, remove } = setUp();
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    remove({ id: 'a', path: '/holidays/a', message: 'Removed.' });
    await vi.advanceTimersByTimeAsync(0);
    undoOfLastToast()();
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(refetch).toHaveBeenCalledWith({ queryKey: KEY });
  });

  it('leaving the page sends the pending deletion at once', async () => {
    const { remove } = setUp();
    remove({ id: 'b', path: '/holidays/b', message: 'Removed.' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a refusal brings the row back and says why', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'CONFLICT', message: 'It has work.' } }), { status: 409 }),
    );
    const { queryClient, remove } = setUp();
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    remove({ id: 'a', path: '/customers/a', message: 'Deleted.' });
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 10);
    expect(toast.error).toHaveBeenCalledWith('Could not delete: It has work.');
    expect(refetch).toHaveBeenCalled();
  });
});
