import { describe, expect, it } from 'vitest';
import { ownFirst, rankTask } from './task-picker';

const task = (displayId: string, assigneeId: string) => ({
  id: displayId,
  displayId,
  title: 'Work',
  customer: { name: 'Acme' },
  assignee: { id: assigneeId },
});

describe('task picker order', () => {
  const tasks = [
    task('ACM-106', 'me'),
    task('ACM-10', 'colleague'),
    task('ACM-7', 'colleague'),
    task('ACM-8', 'me'),
  ];

  it('lists the person’s own tasks first', () => {
    expect(ownFirst(tasks, 'me').map((t) => t.displayId)).toEqual(['ACM-106', 'ACM-8', 'ACM-10', 'ACM-7']);
  });

  it('puts an exact id match first: ACM-10 before ACM-106', () => {
    const ranked = [...tasks].sort((a, b) => rankTask(a, 'acm-10', 'me') - rankTask(b, 'acm-10', 'me'));
    expect(ranked.map((t) => t.displayId).slice(0, 2)).toEqual(['ACM-10', 'ACM-106']);
  });
});
