import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ACCESS_TOKEN_STRINGS, type AccessTokenArea } from '@taskflow/shared';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasterIsMounted } from '../../../lib/notify';
import { CreateAccessTokenDialog } from './create-access-token-dialog';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
toasterIsMounted();

const TOKEN = `tfp_${'x'.repeat(43)}`;
let sent: unknown[];

function renderDialog({
  areas = ['tasks', 'time'] as AccessTokenArea[],
  canCreateWithoutExpiry = false,
  answer = () =>
    new Response(
      JSON.stringify({
        data: {
          id: 'a1',
          name: 'Sync',
          prefix: TOKEN.slice(0, 12),
          scopes: ['tasks:read'],
          createdAt: '2026-11-29T10:00:00.000Z',
          lastUsedAt: null,
          expiresAt: '2026-12-29T10:00:00.000Z',
          token: TOKEN,
        },
      }),
      { status: 201 },
    ),
}: {
  areas?: AccessTokenArea[];
  canCreateWithoutExpiry?: boolean;
  answer?: () => Response;
} = {}) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (String(input) === '/api/v1/access-tokens' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return answer();
      }
      return new Response(JSON.stringify({ data: null }), { status: 200 });
    }),
  );
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <CreateAccessTokenDialog
          isOpen
          onClose={onClose}
          areas={areas}
          canCreateWithoutExpiry={canCreateWithoutExpiry}
        />
      ),
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(async () => {
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

describe('the new access token dialog', () => {
  it('sends the name, the chosen scopes and the expiry, then shows the token once with Copy', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText(/Name/), 'Sync');
    await user.selectOptions(screen.getByLabelText('Tasks'), 'read');
    await user.selectOptions(screen.getByLabelText('Time'), 'write');
    await user.selectOptions(screen.getByLabelText(/Expires/), '90');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ name: 'Sync', scopes: ['tasks:read', 'time:write'], expiresInDays: '90' });
    expect(await screen.findByLabelText('Your token')).toHaveValue(TOKEN);
    expect(screen.getByText(ACCESS_TOKEN_STRINGS.shownOnce)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCESS_TOKEN_STRINGS.created, undefined));
  });

  it('asks for at least one area before sending', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText(/Name/), 'Nothing');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(ACCESS_TOKEN_STRINGS.scopesRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('offers no expiry only to administrators, with a warning', async () => {
    renderDialog();
    const options = () =>
      Array.from((screen.getByLabelText(/Expires/) as HTMLSelectElement).options).map(
        (option) => option.value,
      );
    expect(options()).not.toContain('none');
    cleanup();
    vi.unstubAllGlobals();

    const user = userEvent.setup();
    renderDialog({ canCreateWithoutExpiry: true });
    expect(options()).toContain('none');
    expect(screen.queryByText(ACCESS_TOKEN_STRINGS.noExpiryWarning)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Expires/), 'none');
    expect(screen.getByText(ACCESS_TOKEN_STRINGS.noExpiryWarning)).toBeInTheDocument();
  });

  it("puts the server's refusal of the scopes on the areas", async () => {
    const user = userEvent.setup();
    renderDialog({
      answer: () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'VALIDATION_FAILED',
              message: ACCESS_TOKEN_STRINGS.scopeNotHeld,
              details: { fields: { scopes: ACCESS_TOKEN_STRINGS.scopeNotHeld } },
            },
            message: ACCESS_TOKEN_STRINGS.scopeNotHeld,
          }),
          { status: 400 },
        ),
    });
    await user.type(screen.getByLabelText(/Name/), 'Too much');
    await user.selectOptions(screen.getByLabelText('Tasks'), 'write');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(ACCESS_TOKEN_STRINGS.scopeNotHeld)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your token')).not.toBeInTheDocument();
  });
});
