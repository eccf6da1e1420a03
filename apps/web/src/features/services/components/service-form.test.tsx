import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  SAC_INVALID,
  SERVICE_PATTERN_NEEDS_PERIOD,
  type ServiceDetail,
  type ServiceInput,
  STARTER_SERVICE_NOTE,
  STEP_MEMBER_REQUIRED,
} from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceForm } from './service-form';

/** Issue 40, item 3: the service editor, its steps as rows, its rule, and the preview of its next jobs. */
let previews: unknown[];

function stubApi() {
  previews = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
      if (url === '/api/v1/services/preview') {
        const draft = JSON.parse(String(init?.body));
        previews.push(draft);
        const label = draft.namePattern.replace('{period}', 'Nov 2026');
        return json([
          {
            periodKey: '2026-11',
            periodLabel: 'Nov 2026',
            title: label,
            jobDate: '2026-12-20',
            appearsOn: '2026-12-05',
            steps: [{ title: `${label}: File`, startDate: '2026-12-15', dueDate: '2026-12-16' }],
          },
        ]);
      }
      // The signed-in person: a manager of services who may not set up requests to clients.
      if (url === '/api/v1/users/session') return json({ permissions: ['services.view', 'services.manage'] });
      if (url.startsWith('/api/v1/tasks/work-types'))
        return json([
          { id: null, name: 'General Task', isBuiltIn: true },
          { id: 'w1', name: 'GST Return', isBuiltIn: false },
        ]);
      return json([]);
    }),
  );
}

function renderForm(service?: ServiceDetail) {
  const onSubmit = vi.fn(async (_fields: ServiceInput) => {});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <ServiceForm service={service} onSubmit={onSubmit} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onSubmit };
}

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T06:00:00Z') });
  stubApi();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const step = (n: number) => screen.getByRole('listitem', { name: `Step ${n}` });

describe('ServiceForm', { timeout: 30_000 }, () => {
  it('sends the service with its steps in their order and their offsets signed: 2 working days before is −2', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Service name/), 'GSTR-3B');
    await userEvent.type(screen.getByLabelText(/^Job name/), 'GSTR-3B – {{period}');
    await userEvent.type(within(step(1)).getByLabelText(/^Title/), 'Collect data');
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.type(within(step(2)).getByLabelText(/^Title/), 'File');
    const due = within(step(2)).getByRole('group', { name: 'Due, from the job date' });
    await userEvent.clear(within(due).getByLabelText('Step 2 due: how many'));
    await userEvent.type(within(due).getByLabelText('Step 2 due: how many'), '2');
    await userEvent.selectOptions(
      within(due).getByLabelText('Step 2 due: days or working days'),
      'working_days',
    );
    await userEvent.selectOptions(within(step(2)).getByLabelText('Work type'), 'GST Return');
    // Loaded with the work types: a manager of services without Manage Client Requests is not offered a
    // step's request to the client (service-request-template.test.tsx shows it to one who may).
    expect(fetch).toHaveBeenCalledWith('/api/v1/users/session', expect.anything());
    expect(screen.queryByRole('group', { name: /request to the client/ })).toBeNull();
    // A third step, moved to the top, then removed again.
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.type(within(step(3)).getByLabelText(/^Title/), 'Remind the client');
    await userEvent.click(screen.getByRole('button', { name: 'Move step 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    expect(within(step(1)).getByLabelText(/^Title/)).toHaveValue('Remind the client');
    await userEvent.click(screen.getByRole('button', { name: 'Remove step 1' }));

    await userEvent.click(screen.getByRole('button', { name: 'Create service' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent).toMatchObject({
      name: 'GSTR-3B',
      namePattern: 'GSTR-3B – {period}',
      frequency: 'monthly',
      jobDateRule: { kind: 'day_after_period', day: 20, monthsAfter: 1 },
    });
    expect(sent?.steps.map((row) => [row.title, row.workType, row.dueOffset, row.dueUnit])).toEqual([
      ['Collect data', 'General Task', 0, 'days'],
      ['File', 'GST Return', -2, 'working_days'],
    ]);
  });

  it('sends the SAC its invoice lines carry, and names a SAC that is not one (issue 42)', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Service name/), 'TDS return');
    await userEvent.type(screen.getByLabelText(/^Job name/), 'TDS – {{period}');
    await userEvent.type(within(step(1)).getByLabelText(/^Title/), 'File');
    await userEvent.type(screen.getByLabelText('SAC code'), '9982');
    await userEvent.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findByText(SAC_INVALID)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('SAC code'), '31');
    await userEvent.click(screen.getByRole('button', { name: 'Create service' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ sacCode: '998231' });
  });

  it('shows the next jobs as the service is written', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Job name/), 'GSTR-3B – {{period}');
    await userEvent.type(within(step(1)).getByLabelText(/^Title/), 'File');
    const preview = screen.getByRole('region', { name: 'Next jobs' });
    expect(await within(preview).findByText('GSTR-3B – Nov 2026')).toBeInTheDocument();
    expect(within(preview).getByText('due 20 Dec 2026 · appears 5 Dec 2026')).toBeInTheDocument();
    // The server was asked with the draft as the form holds it.
    expect(previews.at(-1)).toMatchObject({ namePattern: 'GSTR-3B – {period}', count: 4 });
  });

  it("names what is missing: the job name's period, the member of a member's step", async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Service name/), 'TDS');
    await userEvent.type(screen.getByLabelText(/^Job name/), 'TDS return');
    await userEvent.type(within(step(1)).getByLabelText(/^Title/), 'File');
    await userEvent.selectOptions(within(step(1)).getByLabelText('Who does it'), 'member');
    await userEvent.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findByText(SERVICE_PATTERN_NEEDS_PERIOD)).toBeInTheDocument();
    expect(screen.getByText(STEP_MEMBER_REQUIRED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the fields of the rule chosen, and a starter service says it is starter data', async () => {
    renderForm({
      id: 's1',
      name: 'Income tax return',
      namePattern: 'ITR – {period}',
      description: null,
      frequency: 'yearly',
      everyMonths: null,
      jobDateRule: { kind: 'fixed_date', month: 7, day: 31 },
      leadDays: 0,
      isStarter: true,
      isArchived: false,
      sacCode: null,
      stepCount: 1,
      activeClients: 0,
      pausedClients: 0,
      updatedAt: '2026-11-28T00:00:00.000Z',
      hasJobs: true,
      steps: [
        {
          id: 'st1',
          position: 0,
          title: 'File',
          workType: 'General Task',
          assigneeRule: 'responsible',
          assignee: null,
          estimateHours: null,
          startOffset: -5,
          startUnit: 'days',
          dueOffset: 0,
          dueUnit: 'days',
        },
      ],
    });
    expect(screen.getByText(STARTER_SERVICE_NOTE)).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('7');
    expect(screen.getByLabelText('Day')).toHaveValue(31);
    // Jobs exist: the frequency is fixed.
    expect(screen.getByLabelText('Frequency')).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Job date'), 'day_after_period');
    expect(screen.getByLabelText('Day of the month')).toHaveValue(20);
    expect(screen.getByLabelText('Months after the period')).toHaveValue(1);
    expect(screen.queryByLabelText('Month')).not.toBeInTheDocument();
  });
});
