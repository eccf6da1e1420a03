import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  EMPLOYEE_CODE_TAKEN,
  JOINED_ON_REQUIRED,
  type PersonProfile,
  type SessionUser,
} from '@taskflow/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PersonPage from './person-page';

/** Issue 30, item 6: a person's joining date on their page, and changed by those who edit people. */
const person: PersonProfile = {
  id: '6f1c1d9e-0000-4000-8000-000000000001',
  name: 'Nita Joiner',
  email: 'nita@example.com',
  avatarUrl: null,
  jobTitle: 'Associate',
  employeeCode: 'EMP-007',
  isActive: true,
  roleId: 'role-employee',
  roleName: 'Employee',
  departmentId: null,
  departmentName: null,
  managerId: null,
  managerName: null,
  phone: null,
  countryCode: null,
  // The account was made today; the person joined weeks earlier.
  createdAt: '2026-11-30T10:00:00.000Z',
  joinedOn: '2026-11-03',
  directReports: [],
};

function viewer(permissions: string[]): SessionUser {
  return {
    id: 'viewer',
    name: 'Ada Admin',
    email: 'ada@example.com',
    phone: null,
    countryCode: null,
    avatarUrl: null,
    isPlatformAdmin: false,
    organizationId: 'org',
    createdAt: '2026-01-01T00:00:00.000Z',
    jobTitle: null,
    timeZone: 'Asia/Kolkata',
    joinedOn: '2026-01-01',
    organizationName: 'Joining Day LLP',
    roleName: 'Admin',
    permissions,
  };
}

function renderPage(permissions: string[]) {
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
      if (url.includes('/users/session')) return json(viewer(permissions));
      if (url.includes('/people/options'))
        return json({ roles: [{ id: 'role-employee', name: 'Employee' }], departments: [] });
      if (url.includes('/people/tree')) return json([]);
      if (url.includes(`/people/${person.id}`)) {
        if (init?.method === 'PATCH') {
          const body = JSON.parse(String(init.body));
          patches.push(body);
          if (body.employeeCode === 'EMP-001')
            return new Response(
              JSON.stringify({
                error: {
                  code: 'CONFLICT',
                  message: EMPLOYEE_CODE_TAKEN,
                  details: { fields: { employeeCode: EMPLOYEE_CODE_TAKEN } },
                },
                message: EMPLOYEE_CODE_TAKEN,
              }),
              { status: 409 },
            );
          return json({ ...person, ...body });
        }
        return json(person);
      }
      return json(null);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider
        router={createMemoryRouter([{ path: '/app/people/:id', element: <PersonPage /> }], {
          initialEntries: [`/app/people/${person.id}`],
        })}
      />
    </QueryClientProvider>,
  );
  return patches;
}

afterEach(() => vi.unstubAllGlobals());

describe('PersonPage: the joining date', () => {
  it('shows "Joined" with the joining date, not the account creation', async () => {
    renderPage(['users.view']);
    const term = await screen.findByText('Joined');
    expect(term.nextElementSibling).toHaveTextContent('3 Nov 2026');
    expect(screen.queryByText('Member since')).toBeNull();
    expect(screen.queryByText('30 Nov 2026')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('an editor changes it (sent alone), and cannot clear it', async () => {
    const patches = renderPage(['users.view', 'users.edit']);
    await userEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    const field = await screen.findByLabelText('Joining date');
    expect(field).toHaveValue('2026-11-03');

    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(JOINED_ON_REQUIRED)).toBeInTheDocument();
    expect(patches).toEqual([]);

    await userEvent.type(field, '2026-06-15');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches).toEqual([{ joinedOn: '2026-06-15' }]));
  });
});

/** Issue 39, item 7: the employee code is the firm's own, shown on the page and set by those who edit people. */
describe('PersonPage: the employee code', () => {
  it('shows the code beside the job title', async () => {
    renderPage(['users.view']);
    expect(await screen.findByText('EMP-007 · Associate · Employee')).toBeInTheDocument();
  });

  it('an editor sets it (sent alone); a code someone else has is shown on the field', async () => {
    const patches = renderPage(['users.view', 'users.edit']);
    await userEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    const field = await screen.findByLabelText('Employee code');
    expect(field).toHaveValue('EMP-007');

    await userEvent.clear(field);
    await userEvent.type(field, 'EMP-001');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(EMPLOYEE_CODE_TAKEN)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, ' CA/12 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches).toEqual([{ employeeCode: 'EMP-001' }, { employeeCode: 'CA/12' }]));
  });
});
