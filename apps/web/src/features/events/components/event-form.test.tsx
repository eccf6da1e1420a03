import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EVENT_LEAD_TIME_HINT, EVENT_SHORT_NOTICE } from '@taskflow/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryOptions } from '../../../lib/auth';
import { EventForm } from './event-form';

beforeEach(() => {
  // A fixed clock: "now" is 10:00 on 1 March 2031 in Kolkata.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-03-01T04:30:00.000Z'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: [] }), { status: 200 })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm(onSubmit = vi.fn(async (_body: unknown) => {})) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Someone whose own zone is set: the form's times mean Kolkata's.
  client.setQueryData(meQueryOptions.queryKey, { timeZone: 'Asia/Kolkata' } as never);
  const router = createMemoryRouter([
    { path: '/', element: <EventForm submitLabel="Create Event" onSubmit={onSubmit} onCancel={() => {}} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('EventForm', () => {
  it('shows the guide’s lead time (24 to 48 hours), and says so when the event is sooner', async () => {
    renderForm();
    const when = await screen.findByLabelText(/Date & Time/);
    expect(screen.getByText(new RegExp(EVENT_LEAD_TIME_HINT.replace('.', '\\.')))).toBeInTheDocument();
    expect(EVENT_LEAD_TIME_HINT).toContain('24 to 48 hours');
    fireEvent.change(when, { target: { value: '2031-03-01T15:00' } });
    expect(await screen.findByText(new RegExp(EVENT_SHORT_NOTICE.slice(0, 30)))).toBeInTheDocument();
    fireEvent.change(when, { target: { value: '2031-03-03T10:00' } });
    await waitFor(() => expect(screen.queryByText(new RegExp(EVENT_SHORT_NOTICE.slice(0, 30)))).toBeNull());
  });

  it('adds guests by email and name, and sends them with the event', async () => {
    const onSubmit = renderForm();
    await userEvent.type(await screen.findByLabelText(/Event Title/), 'Client review');
    await userEvent.selectOptions(screen.getByLabelText(/Event Type/), 'Meeting');
    fireEvent.change(screen.getByLabelText(/Date & Time/), { target: { value: '2031-03-03T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    await userEvent.type(screen.getByLabelText(/Guest 1 email/), 'kavya@meridian.example');
    await userEvent.type(screen.getByLabelText('Guest 1 name'), 'Kavya Menon');
    await userEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    await userEvent.type(screen.getByLabelText(/Guest 2 email/), 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove guest 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: 'Client review',
      startsAt: '2031-03-03T04:30:00.000Z',
      guests: [{ email: 'kavya@meridian.example', name: 'Kavya Menon' }],
    });
  }, 30_000);
});
