import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WEBHOOK_STRINGS, type WebhookDelivery, type WebhookEndpoint } from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasterIsMounted } from '../../../lib/notify';
import { WebhookPanel } from './webhook-panel';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
toasterIsMounted();

const AT = '2026-11-29T10:00:00.000Z';
const NEW_SECRET = `whsec_${'B'.repeat(32)}`;

const ENDPOINT: WebhookEndpoint = {
  id: 'w1',
  url: 'https://hooks.example.com/taskflow',
  kind: 'standard',
  events: ['task.completed'],
  description: 'Accounts sync',
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  owner: { id: 'u1', name: 'Asha' },
  lastDelivery: { status: 'failed', at: AT },
  createdAt: AT,
  updatedAt: AT,
};

const DELIVERY: WebhookDelivery = {
  id: 'd1',
  eventId: 'msg_1',
  eventType: 'task.completed',
  subjectId: 't1',
  status: 'failed',
  attemptCount: 2,
  nextAttemptAt: null,
  createdAt: AT,
  attempts: [
    {
      id: 'a2',
      at: '2026-11-29T10:00:05.000Z',
      succeeded: false,
      httpStatus: 500,
      error: null,
      durationMs: 31,
      excerpt: 'Internal Server Error',
    },
    {
      id: 'a1',
      at: AT,
      succeeded: false,
      httpStatus: null,
      error: 'Timed out',
      durationMs: 10000,
      excerpt: null,
    },
  ],
};

let calls: { method: string; path: string; body?: unknown }[];

function renderPanel(endpoint: WebhookEndpoint = ENDPOINT) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = String(input).replace('/api/v1', '');
      const method = init?.method ?? 'GET';
      calls.push(init?.body ? { method, path, body: JSON.parse(String(init.body)) } : { method, path });
      if (path.startsWith('/webhooks/w1/deliveries'))
        return Response.json({ data: [DELIVERY], meta: { page: 1, pageSize: 20, total: 1 } });
      if (path === '/webhooks/deliveries/d1/redeliver')
        return Response.json({ data: { ...DELIVERY, status: 'pending' } });
      if (path === '/webhooks/w1/rotate-secret')
        return Response.json({
          data: { secret: NEW_SECRET, previousSecretExpiresAt: '2026-11-30T10:00:00.000Z' },
        });
      if (path === '/webhooks/w1/test') return Response.json({ data: DELIVERY });
      if (path === '/webhooks/w1' && method === 'PATCH')
        return Response.json({ data: { ...endpoint, enabled: false } });
      if (path === '/webhooks/w1' && method === 'DELETE') return new Response(null, { status: 204 });
      return Response.json({ data: null });
    }),
  );
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider
        router={createMemoryRouter([
          { path: '/', element: <WebhookPanel endpoint={endpoint} onClose={onClose} /> },
        ])}
      />
    </QueryClientProvider>,
  );
  return onClose;
}

const posted = (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

afterEach(async () => {
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe("an endpoint's panel", () => {
  it('lists the recent deliveries with their attempts, and Redeliver posts to its route', async () => {
    const user = userEvent.setup();
    renderPanel();
    const redeliver = await screen.findByRole('button', { name: /^Redeliver/ });
    expect(screen.getByText('Attempts (2)')).toBeInTheDocument();
    expect(screen.getByText('HTTP 500')).toBeInTheDocument();
    expect(screen.getByText('Timed out')).toBeInTheDocument();
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();

    await user.click(redeliver);
    await waitFor(() => expect(posted('/webhooks/deliveries/d1/redeliver')).toHaveLength(1));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(WEBHOOK_STRINGS.redeliveryQueued, undefined),
    );
  });

  it('sends a test event', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(posted('/webhooks/w1/test')).toHaveLength(1));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(WEBHOOK_STRINGS.testSent, undefined));
  });

  it('rotates the secret after a confirmation and shows the new one once', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(posted('/webhooks/w1/rotate-secret')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveValue(NEW_SECRET);
    expect(screen.getByText(WEBHOOK_STRINGS.secretShownOnce)).toBeInTheDocument();
    expect(posted('/webhooks/w1/rotate-secret')).toHaveLength(1);
  });

  it('disables the endpoint, and deletes it only after a confirmation', async () => {
    const user = userEvent.setup();
    const onClose = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PATCH', path: '/webhooks/w1', body: { enabled: false } }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: '/webhooks/w1' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('edits the URL, events and description with one PATCH, the kind fixed', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/Kind/)).toBeDisabled();
    const url = screen.getByLabelText(/URL/);
    await user.clear(url);
    await user.type(url, 'https://hooks.example.com/v2');
    await user.click(screen.getByRole('checkbox', { name: /Leave requested/ }));
    await user.clear(screen.getByLabelText(/Description/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/webhooks/w1',
        body: {
          url: 'https://hooks.example.com/v2',
          events: ['task.completed', 'leave.requested'],
          // A cleared description is sent as null, which removes it.
          description: null,
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Send test event' })).toBeInTheDocument();
  });

  it('says why a disabled endpoint is disabled, and offers Enable', async () => {
    renderPanel({ ...ENDPOINT, enabled: false, disabledReason: 'failing' });
    expect(screen.getByText('Disabled after a day of failed deliveries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled();
  });
});
