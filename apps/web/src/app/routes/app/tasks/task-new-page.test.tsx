import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OnLeave, SessionUser } from '@taskflow/shared';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../../../stub-resize-observer';
import { chooseOption } from '../../../../test-choose-option';
import TaskNewPage from './task-new-page';

/** Issue 25, item 5: Assign New Task as a project's link opens it, warning of the assignee's leave. */
const SAHYADRI = { id: '6f1c1d9e-0000-4000-8000-0000000000c2', businessName: 'Sahyadri Textiles' };
const ASHA = { id: '6f1c1d9e-0000-4000-8000-0000000000a1', name: 'Asha Rao', jobTitle: 'Accountant' };
const AUDIT = {
  id: '6f1c1d9e-0000-4000-8000-0000000000b1',
  key: 'AUD',
  name: 'Statutory Audit',
  customer: { id: SAHYADRI.id, name: SAHYADRI.businessName },
};
/** Asha's approved Annual leave, Tuesday 1 to Friday 4 December 2026. */
const LEAVE = { from: '2026-12-01', to: '2026-12-04' };

let requests: { url: string; method: string; body: unknown }[];

function stubApi() {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      requests.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
      if (url.includes('/users/session'))
        return json({
          id: 'viewer',
          name: 'Ada Admin',
          organizationId: 'org',
          permissions: ['users.view', 'customers.view', 'tasks.create'],
        } as Partial<SessionUser>);
      if (url.startsWith('/api/v1/leave/on-leave?')) {
        const date = new URL(url, 'http://app').searchParams.get('date') ?? '';
        const isAway = date >= LEAVE.from && date <= LEAVE.to;
        return json({
          isOnLeave: isAway,
          leave: isAway
            ? {
                requestId: 'r1',
                leaveType: 'Annual',
                fromDate: LEAVE.from,
                toDate: LEAVE.to,
                status: 'Approved',
              }
            : null,
        } satisfies OnLeave);
      }
      if (url === `/api/v1/customers/${SAHYADRI.id}`) return json(SAHYADRI);
      if (url.startsWith('/api/v1/people?')) return json([ASHA]);
      if (url === `/api/v1/projects/${AUDIT.id}`) return json(AUDIT);
      if (url === '/api/v1/tasks' && method === 'POST')
        return json({ id: 't9', displayId: 'AUD-9', assignee: { id: ASHA.id, name: ASHA.name } });
      return json([]);
    }),
  );
}

function renderPage(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/app/tasks/new', element: <TaskNewPage /> },
      { path: '/app/tasks/:displayId', element: <h1>Task page</h1> },
    ],
    { initialEntries: [`/app/tasks/new${search}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const field = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const dueDate = () => screen.getByLabelText(/^Due Date/);

// Each picker waits out its search's debounce and a response: a loaded machine needs more than a second.
configure({ asyncUtilTimeout: 5_000 });

// Monday 30 November 2026: the due dates below lie ahead.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T04:30:00Z') });
  stubApi();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

stubResizeObserver();
describe('TaskNewPage', { timeout: 30_000 }, () => {
  it('opened from a project, warns of the assignee’s leave over the due date and still assigns the task', async () => {
    const router = renderPage(`?projectId=${AUDIT.id}`);
    // The link's project is kept, and its customer filled in.
    await waitFor(() => expect(field('Customer').value).toBe('Sahyadri Textiles'));
    expect(field('Project').value).toBe('Statutory Audit');

    await userEvent.type(field('Assign To'), 'Asha');
    await chooseOption(/Asha Rao/);
    await userEvent.type(screen.getByLabelText(/^Task Title/), 'Ledger scrutiny');
    await userEvent.type(dueDate(), '2026-12-02');
    expect(await screen.findByTestId('assignee-leave-warning')).toHaveTextContent(
      'Asha Rao is on Annual leave on the due date (1 Dec 2026 – 4 Dec 2026). You can still assign the task',
    );
    expect(requests.map((request) => request.url)).toContain(
      `/api/v1/leave/on-leave?userId=${ASHA.id}&date=2026-12-02`,
    );

    // A due date after the leave: no warning.
    await userEvent.clear(dueDate());
    await userEvent.type(dueDate(), '2026-12-07');
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain(
        `/api/v1/leave/on-leave?userId=${ASHA.id}&date=2026-12-07`,
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('assignee-leave-warning')).toBeNull());

    // Back on the leave: the warning never stops the assignment.
    await userEvent.clear(dueDate());
    await userEvent.type(dueDate(), '2026-12-03');
    await screen.findByTestId('assignee-leave-warning');
    await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tasks/AUD-9'));
    const posted = requests.find((request) => request.method === 'POST');
    expect(posted?.url).toBe('/api/v1/tasks');
    expect(posted?.body).toMatchObject({
      projectId: AUDIT.id,
      customerId: SAHYADRI.id,
      assigneeId: ASHA.id,
      title: 'Ledger scrutiny',
      dueDate: '2026-12-03',
      status: 'Pending',
    });
  });
});
