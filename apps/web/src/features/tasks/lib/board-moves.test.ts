import type { BoardCard, Task, TaskStatus } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { addPage, applyMove, type BoardColumn, replaceCard } from './board-moves';

const card = (id: string, status: TaskStatus, completedAt: string | null = null) =>
  ({ id, displayId: id.toUpperCase(), status, completedAt }) as BoardCard;
const column = (
  status: TaskStatus,
  total: number,
  tasks: BoardCard[],
  nextCursor: string | null = null,
  nextCardId: string | null = null,
) => ({ status, total, isTotalCapped: false, tasks, nextCursor, nextCardId }) satisfies BoardColumn;

const board = (): BoardColumn[] => [
  column('Pending', 3, [card('a', 'Pending'), card('b', 'Pending'), card('c', 'Pending')]),
  column('In Progress', 2, [card('d', 'In Progress'), card('e', 'In Progress')]),
  column('Completed', 1, [card('f', 'Completed', '2026-11-20T10:00:00.000Z')]),
  column('On Hold', 0, []),
];

describe('applyMove', () => {
  it('moves a card between two cards of another column, naming them as its neighbours', () => {
    const result = applyMove(board(), {
      taskId: 'b',
      from: { status: 'Pending', index: 1 },
      to: { status: 'In Progress', index: 1 },
    });
    expect(result?.beforeId).toBe('d');
    expect(result?.afterId).toBe('e');
    const [pending, inProgress] = result?.columns ?? [];
    expect(pending?.tasks.map((task) => task.id)).toEqual(['a', 'c']);
    expect(pending?.total).toBe(2);
    expect(inProgress?.tasks.map((task) => task.id)).toEqual(['d', 'b', 'e']);
    expect(inProgress?.tasks[1]?.status).toBe('In Progress');
    expect(inProgress?.total).toBe(3);
  });

  it('reorders within a column: the neighbours are counted without the card itself', () => {
    const result = applyMove(board(), {
      taskId: 'a',
      from: { status: 'Pending', index: 0 },
      to: { status: 'Pending', index: 2 },
    });
    expect(result?.columns[0]?.tasks.map((task) => task.id)).toEqual(['b', 'c', 'a']);
    expect(result?.columns[0]?.total).toBe(3);
    expect(result?.beforeId).toBe('c');
    expect(result?.afterId).toBeNull();
  });

  it('into an empty column has no neighbours; leaving Completed clears the completion stamp', () => {
    const result = applyMove(board(), {
      taskId: 'f',
      from: { status: 'Completed', index: 0 },
      to: { status: 'On Hold', index: 0 },
    });
    expect(result).toMatchObject({ beforeId: null, afterId: null });
    expect(result?.columns[3]?.tasks[0]).toMatchObject({ id: 'f', status: 'On Hold', completedAt: null });
  });

  it('below the last card of a column with more to load, names the first card not loaded as below it', () => {
    const columns = board();
    columns[1] = column(
      'In Progress',
      5,
      [card('d', 'In Progress'), card('e', 'In Progress')],
      'after-e',
      'g',
    );
    const result = applyMove(columns, {
      taskId: 'a',
      from: { status: 'Pending', index: 0 },
      to: { status: 'In Progress', index: 2 },
    });
    expect(result).toMatchObject({ beforeId: 'e', afterId: 'g' });
    expect(result?.columns[1]?.tasks.map((task) => task.id)).toEqual(['d', 'e', 'a']);
    expect(result?.columns[1]?.total).toBe(6);
  });

  it('answers null for a card no longer on the board (a live refresh removed it)', () => {
    expect(
      applyMove(board(), {
        taskId: 'x',
        from: { status: 'Pending', index: 0 },
        to: { status: 'On Hold', index: 0 },
      }),
    ).toBeNull();
  });
});

describe('replaceCard', () => {
  it("puts the server's answer (the completion stamp) in place of the optimistic card, as a card", () => {
    const saved = {
      ...card('b', 'Completed', '2026-11-23T12:00:00.000Z'),
      description: 'Not on a card',
      boardPosition: 3.5,
    } as Task;
    const next = replaceCard(board(), saved);
    expect(next[0]?.tasks[1]).toMatchObject({ id: 'b', completedAt: '2026-11-23T12:00:00.000Z' });
    expect(next[0]?.tasks[1]).not.toHaveProperty('description');
  });
});

describe('addPage', () => {
  const paged = () => [column('Pending', 5, [card('a', 'Pending'), card('b', 'Pending')], 'after-b')];

  it("adds a column's next page after its cards, with the page's count and cursor", () => {
    const next = addPage(
      paged(),
      'after-b',
      column('Pending', 6, [card('c', 'Pending'), card('d', 'Pending')], 'after-d', 'e'),
    );
    expect(next[0]?.tasks.map((task) => task.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(next[0]).toMatchObject({ total: 6, nextCursor: 'after-d', nextCardId: 'e' });
  });

  it('does not show a card twice when it was moved into the page meanwhile', () => {
    const next = addPage(
      paged(),
      'after-b',
      column('Pending', 5, [card('b', 'Pending'), card('c', 'Pending')], null),
    );
    expect(next[0]?.tasks.map((task) => task.id)).toEqual(['a', 'b', 'c']);
    expect(next[0]?.nextCursor).toBeNull();
  });

  it('leaves the page out when the column no longer ends where it was asked from (read again meanwhile)', () => {
    const before = paged();
    const next = addPage(before, 'after-a', column('Pending', 5, [card('x', 'Pending')], null));
    expect(next[0]).toEqual(before[0]);
  });
});
