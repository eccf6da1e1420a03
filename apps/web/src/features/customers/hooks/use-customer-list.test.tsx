import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Customer, SessionUser } from '@taskflow/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryOptions } from '../../../lib/auth';
import { useCustomerList } from './use-customer-list';

const toast = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const customer = (id: string, businessName: string, email: string) =>
  ({ id, businessName, email }) as Customer;
const ACME = customer('c-1', 'Acme Traders', 'accounts@acme.test');
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('useCustomerList', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let total: number;
  const posted: FormData[] = [];

  beforeEach(() => {
    total = 1;
    posted.length = 0;
    toast.success.mockReset();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') {
        posted.push(init.body as FormData);
        return json({ data: { ...ACME, id: 'c-2', businessName: 'Acme Traders' } }, 201);
      }
      const page = Number(url.searchParams.get('page'));
      const q = url.searchParams.get('q') ?? '';
      const rows = page > 1 ? [] : [ACME].filter((row) => row.email.includes(q.toLowerCase()));
      return json({ data: rows, meta: { page, pageSize: 10, total } });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = (path = '/app/customers', permissions = ['customers.create']) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(meQueryOptions.queryKey, { permissions } as unknown as SessionUser);
    return renderHook(() => ({ customers: useCustomerList(), location: useLocation() }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </QueryClientProvider>
      ),
    });
  };
  const listUrl = () => new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams;

  it('asks for the page, search and filters in the URL, dropping an unknown entity type', async () => {
    const { result } = render('/app/customers?page=1&q=acme&tag=gst&entityType=Planet');
    await waitFor(() => expect(result.current.customers.list.isPending).toBe(false));
    expect(result.current.customers.filters).toEqual({ tag: 'gst', responsibleId: '', entityType: '' });
    expect(result.current.customers.isFiltered).toBe(true);
    expect(listUrl().get('q')).toBe('acme');
    expect(listUrl().get('tag')).toBe('gst');
    expect(listUrl().has('entityType')).toBe(false);
  });

  it('writes the search once typing pauses and a filter change back to the first page', async () => {
    const { result } = render('/app/customers?page=2&tag=gst');
    act(() => result.current.customers.setSearchText(' acme '));
    await waitFor(() => expect(result.current.location.search).toBe('?tag=gst&q=acme'));
    act(() => result.current.customers.clearSearchAndFilters());
    expect(result.current.location.search).toBe('');
    expect(result.current.customers.searchText).toBe('');
  });

  it('opens Add Customer from ?new=1 for those who may add, and spends the parameter', async () => {
    const { result } = render('/app/customers?new=1');
    expect(result.current.customers.dialog).toEqual({ kind: 'add' });
    await waitFor(() => expect(result.current.location.search).toBe(''));

    const refused = render('/app/customers?new=1', []);
    expect(refused.result.current.customers.dialog).toBeNull();
  });

  it('opens the customer named by ?view=<id> once the list has it', async () => {
    const { result } = render('/app/customers?view=c-1');
    await waitFor(() => expect(result.current.customers.dialog).toEqual({ kind: 'view', customer: ACME }));
    await waitFor(() => expect(result.current.location.search).toBe(''));
  });

  it('steps back from a page past the end', async () => {
    total = 12;
    const { result } = render('/app/customers?page=5');
    await waitFor(() => expect(result.current.location.search).toBe('?page=2'));
  });

  it('warns once of the same name and email, and adds it when saved again', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.customers.list.isPending).toBe(false));
    const form = formOf({ businessName: ' acme traders ', email: 'ACCOUNTS@acme.test' });
    let warning: unknown;
    await act(async () => {
      warning = await result.current.customers.add(form).catch((error: unknown) => error);
    });
    expect(warning).toMatchObject({
      status: 409,
      message:
        'acme traders with ACCOUNTS@acme.test is already in the Customer List. Save again to add it anyway.',
    });
    expect(posted).toHaveLength(0);
    await act(() => result.current.customers.add(form));
    expect(posted).toEqual([form]);
    expect(toast.success).toHaveBeenCalledWith('Acme Traders was added to the Customer List.');
  });

  it('adds a customer with a new name at once', async () => {
    const { result } = render();
    act(() => result.current.customers.setDialog({ kind: 'add' }));
    await act(() =>
      result.current.customers.add(formOf({ businessName: 'Bharat Mills', email: 'a@b.test' })),
    );
    expect(posted).toHaveLength(1);
    expect(result.current.customers.dialog).toBeNull();
  });
});
