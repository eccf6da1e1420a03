import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { REQUEST_TITLE_REQUIRED, type ServiceInput } from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceForm } from './service-form';

/** Issue 41, item 1: a service step's request to the client, sent by each job on its own. */
function renderForm() {
  // The signed-in person may set up requests to clients (others do not see the template: service-form.test).
  const session = { permissions: ['services.view', 'services.manage', 'requests.manage'] };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (input: string) =>
        new Response(JSON.stringify({ data: String(input) === '/api/v1/users/session' ? session : [] }), {
          status: 200,
        }),
    ),
  );
  const onSubmit = vi.fn(async (_fields: ServiceInput) => {});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <ServiceForm onSubmit={onSubmit} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onSubmit };
}

beforeEach(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('a step’s request to the client', { timeout: 30_000 }, () => {
  it('is sent with the step: its title, items and days from the job date, signed', async () => {
    const { onSubmit } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Service name/), 'GSTR-3B');
    await user.type(screen.getByLabelText(/^Job name/), 'GSTR-3B – {{period}');
    const step = screen.getByRole('listitem', { name: 'Step 1' });
    await user.type(within(step).getByLabelText(/^Title/), 'Collect data');
    await user.click(within(step).getByRole('checkbox', { name: 'Request to the client' }));

    // Nothing is sent while the request has no title.
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await within(step).findByText(REQUEST_TITLE_REQUIRED)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(step).getByLabelText(/^Step 1 request title/), 'Documents for {{period}');
    await user.type(within(step).getByLabelText(/^Step 1 item 1 name/), 'Sales register');
    await user.click(within(step).getByRole('button', { name: 'Add item' }));
    await user.type(within(step).getByLabelText(/^Step 1 item 2 name/), 'Purchase bills');
    const due = within(step).getByRole('group', { name: 'Step 1 request due' });
    await user.clear(within(due).getByLabelText('Step 1 request due: how many days'));
    await user.type(within(due).getByLabelText('Step 1 request due: how many days'), '2');
    await user.selectOptions(
      within(due).getByLabelText('Step 1 request due: before or after the job date'),
      'after',
    );

    await user.click(screen.getByRole('button', { name: 'Create service' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].steps[0]?.requestTemplate).toEqual({
      title: 'Documents for {period}',
      items: [
        { name: 'Sales register', wantsFile: true },
        { name: 'Purchase bills', wantsFile: true },
      ],
      sendOffsetDays: -10,
      dueOffsetDays: 2,
    });
  });

  it('is removed when unticked: the step sends none', async () => {
    const { onSubmit } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Service name/), 'TDS');
    await user.type(screen.getByLabelText(/^Job name/), 'TDS – {{period}');
    const step = screen.getByRole('listitem', { name: 'Step 1' });
    await user.type(within(step).getByLabelText(/^Title/), 'File');
    const toggle = within(step).getByRole('checkbox', { name: 'Request to the client' });
    await user.click(toggle);
    await user.click(toggle);
    expect(within(step).queryByLabelText(/^Step 1 request title/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].steps[0]?.requestTemplate).toBeNull();
  });
});
