import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LeaveRequest } from '@taskflow/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decisionTitleOf, usePendingDecisions } from './use-pending-decisions';

const toast = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const request = (id: string, name = `Person ${id}`) => ({ id, employee: { name } }) as LeaveRequest;

describe('decisionTitleOf', () => {
  it('names the person for one request and counts the picked ones', () => {
    expect(decisionTitleOf(null)).toBe('');
    expect(decisionTitleOf({ kind: 'one', request: request('a', 'Asha Rao'), decision: 'reject' })).toBe(
      'Reject the leave of Asha Rao',
    );
    expect(decisionTitleOf({ kind: 'bulk', ids: ['a'], decision: 'approve' })).toBe(
      'Approve 1 leave application',
    );
    expect(decisionTitleOf({ kind: 'bulk', ids: ['a', 'b'], decision: 'reject' })).toBe(
      'Reject 2 leave applications',
    );
  });
});

describe('usePendingDecisions', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let rows: LeaveRequest[];
  let total: number;
  const sent: { path: string; body: unknown }[] = [];

  beforeEach(() => {
    rows = [request('a'), request('b'), request('c')];
    total = 3;
    sent.length = 0;
    toast.success.mockReset();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        sent.push({ path: url.pathname, body });
        return json({ data: url.pathname.endsWith('bulk-decision') ? { decided: body.ids.length } : {} });
      }
      const page = Number(url.searchParams.get('page'));
      return json({ data: page > 1 && total <= 20 ? [] : rows, meta: { page, pageSize: 20, total } });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = (path = '/app/leave/pending') => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return renderHook(() => ({ pending: usePendingDecisions(), location: useLocation() }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </QueryClientProvider>
      ),
    });
  };

  it('sends one decision with its comment and the accepted shortfall, then closes', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.pending.pending.data?.data).toHaveLength(3));
    act(() => result.current.pending.onDecide(request('a', 'Asha Rao'), 'approve'));
    expect(result.current.pending.decisionTitle).toBe('Approve the leave of Asha Rao');
    await act(() => result.current.pending.runDecision('ok', true));
    expect(sent).toEqual([
      { path: '/api/v1/leave/requests/a/approve', body: { comment: 'ok', acceptShortfall: true } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Leave of Asha Rao approved.');
    expect(result.current.pending.deciding).toBeNull();
  });

  it('sends the picked rows in bulk and clears the selection', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.pending.pending.data?.data).toHaveLength(3));
    act(() => result.current.pending.selection.onToggle('a'));
    act(() => result.current.pending.selection.onToggle('c'));
    act(() => result.current.pending.decideSelected('reject'));
    expect(result.current.pending.decisionTitle).toBe('Reject 2 leave applications');
    await act(() => result.current.pending.runDecision('Busy week'));
    expect(sent).toEqual([
      {
        path: '/api/v1/leave/requests/bulk-decision',
        body: { ids: ['a', 'c'], decision: 'reject', comment: 'Busy week' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('2 leave applications rejected.');
    expect(result.current.pending.selection.selected.size).toBe(0);
  });

  it('selects every row, then none, and drops a row decided elsewhere', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.pending.pending.data?.data).toHaveLength(3));
    act(() => result.current.pending.selection.onToggleAll());
    expect([...result.current.pending.selection.selected]).toEqual(['a', 'b', 'c']);
    act(() => result.current.pending.selection.onToggleAll());
    expect(result.current.pending.selection.selected.size).toBe(0);

    act(() => result.current.pending.selection.onToggleAll());
    rows = [request('a'), request('c')];
    total = 2;
    await act(() => result.current.pending.pending.refetch());
    await waitFor(() => expect([...result.current.pending.selection.selected]).toEqual(['a', 'c']));
  });

  it('keeps the open request and the page in the URL, and steps back from an empty page', async () => {
    const { result } = render('/app/leave/pending?page=4');
    await waitFor(() => expect(result.current.location.search).toBe('?page=1'));
    act(() => result.current.pending.onOpen(request('b')));
    expect(result.current.location.search).toBe('?page=1&request=b');
    expect(result.current.pending.openId).toBe('b');
    act(() => result.current.pending.closeOpen());
    act(() => result.current.pending.onPageChange(1));
    expect(result.current.location.search).toBe('');
  });
});
