import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CustomerDetail, CustomerOverview, SessionUser } from '@taskflow/shared';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CustomerPage from './customer-page';

/** Issue 31, item 4: a customer's page, its parts as links, and amounts only for billing holders. */
const customer: CustomerDetail = {
  id: '6f1c1d9e-0000-4000-8000-0000000000c1',
  businessName: 'Sahyadri Textiles',
  email: 'accounts@sahyadri.example',
  phone: null,
  industry: 'Manufacturing',
  address: '1 Road',
  anniversaryDate: null,
  logoUrl: null,
  entityType: null,
  pan: null,
  gstin: null,
  gstStateCode: null,
  tan: null,
  fyEndMonth: 3,
  fyEndDay: 31,
  tags: [],
  responsible: null,
  contacts: [],
  canReadContactNumbers: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const overview: CustomerOverview = {
  today: '2031-03-12',
  projects: [
    {
      id: 'p1',
      key: 'AUD',
      name: 'FY2030-31 Statutory Audit',
      status: 'Active',
      targetEndDate: '2031-03-31',
      openTasks: 2,
      overdueTasks: 1,
    },
  ],
  tasks: {
    open: 2,
    overdue: 1,
    items: [
      {
        id: 't1',
        displayId: 'AUD-1',
        title: 'Bank reconciliation',
        status: 'Pending',
        dueDate: '2031-03-05',
        isOverdue: true,
        assignee: { id: 'u1', name: 'Asha Rao' },
        projectName: 'FY2030-31 Statutory Audit',
      },
    ],
  },
  deadlines: [
    {
      kind: 'milestone',
      id: 'm1',
      title: 'Fieldwork complete',
      date: '2031-03-25',
      link: '/app/projects/p1/milestones',
    },
  ],
  hours: { from: '2031-03-01', to: '2031-03-31', minutes: 90 },
  billing: { currency: 'INR', minutes: 150, amount: 2500, entryCount: 2, unratedEntryCount: 0 },
  activity: [],
};

const EMPTY_BILLING = { customerId: customer.id, customerName: customer.businessName, currency: 'INR' };

function renderPage(permissions: string[], data: CustomerOverview) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      const json = (body: unknown) => new Response(JSON.stringify({ data: body }), { status: 200 });
      if (url.includes('/users/session'))
        return json({
          id: 'viewer',
          name: 'Ada',
          organizationId: 'org',
          permissions,
        } as Partial<SessionUser>);
      if (url.includes(`/customers/${customer.id}/overview`)) return json(data);
      // The Billing panel (issue 42) of a Rates and Billing holder: nothing billed yet.
      if (url.includes(`/customers/${customer.id}/unbilled`))
        return json({ ...EMPTY_BILLING, fees: [], time: [], awaitingApprovalMinutes: 0, totalMinor: 0 });
      if (url.includes(`/customers/${customer.id}/balance`))
        return json({
          ...EMPTY_BILLING,
          outstandingMinor: 0,
          advanceMinor: 0,
          ageing: { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0 },
          oldestIssueDate: null,
        });
      if (url.includes('/invoices?'))
        return new Response(JSON.stringify({ data: [], meta: { page: 1, pageSize: 5, total: 0 } }));
      if (url.includes(`/customers/${customer.id}`)) return json(customer);
      return json(null);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider
        router={createMemoryRouter([{ path: '/app/customers/:id', element: <CustomerPage /> }], {
          initialEntries: [`/app/customers/${customer.id}`],
        })}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CustomerPage', () => {
  it('shows projects, open tasks and deadlines as links, hours and the unbilled amount, and New task', async () => {
    renderPage(['customers.view', 'tasks.create', 'time.billing'], overview);
    expect(await screen.findByRole('heading', { name: 'Sahyadri Textiles', level: 1 })).toBeVisible();
    const projects = await screen.findByRole('region', { name: 'Projects' });
    expect(within(projects).getByRole('link', { name: 'FY2030-31 Statutory Audit' })).toHaveAttribute(
      'href',
      '/app/projects/p1',
    );
    const tasks = screen.getByRole('region', { name: 'Open tasks' });
    expect(within(tasks).getByRole('link', { name: /AUD-1 Bank reconciliation/ })).toHaveAttribute(
      'href',
      '/app/tasks/t1',
    );
    expect(
      within(screen.getByRole('region', { name: 'Deadlines ahead' })).getByRole('link', {
        name: 'Fieldwork complete',
      }),
    ).toHaveAttribute('href', '/app/projects/p1/milestones');
    expect(screen.getByText('Hours this month').nextElementSibling).toHaveTextContent('1:30');
    expect(screen.getByText('Unbilled').nextElementSibling).toHaveTextContent('2,500');
    expect(await screen.findByText('No invoice for this client yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New task' })).toHaveAttribute(
      'href',
      `/app/tasks/new?customerId=${customer.id}`,
    );
  });

  it('shows no unbilled figure when the API gives none (no Rates and Billing), and no New task without Create', async () => {
    renderPage(['customers.view'], { ...overview, billing: null });
    await screen.findByRole('region', { name: 'Projects' });
    expect(screen.queryByText('Unbilled')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Billing' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New task' })).toBeNull();
  });
});
