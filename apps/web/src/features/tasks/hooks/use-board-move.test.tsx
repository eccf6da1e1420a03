import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BoardCard, TaskStatus } from '@taskflow/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taskKeys } from '../api/task-api';
import type { BoardColumn } from '../lib/board-moves';
import { useBoardMove } from './use-board-move';

const notify = vi.fn();
vi.mock('../../../lib/notify', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const card = (id: string, status: TaskStatus, completedAt: string | null = null) =>
  ({ id, displayId: id.toUpperCase(), status, completedAt }) as BoardCard;
const column = (status: TaskStatus, tasks: BoardCard[]): BoardColumn => ({
  status,
  total: tasks.length,
  isTotalCapped: false,
  tasks,
  nextCursor: null,
  nextCardId: null,
});
const board = (): { columns: BoardColumn[] } => ({
  columns: [
    column('Pending', [card('a', 'Pending')]),
    column('In Progress', []),
    column('Completed', []),
    column('On Hold', []),
  ],
});
const params = { projectId: 'p-1' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('useBoardMove', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let queryClient: QueryClient;
  let moveAnswer: () => Promise<Response>;

  beforeEach(() => {
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(taskKeys.board(params), board());
    notify.mockReset();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/move') ? moveAnswer() : json(404, { message: 'Not found' }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = () =>
    renderHook(() => useBoardMove(params), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
  const columnOf = (id: string) =>
    queryClient
      .getQueryData<{ columns: BoardColumn[] }>(taskKeys.board(params))
      ?.columns.find((column) => column.tasks.some((task) => task.id === id))?.status;
  const totals = () =>
    queryClient
      .getQueryData<{ columns: BoardColumn[] }>(taskKeys.board(params))
      ?.columns.map((column) => column.total);
  const toCompleted = {
    taskId: 'a',
    name: 'A',
    from: { status: 'Pending', index: 0 },
    to: { status: 'Completed', index: 0 },
  } as const;

  it('moves the card at once, then takes the server’s completion stamp and says when it was completed', async () => {
    let answer: (response: Response) => void = () => {};
    moveAnswer = () => new Promise((resolve) => (answer = resolve));
    const announce = vi.fn();
    const { result } = render();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.moveCard(toCompleted, announce);
    });
    expect(columnOf('a')).toBe('Completed');
    expect(totals()).toEqual([0, 0, 1, 0]);
    expect(announce).toHaveBeenCalledWith('A moved to Completed, position 1.');
    const moveCall = () => fetchMock.mock.calls.find(([url]) => String(url).includes('/tasks/a/move'));
    await waitFor(() => expect(moveCall()).toBeDefined());
    const sent = moveCall();
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      status: 'Completed',
      beforeId: null,
      afterId: null,
    });
    answer(json(200, { data: card('a', 'Completed', '2026-11-23T09:30:00.000Z') }));
    await act(() => done);
    const stamped = queryClient.getQueryData<{ columns: BoardColumn[] }>(taskKeys.board(params))?.columns[2]
      ?.tasks[0];
    expect(stamped?.completedAt).toBe('2026-11-23T09:30:00.000Z');
    expect(notify).toHaveBeenCalledWith('success', expect.stringMatching(/^A completed .*2026/));
  });

  it('puts the card back and says why when the server refuses the move', async () => {
    moveAnswer = async () =>
      json(404, { error: { code: 'NOT_FOUND', message: 'Task not found' }, message: 'Task not found' });
    const { result } = render();
    await act(() => result.current.moveCard(toCompleted, () => {}));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'A was not moved: Task not found'));
    expect(columnOf('a')).toBe('Pending');
    expect(totals()).toEqual([1, 0, 0, 0]);
  });
});
