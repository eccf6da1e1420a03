import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type HistoryEntry, mentionParts, mentionsAsNames } from '@taskflow/shared';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskHistory } from './task-history';

/**
 * Issue 39, item 7: the task's History showed a comment's raw mention markup, `@[Ravi Kumar](uuid)`. Every
 * place that shows comment or description text shows mentions as names: History as plain text here,
 * comments and descriptions through the Markdown renderer.
 */

const RAVI = '6f1c1d9e-0000-4000-8000-0000000000a2';
const ASHA = '6f1c1d9e-0000-4000-8000-0000000000a1';

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: Math.random().toString(36).slice(2),
  action: 'commented',
  field: null,
  oldValue: null,
  newValue: null,
  actor: { id: ASHA, name: 'Asha Rao' },
  createdAt: '2026-11-25T06:00:00.000Z',
  ...overrides,
});

function renderHistory(entries: HistoryEntry[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      String(input).includes('/history')
        ? new Response(
            JSON.stringify({ data: entries, meta: { page: 1, pageSize: 20, total: entries.length } }),
            { status: 200 },
          )
        : new Response(JSON.stringify({ data: null }), { status: 200 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TaskHistory taskId="t1" />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('History shows mentions as names', () => {
  it('in a comment and in a description before and after its change', async () => {
    renderHistory([
      entry({ newValue: `Ready for review @[Ravi Kumar](${RAVI}) please check.` }),
      entry({
        action: 'updated',
        field: 'description',
        oldValue: `Ask @[Asha Rao](${ASHA})`,
        newValue: `Ask @[Ravi Kumar](${RAVI}) and @[Asha Rao](${ASHA})`,
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'History' });
    expect(list).not.toHaveTextContent('@[');
    expect(list).not.toHaveTextContent(RAVI);
    const [comment, description] = within(list).getAllByRole('listitem');
    expect(comment).toHaveTextContent('Commented');
    expect(comment).toHaveTextContent('Ready for review @Ravi Kumar please check.');
    expect(within(comment as HTMLElement).getByText('@Ravi Kumar')).toBeInTheDocument();
    expect(description).toHaveTextContent('Ask @Asha Rao');
    expect(description).toHaveTextContent('Ask @Ravi Kumar and @Asha Rao');
  });
});

describe('mention parts', () => {
  it('split text around mentions, keep what only looks like one, and read them as names', () => {
    const text = `Hi @[Ravi Kumar](${RAVI}), mail ravi@firm.test; [not](a-link) @[x](short)`;
    expect(mentionParts(text)).toEqual([
      { text: 'Hi ' },
      { mention: 'Ravi Kumar', id: RAVI },
      { text: ', mail ravi@firm.test; [not](a-link) @[x](short)' },
    ]);
    expect(mentionsAsNames(text)).toBe('Hi @Ravi Kumar, mail ravi@firm.test; [not](a-link) @[x](short)');
    expect(mentionParts('')).toEqual([]);
  });
});
