import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CreateTaskInput, SessionUser } from '@taskflow/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../../test-choose-option';
import { TaskForm, type TaskFormValues } from './task-form';

/** Issue 25, item 5: the Assign New Task form (guide "Task Management"), its fields and what it sends. */
const ACME = { id: '6f1c1d9e-0000-4000-8000-0000000000c1', businessName: 'Acme Traders' };
const SAHYADRI = { id: '6f1c1d9e-0000-4000-8000-0000000000c2', businessName: 'Sahyadri Textiles' };
const ASHA = { id: '6f1c1d9e-0000-4000-8000-0000000000a1', name: 'Asha Rao', jobTitle: 'Accountant' };
const AUDIT = {
  id: '6f1c1d9e-0000-4000-8000-0000000000b1',
  key: 'AUD',
  name: 'Statutory Audit',
  customer: { id: SAHYADRI.id, name: SAHYADRI.businessName },
};

/** Set per test: a project asked for by id that never answers (the form opened before it loads). */
let projectHangs: boolean;
let requests: string[];

/** The API the form's pickers meet: the session, customers, people, projects, departments, work types. */
function stubApi() {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      requests.push(url);
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
      if (url.includes('/users/session'))
        return json({
          id: 'viewer',
          name: 'Ada Admin',
          organizationId: 'org',
          permissions: ['users.view', 'customers.view', 'tasks.create'],
        } as Partial<SessionUser>);
      if (url.startsWith('/api/v1/customers?')) return json([ACME, SAHYADRI]);
      if (url.startsWith('/api/v1/customers/'))
        return json([ACME, SAHYADRI].find((customer) => url.endsWith(customer.id)));
      if (url.startsWith('/api/v1/people?')) return json([ASHA]);
      if (url.startsWith('/api/v1/projects?')) return json([AUDIT]);
      if (url === `/api/v1/projects/${AUDIT.id}`)
        return projectHangs ? new Promise<Response>(() => {}) : json(AUDIT);
      if (url.startsWith('/api/v1/tasks/work-types')) return json([]);
      return json([]);
    }),
  );
}

function renderForm(initial?: Partial<TaskFormValues>) {
  const onSubmit = vi.fn(async (_body: CreateTaskInput) => {});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <TaskForm initial={initial} onSubmit={onSubmit} onCancel={() => {}} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onSubmit };
}

/** Opens a picker by typing, then chooses the option of that name. */
async function choose(label: string, typed: string, option: RegExp) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), typed);
  await chooseOption(option);
}

const field = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

// Each picker waits out its search's debounce and a response: a loaded machine needs more than a second.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => {
  // Headless UI watches the input's size to place the list; jsdom has no layout to watch.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
// A fixed day, so the due dates typed below are within the range the schema accepts.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T04:30:00Z') });
  projectHangs = false;
  stubApi();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TaskForm', { timeout: 30_000 }, () => {
  it('refuses an empty form with the required fields’ messages, sends nothing and focuses Customer', async () => {
    const { onSubmit } = renderForm();
    // Held before the focus opens the picker's list, which hides the rest of the form from queries.
    const customer = field('Customer');
    await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));

    const form = screen.getByRole('form', { name: 'Assign New Task' });
    const messages = within(form)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Customer is required',
      'Assign To is required',
      'Task Title is required',
      'Due Date is required',
    ]);
    // Each refused field is marked, and its message describes it, pickers included.
    expect(customer).toHaveAttribute('aria-invalid', 'true');
    expect(customer).toHaveAccessibleDescription('Customer is required');
    expect(field('Assign To')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Assign To')).toHaveAccessibleDescription('Assign To is required');
    expect(screen.getByLabelText(/^Task Title/)).toHaveAccessibleDescription('Task Title is required');
    expect(screen.getByLabelText(/^Due Date/)).toHaveAccessibleDescription('Due Date is required');
    // The first refused field on the page, not the first one registered (the title).
    await waitFor(() => expect(customer).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends what was filled in: ids, a number estimate, blanks as none, the recurrence', async () => {
    const { onSubmit } = renderForm();
    await choose('Customer', 'Acme', /Acme Traders/);
    await choose('Assign To', 'Asha', /Asha Rao/);
    await userEvent.type(screen.getByLabelText(/^Task Title/), '  GST return for November  ');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'High');
    await userEvent.type(screen.getByLabelText(/^Due Date/), '2026-12-11');
    await userEvent.type(screen.getByLabelText('Estimate (hours)'), '2.5');
    await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'Monthly');
    await userEvent.click(screen.getByLabelText('On the last working day of the month'));
    await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // As the API receives it: blank Task Type and Description are left out.
    expect(JSON.parse(JSON.stringify(onSubmit.mock.calls[0]?.[0]))).toEqual({
      customerId: ACME.id,
      assigneeId: ASHA.id,
      title: 'GST return for November',
      dueDate: '2026-12-11',
      workType: 'General Task',
      priority: 'High',
      projectId: null,
      departmentId: null,
      status: 'Pending',
      startDate: null,
      estimateHours: 2.5,
      watcherIds: [],
      recurrence: {
        frequency: 'monthly',
        interval: 1,
        isLastWorkingDay: true,
        endDate: null,
      },
    });
  });

  it('repeats every N days, weeks, months or years: every 3 months is quarterly', async () => {
    const { onSubmit } = renderForm();
    await choose('Customer', 'Acme', /Acme Traders/);
    await choose('Assign To', 'Asha', /Asha Rao/);
    await userEvent.type(screen.getByLabelText(/^Task Title/), 'TDS return');
    await userEvent.type(screen.getByLabelText(/^Due Date/), '2027-01-31');
    await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'Monthly');
    const every = screen.getByLabelText('Every');
    expect(every).toHaveAccessibleDescription('month: every 3 months is quarterly');
    await userEvent.clear(every);
    await userEvent.type(every, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));
    expect(await screen.findByText('Repeat at least every 1')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(every);
    await userEvent.type(every, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].recurrence).toEqual({
      frequency: 'monthly',
      interval: 3,
      isLastWorkingDay: false,
      endDate: null,
    });
  });

  it('gives a task the customer of the project chosen for it', async () => {
    const { onSubmit } = renderForm();
    await choose('Customer', 'Acme', /Acme Traders/);
    await choose('Project', 'Audit', /Statutory Audit/);
    // The project's customer replaces the one chosen before, by name in the field.
    await waitFor(() => expect(field('Customer').value).toBe('Sahyadri Textiles'));

    await choose('Assign To', 'Asha', /Asha Rao/);
    await userEvent.type(screen.getByLabelText(/^Task Title/), 'Ledger scrutiny');
    await userEvent.type(screen.getByLabelText(/^Due Date/), '2026-12-11');
    await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ projectId: AUDIT.id, customerId: SAHYADRI.id });
  });

  it('opened from a project, keeps it and fills in its customer', async () => {
    const { onSubmit } = renderForm({ projectId: AUDIT.id });
    await waitFor(() => expect(field('Customer').value).toBe('Sahyadri Textiles'));
    expect(field('Project').value).toBe('Statutory Audit');

    await choose('Assign To', 'Asha', /Asha Rao/);
    await userEvent.type(screen.getByLabelText(/^Task Title/), 'Ledger scrutiny');
    await userEvent.type(screen.getByLabelText(/^Due Date/), '2026-12-11');
    await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ projectId: AUDIT.id, customerId: SAHYADRI.id });
  });

  it('opened from a project, does not require Customer before the project has loaded', async () => {
    projectHangs = true;
    const { onSubmit } = renderForm({ projectId: AUDIT.id });
    await waitFor(() => expect(requests).toContain(`/api/v1/projects/${AUDIT.id}`));
    await choose('Assign To', 'Asha', /Asha Rao/);
    await userEvent.type(screen.getByLabelText(/^Task Title/), 'Ledger scrutiny');
    await userEvent.type(screen.getByLabelText(/^Due Date/), '2026-12-11');
    await userEvent.click(screen.getByRole('button', { name: 'Assign Task' }));

    // The API gives the task its project's customer: the form sends the project without one.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]?.[0];
    expect(body).toMatchObject({ projectId: AUDIT.id, assigneeId: ASHA.id });
    expect(body?.customerId).toBeUndefined();
    expect(screen.queryByText('Customer is required')).toBeNull();
  });
});
