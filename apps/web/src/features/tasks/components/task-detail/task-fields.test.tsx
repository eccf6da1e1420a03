import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser, TaskDetail } from '@taskflow/shared';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Choice } from '../../../../lib/choice-search';
import { TaskFields } from './task-fields';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** Issue 25, item 5: a task's fields beside its description, edited in place. */
const ASHA = { id: '6f1c1d9e-0000-4000-8000-0000000000a1', name: 'Asha Rao' };
const RAVI = { id: '6f1c1d9e-0000-4000-8000-0000000000a2', name: 'Ravi Menon', jobTitle: 'Senior' };

const TASK: TaskDetail = {
  id: '6f1c1d9e-0000-4000-8000-0000000000f1',
  displayId: 'ACM-7',
  title: 'GST return for November',
  description: null,
  status: 'In Progress',
  priority: 'High',
  workType: 'General Task',
  taskType: 'Filing',
  customer: { id: '6f1c1d9e-0000-4000-8000-0000000000c1', name: 'Acme Traders' },
  assignee: ASHA,
  project: null,
  department: null,
  startDate: '2026-12-01',
  dueDate: '2026-12-11',
  estimateHours: 4,
  boardPosition: 0,
  isOverdue: false,
  isRecurring: false,
  completedAt: null,
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  subtasks: [],
  watchers: [],
  recurrence: null,
  createdBy: { id: 'viewer', name: 'Ada Admin' },
  canEdit: true,
  canDelete: true,
};

let patches: unknown[];
/** Set per test: the PATCH's refusal, as the API words it. */
let refusal: { status: number; body: unknown } | null;

function stubApi(permissions: string[]) {
  patches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const json = (data: unknown, status = 200) => new Response(JSON.stringify({ data }), { status });
      if (url.includes('/users/session'))
        return json({
          id: 'viewer',
          name: 'Ada Admin',
          organizationId: 'org',
          timeZone: 'Asia/Kolkata',
          permissions,
        } as Partial<SessionUser>);
      if (url === `/api/v1/tasks/${TASK.id}` && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        patches.push(body);
        if (refusal) return new Response(JSON.stringify(refusal.body), { status: refusal.status });
        return json({ ...TASK, ...body });
      }
      if (url.startsWith('/api/v1/people?')) return json([ASHA, RAVI]);
      return json([]);
    }),
  );
}

function renderFields(
  props: Partial<Parameters<typeof TaskFields>[0]> = {},
  permissions = ['tasks.create', 'users.view', 'customers.view'],
) {
  stubApi(permissions);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <TaskFields task={TASK} canEdit {...props} /> }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The read-only facts shown, term to value. */
const readOnlyRows = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

// A picker waits out its search's debounce and a response: a loaded machine needs more than a second.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => {
  // Headless UI watches the input's size to place the list; jsdom has no layout to watch.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T04:30:00Z') });
  refusal = null;
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TaskFields', { timeout: 30_000 }, () => {
  it('saves a new Status or Priority as soon as it is chosen, that field alone', async () => {
    renderFields();
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('In Progress');
    await userEvent.selectOptions(status, 'Completed');
    await waitFor(() => expect(patches).toEqual([{ status: 'Completed' }]));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Critical');
    await waitFor(() => expect(patches).toEqual([{ status: 'Completed' }, { priority: 'Critical' }]));
  });

  it('tells a refused change in a toast, in the words of the field’s message', async () => {
    refusal = {
      status: 422,
      body: {
        error: {
          code: 'VALIDATION',
          message: 'Check the fields',
          details: { fields: { status: 'Finish the open subtasks first' } },
        },
      },
    };
    renderFields();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Completed');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Finish the open subtasks first'));
  });

  it('hands a new assignee to the page to confirm, without saving it', async () => {
    const onReassign = vi.fn((_assignee: Choice) => {});
    renderFields({ onReassign });
    const assignTo = await screen.findByRole('combobox', { name: 'Assign To' });
    expect(assignTo).toHaveValue('Asha Rao');
    await userEvent.clear(assignTo);
    await userEvent.type(assignTo, 'Ravi');
    await userEvent.click(await screen.findByRole('option', { name: /Ravi Menon/ }));

    expect(onReassign).toHaveBeenCalledWith(expect.objectContaining({ id: RAVI.id, name: 'Ravi Menon' }));
    expect(patches).toEqual([]);
  });

  it('saves a new assignee itself when no page asks first', async () => {
    renderFields();
    const assignTo = await screen.findByRole('combobox', { name: 'Assign To' });
    await userEvent.clear(assignTo);
    await userEvent.type(assignTo, 'Ravi');
    await userEvent.click(await screen.findByRole('option', { name: /Ravi Menon/ }));
    await waitFor(() => expect(patches).toEqual([{ assigneeId: RAVI.id }]));
  });

  it('shows Assign To as text to an editor who may not create tasks (and so not hand them on)', async () => {
    renderFields({}, ['users.view', 'customers.view']);
    // The customer's link shows the session has loaded (before that, nobody may do anything).
    await screen.findByRole('link', { name: 'Acme Traders' });
    expect(screen.queryByRole('combobox', { name: 'Assign To' })).toBeNull();
    expect(readOnlyRows()['Assign To']).toBe('Asha Rao');
  });

  it('shows every field read-only to someone who may not edit the task', async () => {
    renderFields({ canEdit: false });
    // Read-only whatever the role grants: checked once the session (with Create Task) has loaded.
    await screen.findByRole('link', { name: 'Acme Traders' });
    expect(readOnlyRows()).toMatchObject({
      Status: 'In Progress',
      Priority: 'High',
      'Assign To': 'Asha Rao',
      Customer: 'Acme Traders',
      Project: '—',
      'Task Type': 'Filing',
      'Start Date': '1 Dec 2026',
      'Due Date': '11 Dec 2026',
      'Estimate (hours)': '4',
    });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('puts a new due date through saveDueDate, and the old date back when it refuses', async () => {
    const saveDueDate = vi.fn(async (_dueDate: string) => false);
    renderFields({ saveDueDate });
    const due = await screen.findByLabelText('Due Date');
    await userEvent.clear(due);
    await userEvent.type(due, '2026-12-18');
    await userEvent.tab();

    expect(saveDueDate).toHaveBeenCalledWith('2026-12-18');
    expect(patches).toEqual([]);
    await waitFor(() => expect(due).toHaveValue('2026-12-11'));
  });
});
