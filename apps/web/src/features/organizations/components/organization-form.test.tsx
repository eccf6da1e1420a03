import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Organization } from '@taskflow/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { OrganizationForm } from './organization-form';

const ORGANIZATION: Organization = {
  id: 'org-1',
  name: 'Lexicon Legal LLP',
  industry: 'Legal',
  address: '12 MG Road, Pune',
  timeZone: 'Asia/Kolkata',
  workWeek: [1, 2, 3, 4, 5],
  currency: 'INR',
  showLeaveTypeToColleagues: false,
  soleApproverPolicy: 'auto_approve',
  allowFutureTime: false,
  timeRoundingMinutes: 0,
  showOwnAmounts: false,
  attachmentMaxMb: 25,
  logoUrl: null,
  createdAt: '2031-01-01T00:00:00.000Z',
};

const LABEL = 'Show the leave type to colleagues (otherwise they see "On leave")';

function renderForm(organization: Organization, onSubmit: (form: FormData) => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // The form guards unsaved changes, which needs a data router around it.
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <OrganizationForm organization={organization} submitLabel="Save settings" onSubmit={onSubmit} />
      ),
    },
  ]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('OrganizationForm: the leave type setting', () => {
  it('shows the stored value and sends true when it is turned on', async () => {
    const onSubmit = vi.fn(async (_form: FormData) => undefined);
    renderForm(ORGANIZATION, onSubmit);
    const box = screen.getByRole('checkbox', { name: LABEL });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].get('showLeaveTypeToColleagues')).toBe('true');
  });

  it('sends false when it is turned off', async () => {
    const onSubmit = vi.fn(async (_form: FormData) => undefined);
    renderForm({ ...ORGANIZATION, showLeaveTypeToColleagues: true }, onSubmit);
    const box = screen.getByRole('checkbox', { name: LABEL });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].get('showLeaveTypeToColleagues')).toBe('false');
  });
});
