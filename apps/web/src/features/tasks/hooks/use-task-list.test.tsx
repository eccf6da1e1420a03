import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Task } from '@taskflow/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTaskList } from './use-task-list';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const task = (id: string) => ({ id, displayId: id.toUpperCase(), title: `Task ${id}` }) as Task;

describe('useTaskList', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let hasTeamReach: boolean;
  let listAnswer: (url: URL) => unknown;

  beforeEach(() => {
    hasTeamReach = true;
    listAnswer = () => ({ data: [task('a'), task('b')], meta: { page: 1, pageSize: 25, total: 2 } });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/tasks/mine')) return json({ data: { hasTeamReach, groups: [] } });
      return json(listAnswer(url));
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = (path = '/app/tasks') => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return renderHook(() => ({ list: useTaskList(), location: useLocation() }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </QueryClientProvider>
      ),
    });
  };
  const listUrls = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => !url.pathname.endsWith('/tasks/mine'));

  it('reads the filters from the URL and asks the API for them', async () => {
    const { result } = render('/app/tasks?status=Pending&priority=High&sort=title&page=2');
    await waitFor(() => expect(result.current.list.isPending).toBe(false));
    expect(result.current.list.state).toMatchObject({ status: ['Pending'], priority: ['High'], page: 2 });
    expect(result.current.list.isFiltered).toBe(true);
    const url = listUrls()[0];
    expect(url?.searchParams.get('status')).toBe('Pending');
    expect(url?.searchParams.get('priority')).toBe('High');
    expect(url?.searchParams.get('page')).toBe('2');
    // The export carries the same filters but not the page.
    expect(result.current.list.exportUrl).toContain('status=Pending');
    expect(result.current.list.exportUrl).not.toContain('page=');
  });

  it('writes the search to the URL once typing pauses, on the first page', async () => {
    const { result } = render('/app/tasks?page=3');
    act(() => result.current.list.setSearchText('  invoice '));
    expect(result.current.location.search).toBe('?page=3');
    await waitFor(() => expect(result.current.location.search).toBe('?q=invoice'));
    expect(result.current.list.state.q).toBe('invoice');
  });

  it('clears the filters and the search together', async () => {
    const { result } = render('/app/tasks?q=tax&status=Pending&sort=title');
    await waitFor(() => expect(result.current.list.searchText).toBe('tax'));
    act(() => result.current.list.clearFiltersAndSearch());
    expect(result.current.list.searchText).toBe('');
    // The sort is not a filter: it stays.
    expect(result.current.location.search).toBe('?sort=title');
    expect(result.current.list.isFiltered).toBe(false);
  });

  it('keeps the picked rows until the list changes', async () => {
    const { result } = render('/app/tasks?status=Pending');
    await waitFor(() => expect(result.current.list.data?.data).toHaveLength(2));
    act(() => result.current.list.onSelect(['a', 'b'], true));
    act(() => result.current.list.onSelect(['b'], false));
    expect([...result.current.list.selected]).toEqual(['a']);
    expect(result.current.list.selectedTasks.map((row) => row.id)).toEqual(['a']);
    act(() => result.current.list.onSort('title'));
    await waitFor(() => expect(result.current.list.selected.size).toBe(0));
  });

  it('goes to the last page there is when the asked one is past the end', async () => {
    listAnswer = (url) =>
      url.searchParams.get('page') === '9'
        ? { data: [], meta: { page: 9, pageSize: 25, total: 30 } }
        : { data: [task('z')], meta: { page: 2, pageSize: 25, total: 30 } };
    const { result } = render('/app/tasks?status=Pending&page=9');
    await waitFor(() => expect(result.current.location.search).toBe('?status=Pending&page=2'));
  });

  it('sends a plain visit without team reach to My tasks', async () => {
    hasTeamReach = false;
    const { result } = render();
    await waitFor(() => expect(result.current.list.isMyTasks).toBe(true));
  });

  it('shows the list, not My tasks, for any filter in the URL', async () => {
    hasTeamReach = false;
    const { result } = render('/app/tasks?assignees=team');
    await waitFor(() => expect(result.current.list.isPending).toBe(false));
    expect(result.current.list.isMyTasks).toBe(false);
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/tasks/mine'))).toBe(false);
  });

  it('shows the list for a plain visit with team reach', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.list.isPending).toBe(false));
    expect(result.current.list.isMyTasks).toBe(false);
    expect(result.current.list.data?.data).toHaveLength(2);
  });
});
