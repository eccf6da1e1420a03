import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ADMIN_MESSAGES, type AdminOrganization } from '@taskflow/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrganizationList } from './use-organization-list';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ACME = { id: 'org-1', name: 'Acme Advisory LLP' } as AdminOrganization;
const failure = (message: string) => json({ error: { code: 'CONFLICT', message } }, 409);

describe('useOrganizationList', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let answerWrite: () => Response;
  const written: { path: string; body: unknown }[] = [];

  beforeEach(() => {
    written.length = 0;
    answerWrite = () => json({ data: { sessionsEnded: 2 } });
    toast.success.mockReset();
    toast.error.mockReset();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') {
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        written.push({ path: pathname, body });
        return answerWrite();
      }
      if (pathname.endsWith('/pricing-plans')) return json({ data: [] });
      return json({ data: [ACME], meta: { page: 1, pageSize: 20, total: 1 } });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return renderHook(() => useOrganizationList(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
  };
  const lastListQuery = () => {
    const urls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/admin/organizations'));
    return Object.fromEntries(urls.at(-1)?.searchParams ?? []);
  };

  it('asks for the search and status, back at the first page after either changes', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.list.isPending).toBe(false));
    act(() => result.current.setPage(3));
    act(() => result.current.setSearch(' acme '));
    await waitFor(() => expect(lastListQuery()).toEqual({ q: 'acme', page: '1', pageSize: '20' }));
    act(() => result.current.setPage(2));
    act(() => result.current.setStatus('suspended'));
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ q: 'acme', status: 'suspended', page: '1', pageSize: '20' }),
    );
    act(() => result.current.setStatus(''));
    expect(result.current.status).toBeUndefined();
  });

  it('asks for a reason before suspending, and typing one clears the message', async () => {
    const { result } = render();
    act(() => result.current.suspension.start(ACME));
    act(() => result.current.suspension.setReason('   '));
    await act(() => result.current.suspension.confirm());
    expect(result.current.suspension.reasonError).toBe(ADMIN_MESSAGES.suspendReason);
    expect(written).toEqual([]);
    act(() => result.current.suspension.setReason('Unpaid'));
    expect(result.current.suspension.reasonError).toBeUndefined();
  });

  it('suspends with the reason trimmed, counts the sessions ended and closes', async () => {
    const { result } = render();
    act(() => result.current.suspension.start(ACME));
    act(() => result.current.suspension.setReason('  Unpaid invoices '));
    await act(() => result.current.suspension.confirm());
    expect(written).toEqual([
      { path: '/api/v1/admin/organizations/org-1/suspend', body: { reason: 'Unpaid invoices' } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Acme Advisory LLP suspended; 2 sessions ended.');
    expect(result.current.suspension.organization).toBeNull();
  });

  it('keeps the suspension open with the server’s message when it is refused', async () => {
    answerWrite = () => failure('Already suspended');
    const { result } = render();
    act(() => result.current.suspension.start(ACME));
    act(() => result.current.suspension.setReason('Unpaid'));
    await act(() => result.current.suspension.confirm());
    expect(result.current.suspension.reasonError).toBe('Already suspended');
    expect(result.current.suspension.organization).toBe(ACME);
    // Opening it again starts with an empty reason and no message.
    act(() => result.current.suspension.start(ACME));
    expect(result.current.suspension.reason).toBe('');
    expect(result.current.suspension.reasonError).toBeUndefined();
  });

  it('reactivates, saying so or why not, and closes either way', async () => {
    const { result } = render();
    act(() => result.current.reactivation.start(ACME));
    await act(() => result.current.reactivation.confirm());
    expect(written.map((write) => write.path)).toEqual(['/api/v1/admin/organizations/org-1/reactivate']);
    expect(toast.success).toHaveBeenCalledWith('Acme Advisory LLP reactivated.');
    expect(result.current.reactivation.organization).toBeNull();

    answerWrite = () => failure('Organization not found');
    act(() => result.current.reactivation.start(ACME));
    await act(() => result.current.reactivation.confirm());
    expect(toast.error).toHaveBeenCalledWith('Organization not found');
    expect(result.current.reactivation.organization).toBeNull();
  });
});
