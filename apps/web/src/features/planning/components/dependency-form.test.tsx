import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../../stub-resize-observer';
import { chooseOption } from '../../../test-choose-option';
import { DependencyForm } from './dependency-form';

const PROJECT = '5f0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b';
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** A project of 2,000 tasks: loading its first 100 would never offer ACM-1500. */
const TASKS = Array.from({ length: 2000 }, (_, index) => ({
  id: idOf(index + 1),
  displayId: `ACM-${index + 1}`,
  title: `Task number ${index + 1}`,
}));

/** The server: the Task List searched by Task ID or title, and the dependency created. */
function answerServer() {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/dependencies' && init?.method === 'POST') {
      return new Response(JSON.stringify({ data: { id: 'd1', ...JSON.parse(String(init.body)) } }), {
        status: 201,
      });
    }
    const term = (url.searchParams.get('q') ?? '').toLowerCase();
    const found = TASKS.filter(
      (task) => task.displayId.toLowerCase() === term || task.title.toLowerCase().includes(term),
    ).slice(0, Number(url.searchParams.get('pageSize')));
    return new Response(
      JSON.stringify({ data: found, meta: { page: 1, pageSize: 20, total: found.length } }),
      {
        status: 200,
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm(props: Omit<Parameters<typeof DependencyForm>[0], 'onDone'>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onDone = vi.fn();
  // The form asks before leaving with unsaved changes: it needs a data router.
  const router = createMemoryRouter([{ path: '/', element: <DependencyForm {...props} onDone={onDone} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onDone;
}

async function choose(field: string, typed: string, option: string) {
  await userEvent.type(screen.getByRole('combobox', { name: new RegExp(field) }), typed);
  await chooseOption(option);
}

afterEach(() => vi.unstubAllGlobals());

stubResizeObserver();
describe('DependencyForm', () => {
  it("searches the project's tasks on the server, so any of its 2,000 tasks can be linked", async () => {
    const fetchMock = answerServer();
    const onDone = renderForm({ projectId: PROJECT });
    await choose('Must finish first', 'ACM-1500', 'ACM-1500 Task number 1500');
    await choose('Waits for it', 'ACM-1999', 'ACM-1999 Task number 1999');
    await userEvent.click(screen.getByRole('button', { name: 'Add dependency' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());

    const searches = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/tasks');
    expect(searches.some((url) => url.searchParams.get('q') === 'ACM-1500')).toBe(true);
    expect(searches.every((url) => url.searchParams.get('projectId') === PROJECT)).toBe(true);
    const posted = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/dependencies'));
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      predecessorId: idOf(1500),
      successorId: idOf(1999),
      lagDays: 0,
    });
  });

  it("does not offer the task page's own task on the other side", async () => {
    answerServer();
    renderForm({ projectId: PROJECT, fixed: { side: 'successorId', taskId: idOf(12) } });
    expect(screen.queryByRole('combobox', { name: /Waits for it/ })).toBeNull();
    await userEvent.type(screen.getByRole('combobox', { name: /Must finish first/ }), 'ACM-1');
    expect(await screen.findByRole('option', { name: 'ACM-1 Task number 1' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'ACM-11 Task number 11' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('option', { name: 'ACM-12 Task number 12' })).toBeNull();
  });
});
