import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminOrganization, Feature, PricingPlan } from '@taskflow/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrganizationPlan } from './organization-plan';
import { PlanForm } from './plan-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const GB = 1024 ** 3;
const plan = (id: string, name: string, storageQuotaMb: number): PricingPlan => ({
  id,
  name,
  price: 0,
  period: 'per user/month',
  description: '',
  features: [],
  isPopular: false,
  badgeText: null,
  badgeSubtext: null,
  buttonText: 'Start',
  sortOrder: 1,
  storageQuotaMb,
});
const PLANS = [plan('p-personal', 'Personal', 1024), plan('p-starter', 'Starter', 100 * 1024)];
const ACME: AdminOrganization = {
  id: 'org-1',
  name: 'Acme Advisory LLP',
  createdAt: '2031-01-01T00:00:00.000Z',
  people: 12,
  projects: 3,
  tasks: 40,
  lastActivityAt: null,
  suspendedAt: null,
  suspendedReason: null,
  plan: null,
  usedBytes: 0.4 * GB,
  quotaBytes: GB,
};

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('OrganizationPlan (platform admin)', () => {
  it('shows the plan and the storage used, and changes the plan with PUT …/plan', async () => {
    const fetchMock = vi.fn(async (_input: string, init?: RequestInit) => {
      const { planId } = JSON.parse(String(init?.body));
      const chosen = PLANS.find((row) => row.id === planId);
      return new Response(
        JSON.stringify({
          data: {
            plan: chosen ? { id: chosen.id, name: chosen.name } : null,
            usedBytes: 0.4 * GB,
            quotaBytes: (chosen?.storageQuotaMb ?? 1024) * 1024 * 1024,
            planName: chosen?.name ?? 'Personal',
          },
        }),
        { status: 200 },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    withClient(<OrganizationPlan organization={ACME} plans={PLANS} />);
    const select = screen.getByRole('combobox', { name: 'Plan of Acme Advisory LLP' });
    expect(select).toHaveValue('');
    expect(screen.getByText('409.6 MB of 1 GB used')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Starter (100 GB)' })).toBeInTheDocument();

    await userEvent.selectOptions(select, 'p-starter');
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Acme Advisory LLP is now on Starter: 100 GB of storage.'),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(url as string, 'http://localhost').pathname).toBe(
      '/api/v1/admin/organizations/org-1/plan',
    );
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ planId: 'p-starter' });
  });

  it('marks storage at or over the quota, and reports a refused change', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: { code: 'VALIDATION_FAILED', message: 'This plan no longer exists' },
              message: 'This plan no longer exists',
            }),
            { status: 400 },
          ),
      ),
    );
    withClient(
      <OrganizationPlan
        organization={{ ...ACME, plan: { id: 'p-starter', name: 'Starter' }, usedBytes: GB }}
        plans={PLANS}
      />,
    );
    expect(screen.getByText('1 GB of 1 GB used')).toHaveClass('text-red-700');
    await userEvent.selectOptions(screen.getByRole('combobox'), '');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('This plan no longer exists'));
  });
});

describe('PlanForm: the storage quota', () => {
  it('shows a plan’s quota in megabytes with its size in words, and sends the one typed', async () => {
    const onSubmit = vi.fn(async (_body: unknown) => undefined);
    const catalogue: Feature[] = [];
    const router = createMemoryRouter([
      {
        path: '/',
        element: <PlanForm plan={PLANS[1]} catalogue={catalogue} onSubmit={onSubmit} onCancel={() => {}} />,
      },
    ]);
    withClient(<RouterProvider router={router} />);
    const field = screen.getByRole('textbox', { name: 'Storage per organization (MB)' });
    expect(field).toHaveValue('102400');
    expect(screen.getByText('= 100 GB of uploaded files per organization')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '512000');
    expect(screen.getByText('= 500 GB of uploaded files per organization')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Starter', storageQuotaMb: 512000 });
  });

  it('names the field when the quota is under 1 MB', async () => {
    const onSubmit = vi.fn(async (_body: unknown) => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        element: <PlanForm plan={PLANS[0]} catalogue={[]} onSubmit={onSubmit} onCancel={() => {}} />,
      },
    ]);
    withClient(<RouterProvider router={router} />);
    const field = screen.getByRole('textbox', { name: 'Storage per organization (MB)' });
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('The storage must be at least 1 MB')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
