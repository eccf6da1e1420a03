import { useCallback, useEffect, useMemo, useState } from 'react';
import { lastPageOf } from '../../../components/ui/pagination';
import { useUrlParams } from '../../../lib/use-url-params';
import { taskExportUrl, useMyTasks, useTasks } from '../api/task-api';
import {
  CLEARED_FILTERS,
  changeTaskListState,
  countFilters,
  readTaskListState,
  type TaskListState,
  toApiParams,
  writeTaskListState,
} from '../lib/list-params';

const SEARCH_DELAY_MS = 300;

/**
 * The Task List's state: filters, sort, search and page live in the URL (a bookmark or a shared link opens
 * the same view), the search box writes to it once typing pauses, and the rows picked for bulk changes
 * belong to the list they were picked on.
 */
export function useTaskList() {
  const [searchParams, setParams] = useUrlParams();
  const state = useMemo(() => readTaskListState(searchParams), [searchParams]);
  const [searchText, setSearchText] = useState(state.q);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Tasks opened plainly (the sidebar) by someone who sees no one else's work is their My tasks; any
  // filter in the URL (My tasks' "Open as list") shows the list itself.
  const isPlain = searchParams.size === 0;
  const mine = useMyTasks({ enabled: isPlain });
  const isMyTasks = isPlain && mine.data?.hasTeamReach === false;
  const list = useTasks(toApiParams(state), { enabled: !isMyTasks });
  const { data, isError, isFetching } = list;

  const setState = useCallback((next: TaskListState) => setParams(writeTaskListState(next)), [setParams]);
  // Changes build on the URL as last written, not as last rendered (two quick picks both count).
  const change = useCallback(
    (patch: Partial<TaskListState>) =>
      setParams((current) => writeTaskListState(changeTaskListState(readTaskListState(current), patch))),
    [setParams],
  );

  // The box follows the URL (a saved view, the back button), and the URL follows the box once typing pauses.
  useEffect(() => setSearchText((text) => (text.trim() === state.q ? text : state.q)), [state.q]);
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === state.q) return;
    const timer = setTimeout(() => change({ q: trimmed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, state.q, change]);

  // A selection belongs to the rows it was made on: other filters or another page start afresh.
  const listKey = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the list's URL changes
  useEffect(() => setSelected(new Set()), [listKey]);

  const onSelect = useCallback((ids: string[], isSelected: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const onSort = useCallback((sort: TaskListState['sort']) => change({ sort }), [change]);
  const onPageChange = useCallback((page: number) => change({ page }), [change]);
  const clearFiltersAndSearch = useCallback(() => {
    setSearchText('');
    change({ ...CLEARED_FILTERS, q: '' });
  }, [change]);

  // Past the last page (rows deleted, or a stale link): go to the last one there is.
  useEffect(() => {
    if (data && data.data.length === 0 && data.meta.total > 0 && state.page > 1)
      setState({ ...state, page: lastPageOf(data.meta) });
  }, [data, state, setState]);

  return {
    state,
    setState,
    change,
    searchText,
    setSearchText,
    clearFiltersAndSearch,
    isFiltered: countFilters(state) > 0 || Boolean(state.q),
    exportUrl: taskExportUrl(toApiParams(state)),
    isMyTasks,
    data,
    isError,
    isFetching,
    isPending: list.isPending || (isPlain && mine.isPending),
    selected,
    selectedTasks: (data?.data ?? []).filter((task) => selected.has(task.id)),
    onSelect,
    clearSelection,
    onSort,
    onPageChange,
  };
}
