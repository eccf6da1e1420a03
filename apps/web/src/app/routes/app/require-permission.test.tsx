import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '@taskflow/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meQueryOptions } from '../../../lib/auth';
import { RequirePermission } from './require-permission';

function renderGuarded(permissions: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryOptions.queryKey, {
    id: 'u-1',
    name: 'Asha Rao',
    roleName: 'Employee',
    permissions,
  } as unknown as SessionUser);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/people']}>
        <Routes>
          <Route element={<RequirePermission permission="users.view" />}>
            <Route path="/app/people" element={<h1>People</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RequirePermission', () => {
  it('shows the page to a role that holds the permission', () => {
    renderGuarded(['users.view']);
    expect(screen.getByRole('heading', { name: 'People' })).toBeTruthy();
  });

  it('refuses a role without it, naming the permission, once the refusal has loaded', async () => {
    renderGuarded(['tasks.view']);
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'People' })).toBeNull();
    expect(
      screen.getByText(/Your role \(Employee\) does not include the permission “Users: View”/),
    ).toBeTruthy();
  });
});
