import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePeopleList } from './use-people-list';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('usePeopleList', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      if (pathname.endsWith('/people/options')) return json({ data: { roles: [], departments: [] } });
      if (pathname.endsWith('/people/tree')) return json({ data: [] });
      return json({ data: [], meta: { page: 1, pageSize: 20, total: 0 } });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = (path = '/app/people') => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return renderHook(() => ({ people: usePeopleList(), location: useLocation() }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </QueryClientProvider>
      ),
    });
  };
  const asked = (path: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith(path));

  it('asks for the page, search and filters in the URL', async () => {
    const { result } = render('/app/people?page=2&q=asha&departmentId=d-1&status=inactive');
    await waitFor(() => expect(result.current.people.list.isPending).toBe(false));
    expect(result.current.people.filters).toEqual({ departmentId: 'd-1', roleId: '', status: 'inactive' });
    expect(result.current.people.isFiltered).toBe(true);
    expect(Object.fromEntries(asked('/people').at(-1)?.searchParams ?? [])).toEqual({
      page: '2',
      pageSize: '20',
      q: 'asha',
      departmentId: 'd-1',
      status: 'inactive',
    });
  });

  it('starts a filter change at the first page and writes the page asked for', async () => {
    const { result } = render('/app/people?page=3&roleId=r-1');
    act(() => result.current.people.setFilter('roleId', ''));
    expect(result.current.location.search).toBe('');
    expect(result.current.people.isFiltered).toBe(false);
    act(() => result.current.people.setPage(2));
    expect(result.current.location.search).toBe('?page=2');
  });

  it('writes the search once typing pauses, on the first page', async () => {
    const { result } = render('/app/people?page=2');
    act(() => result.current.people.setSearch('  ravi '));
    expect(result.current.location.search).toBe('?page=2');
    await waitFor(() => expect(result.current.location.search).toBe('?q=ravi'));
  });

  it('opens the invitation form for ?invite=1, spends the parameter and asks for the managers', async () => {
    const { result } = render('/app/people?invite=1&status=active');
    expect(result.current.people.isInviting).toBe(true);
    await waitFor(() => expect(result.current.location.search).toBe('?status=active'));
    await waitFor(() => expect(result.current.people.members).toEqual([]));
    expect(result.current.people.options).toEqual({ roles: [], departments: [] });
  });

  it('asks for the managers only while inviting one person', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.people.options).toBeDefined());
    expect(asked('/people/tree')).toHaveLength(0);
    act(() => result.current.people.setInvitingMany(true));
    expect(result.current.people.isInviting).toBe(false);
    act(() => result.current.people.setInviting(true));
    await waitFor(() => expect(asked('/people/tree')).toHaveLength(1));
  });
});
