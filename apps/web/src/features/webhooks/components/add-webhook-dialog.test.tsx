import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WEBHOOK_STRINGS } from '@taskflow/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasterIsMounted } from '../../../lib/notify';
import { AddWebhookDialog } from './add-webhook-dialog';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
toasterIsMounted();

const SECRET = `whsec_${'A'.repeat(32)}`;
const CREATED_AT = '2026-11-29T10:00:00.000Z';
let sent: unknown[];

const created = (kind: string) =>
  new Response(
    JSON.stringify({
      data: {
        id: 'w1',
        url: 'https://hooks.example.com/taskflow',
        kind,
        events: ['task.completed', 'invoice.paid'],
        description: 'Accounts sync',
        enabled: true,
        disabledReason: null,
        failingSince: null,
        previousSecretExpiresAt: null,
        owner: { id: 'u1', name: 'Asha' },
        lastDelivery: null,
        createdAt: CREATED_AT,
        updatedAt: CREATED_AT,
        secret: SECRET,
      },
    }),
    { status: 201 },
  );

function renderDialog(answer: () => Response = () => created('standard')) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (String(input) === '/api/v1/webhooks' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return answer();
      }
      return new Response(JSON.stringify({ data: null }), { status: 200 });
    }),
  );
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (isOpen: boolean) => (
    <QueryClientProvider client={client}>
      <RouterProvider
        router={createMemoryRouter([
          { path: '/', element: <AddWebhookDialog isOpen={isOpen} onClose={onClose} /> },
        ])}
      />
    </QueryClientProvider>
  );
  const result = render(view(true));
  return { onClose, reopen: () => result.rerender(view(true)), close: () => result.rerender(view(false)) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, url: string) {
  await user.type(screen.getByLabelText(/URL/), url);
  await user.click(screen.getByRole('checkbox', { name: /Task completed/ }));
  await user.click(screen.getByRole('checkbox', { name: /Invoice paid/ }));
  await user.type(screen.getByLabelText(/Description/), 'Accounts sync');
  await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
}

afterEach(async () => {
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

describe('the Add endpoint dialog', () => {
  it('sends the URL, kind, chosen events and description, then shows the signing secret once with Copy', async () => {
    const user = userEvent.setup();
    const { onClose, close, reopen } = renderDialog();
    await fillIn(user, 'https://hooks.example.com/taskflow');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: 'https://hooks.example.com/taskflow',
      kind: 'standard',
      events: ['task.completed', 'invoice.paid'],
      description: 'Accounts sync',
    });
    expect(await screen.findByLabelText('Signing secret')).toHaveValue(SECRET);
    expect(screen.getByText(WEBHOOK_STRINGS.secretShownOnce)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(WEBHOOK_STRINGS.created, undefined));

    // Done closes it; opened again, the dialog is a blank form and the secret is gone.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
    close();
    reopen();
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/URL/)).toHaveValue('');
  });

  it('sends the kind chosen, and shows no secret for a Slack channel (its messages are not signed)', async () => {
    const user = userEvent.setup();
    renderDialog(() => created('slack'));
    await user.selectOptions(screen.getByLabelText(/Kind/), 'slack');
    await fillIn(user, 'https://hooks.slack.com/services/T0/B0/x');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ kind: 'slack' });
    expect(await screen.findByText(/not signed/)).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('asks for at least one event before sending', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText(/URL/), 'https://hooks.example.com/taskflow');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(WEBHOOK_STRINGS.eventsRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's refusal of the URL on the URL field, and no secret", async () => {
    const user = userEvent.setup();
    renderDialog(
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'VALIDATION_FAILED',
              message: WEBHOOK_STRINGS.urlPrivate,
              details: { fields: { url: WEBHOOK_STRINGS.urlPrivate } },
            },
            message: WEBHOOK_STRINGS.urlPrivate,
          }),
          { status: 400 },
        ),
    );
    await fillIn(user, 'https://10.0.0.7/hook');
    const url = screen.getByLabelText(/URL/);
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(WEBHOOK_STRINGS.urlPrivate)).toBeInTheDocument();
    expect(url.getAttribute('aria-describedby')).toBe(screen.getByText(WEBHOOK_STRINGS.urlPrivate).id);
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
  });
});
