import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CreateProjectInput, SessionUser } from '@taskflow/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryOptions } from '../../../lib/auth';
import { useProjectList } from './use-project-list';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notify }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('useProjectList', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posted: unknown[] = [];

  beforeEach(() => {
    posted.length = 0;
    notify.mockReset();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json({ data: { id: 'p-9', key: 'GST', name: 'GST filings' } }, 201);
      }
      return json({ data: [], meta: { page: 1, pageSize: 20, total: 0 } });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = (path = '/app/projects', permissions = ['projects.create']) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(meQueryOptions.queryKey, { permissions } as unknown as SessionUser);
    return renderHook(() => ({ projects: useProjectList(), location: useLocation() }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </QueryClientProvider>
      ),
    });
  };
  const listUrl = () => {
    const call = fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST').at(-1);
    return new URL(String(call?.[0]), 'http://localhost').searchParams;
  };

  it('asks for the filters and page in the URL, dropping an unknown status', async () => {
    const { result } = render('/app/projects?page=2&status=Flying&leadId=u-1&mine=true&archived=yes');
    await waitFor(() => expect(result.current.projects.list.isPending).toBe(false));
    expect(result.current.projects.status).toBeUndefined();
    expect(result.current.projects.hasFilters).toBe(true);
    expect(Object.fromEntries(listUrl())).toEqual({ page: '2', pageSize: '20', leadId: 'u-1', mine: 'true' });
  });

  it('starts a filter change at the first page and writes a page past the first only', async () => {
    const { result } = render('/app/projects?page=3');
    act(() => result.current.projects.setFilter('status', 'Active'));
    expect(result.current.location.search).toBe('?status=Active');
    act(() => result.current.projects.setPage(2));
    expect(result.current.location.search).toBe('?status=Active&page=2');
    act(() => result.current.projects.setPage(1));
    expect(result.current.location.search).toBe('?status=Active');
  });

  it('writes the search once typing pauses and clears it with the filters', async () => {
    const { result } = render('/app/projects?page=2&customerId=c-1');
    act(() => result.current.projects.setSearchText(' audit '));
    expect(result.current.location.search).toBe('?page=2&customerId=c-1');
    await waitFor(() => expect(result.current.location.search).toBe('?customerId=c-1&q=audit'));
    act(() => result.current.projects.clearFilters());
    expect(result.current.location.search).toBe('');
    expect(result.current.projects.searchText).toBe('');
    expect(result.current.projects.hasFilters).toBe(false);
  });

  it('opens Create New Project for ?new=1 with projects.create and spends the parameter', async () => {
    const { result } = render('/app/projects?new=1&status=Active');
    expect(result.current.projects.isCreating).toBe(true);
    await waitFor(() => expect(result.current.location.search).toBe('?status=Active'));
  });

  it('keeps Create New Project closed without projects.create', () => {
    const { result } = render('/app/projects?new=1', []);
    expect(result.current.projects.canCreate).toBe(false);
    expect(result.current.projects.isCreating).toBe(false);
  });

  it('creates a project, says so, closes the form and opens the project', async () => {
    const { result } = render('/app/projects?new=1');
    const values = { name: 'GST filings' } as CreateProjectInput;
    await act(() => result.current.projects.add(values));
    expect(posted).toEqual([values]);
    expect(notify).toHaveBeenCalledWith('success', 'Project GST · GST filings was created.');
    expect(result.current.projects.isCreating).toBe(false);
    expect(result.current.location.pathname).toBe('/app/projects/p-9');
  });
});
