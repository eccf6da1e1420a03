import type { Task, TaskStatus } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { applyMove, type BoardColumn, replaceCard } from './board-moves';

const card = (id: string, status: TaskStatus, completedAt: string | null = null) =>
  ({ id, displayId: id.toUpperCase(), status, completedAt }) as Task;

const board = (): BoardColumn[] => [
  { status: 'Pending', total: 3, tasks: [card('a', 'Pending'), card('b', 'Pending'), card('c', 'Pending')] },
  { status: 'In Progress', total: 2, tasks: [card('d', 'In Progress'), card('e', 'In Progress')] },
  { status: 'Completed', total: 1, tasks: [card('f', 'Completed', '2026-11-20T10:00:00.000Z')] },
  { status: 'On Hold', total: 0, tasks: [] },
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
  it("puts the server's answer (the completion stamp) in place of the optimistic card", () => {
    const stamped = card('b', 'Completed', '2026-11-23T12:00:00.000Z');
    const next = replaceCard(board(), stamped);
    expect(next[0]?.tasks[1]).toBe(stamped);
  });
});
