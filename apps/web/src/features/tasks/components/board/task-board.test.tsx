import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BoardCard, BoardColumn, SessionUser, TaskStatus } from '@taskflow/shared';
import { configure, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskBoard } from './task-board';

/** Issue 27: a column shows its count and first page, and reads the next one as it scrolls near its end. */

const card = (status: TaskStatus, n: number): BoardCard => ({
  id: `${status}-${n}`,
  displayId: `AUD-${n}`,
  title: `${status} task ${n}`,
  status,
  priority: 'Medium',
  customer: { id: 'c-1', name: 'Sahyadri Textiles' },
  assignee: { id: 'u-1', name: 'Asha Rao' },
  dueDate: '2031-05-20',
  isOverdue: false,
  completedAt: null,
});
const cards = (status: TaskStatus, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => card(status, from + index));
const column = (status: TaskStatus, total: number, tasks: BoardCard[], nextCursor: string | null) =>
  ({
    status,
    total,
    isTotalCapped: false,
    tasks,
    nextCursor,
    nextCardId: nextCursor ? `${status}-${tasks.length + 1}` : null,
  }) satisfies BoardColumn;

/** The first screen: 6 of 10 pending cards, and three short columns. */
const firstScreen = () => ({
  columns: [
    column('Pending', 10, cards('Pending', 1, 6), 'after-6'),
    column('In Progress', 2, cards('In Progress', 1, 2), null),
    column('Completed', 0, [], null),
    column('On Hold', 0, [], null),
  ],
});

/** IntersectionObserver as the browser's, driven by the test: `reveal` puts a target in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static reveal(target: Element) {
    for (const observer of FakeObserver.all.filter((entry) => entry.targets.includes(target)))
      observer.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

let requests: string[];
/** How the next page of Pending answers (set per test). */
let nextPage: () => Promise<Response>;
const json = (data: unknown, status = 200) => new Response(JSON.stringify({ data }), { status });

beforeEach(() => {
  requests = [];
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  nextPage = async () => json({ columns: [column('Pending', 10, cards('Pending', 7, 10), null)] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      requests.push(url);
      if (url.includes('/users/session'))
        return json({
          id: 'u-1',
          name: 'Asha Rao',
          organizationId: 'org',
          permissions: ['tasks.view', 'tasks.edit'],
        } as Partial<SessionUser>);
      if (url.startsWith('/api/v1/tasks/board?')) {
        const search = new URL(url, 'http://app').searchParams;
        if (search.get('cursor') === 'after-6' && search.get('status') === 'Pending') return nextPage();
        if (!search.has('cursor')) return json(firstScreen());
      }
      return json(null);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

// A loaded machine renders a board slowly.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function renderBoard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <TaskBoard params={{ projectId: 'p-1' }} label="Board of Audit" /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client };
}

// By selector, not by role: role queries over a board of cards (each with a handle and a list) are slow.
const columnNamed = (status: string) =>
  document.querySelector(
    `section[aria-label="Board of Audit"] > section[aria-label="${status}"]`,
  ) as HTMLElement;
const cardsIn = (status: string) => [...(columnNamed(status)?.querySelectorAll('article') ?? [])];
const pageRequests = () => requests.filter((url) => url.includes('cursor='));
/** The marker at the end of a column: the last child of its scroll area. */
const markerOf = (status: string) =>
  within(columnNamed(status)).getByText(/ shown$|Loading more…/).parentElement as HTMLElement;

describe('TaskBoard in pages', () => {
  it("shows each column's count from the answer and its first page", async () => {
    renderBoard();
    await waitFor(() => expect(cardsIn('Pending')).toHaveLength(6));
    expect(within(columnNamed('Pending')).getByRole('heading')).toHaveTextContent('Pending10 tasks');
    expect(within(columnNamed('Pending')).getByText('6 of 10 shown')).toBeInTheDocument();
    // A card shows whose work it is: the customer and the assignee.
    expect(cardsIn('Pending')[0]).toHaveTextContent(/Sahyadri Textiles.*Asha Rao/);
    expect(cardsIn('In Progress')).toHaveLength(2);
    // A column without more has no marker, and nothing watches it.
    expect(within(columnNamed('In Progress')).queryByText(/shown$/)).toBeNull();
    expect(FakeObserver.all.flatMap((observer) => observer.targets)).toEqual([markerOf('Pending')]);
  });

  it('reads the next page when the end of the column nears, saying so meanwhile, and then stops', async () => {
    let answer: (response: Response) => void = () => {};
    nextPage = () => new Promise((resolve) => (answer = resolve));
    renderBoard();
    await waitFor(() => expect(cardsIn('Pending')).toHaveLength(6));
    const marker = markerOf('Pending');
    const [observer] = FakeObserver.all;
    // Watched within the column's own scroll area, and some way ahead of its visible end.
    expect(observer?.options.root).toBe(marker.parentElement);
    expect(observer?.options.rootMargin).toMatch(/^0px 0px \d+px 0px$/);

    FakeObserver.reveal(marker);
    expect(await within(columnNamed('Pending')).findByText('Loading more…')).toBeInTheDocument();
    expect(pageRequests()).toEqual(['/api/v1/tasks/board?projectId=p-1&status=Pending&cursor=after-6']);
    // Seen again while it loads: still one request.
    FakeObserver.reveal(marker);
    expect(pageRequests()).toHaveLength(1);

    answer(json({ columns: [column('Pending', 10, cards('Pending', 7, 10), null)] }));
    await waitFor(() => expect(cardsIn('Pending')).toHaveLength(10));
    expect(cardsIn('Pending').map((article) => article.getAttribute('aria-label'))).toEqual(
      cards('Pending', 1, 10).map((entry) => `${entry.displayId} ${entry.title}`),
    );
    expect(within(columnNamed('Pending')).queryByText(/shown$|Loading more…/)).toBeNull();
    expect(FakeObserver.all.flatMap((entry) => entry.targets)).toEqual([]);
  });

  it('says when a page could not be read, and reads it on Try again', async () => {
    nextPage = async () => json(null, 500);
    renderBoard();
    await waitFor(() => expect(cardsIn('Pending')).toHaveLength(6));
    FakeObserver.reveal(markerOf('Pending'));
    const alert = await within(columnNamed('Pending')).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load more cards.');
    nextPage = async () => json({ columns: [column('Pending', 10, cards('Pending', 7, 10), null)] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardsIn('Pending')).toHaveLength(10));
  });

  it('read again (a move, a live change), a column keeps the cards it had scrolled to', async () => {
    const { client } = renderBoard();
    await waitFor(() => expect(cardsIn('Pending')).toHaveLength(6));
    FakeObserver.reveal(markerOf('Pending'));
    await waitFor(() => expect(cardsIn('Pending')).toHaveLength(10));
    requests = [];
    await client.invalidateQueries({ queryKey: ['tasks'] });
    // The first screen again, then the 4 cards after it in one request.
    expect(requests.filter((url) => url.startsWith('/api/v1/tasks/board'))).toEqual([
      '/api/v1/tasks/board?projectId=p-1',
      '/api/v1/tasks/board?projectId=p-1&status=Pending&cursor=after-6&limit=4',
    ]);
    expect(cardsIn('Pending')).toHaveLength(10);
  });
});
