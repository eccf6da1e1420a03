import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SAME_PASSWORD_MESSAGE } from '@taskflow/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // The form guards unsaved changes, which needs a data router around it.
  const router = createMemoryRouter([{ path: '/', element: <ChangePasswordForm onChanged={() => {}} /> }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ChangePasswordForm', () => {
  it('shows a strength hint for the new password', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('New password'), 'password123');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Weak');
  });

  it('refuses a new password equal to the current one without calling the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    await userEvent.type(screen.getByLabelText('Current password'), 'my own passphrase');
    await userEvent.type(screen.getByLabelText('New password'), 'my own passphrase');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'my own passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(SAME_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
