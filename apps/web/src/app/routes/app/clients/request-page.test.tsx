import { REQUEST_RETURN_REASON_REQUIRED, type RequestItemView } from '@taskflow/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER,
  CUSTOMER_DETAIL,
  detail,
  id,
  renderWithApi,
} from '../../../../features/client-requests/test-fixtures';
import { toasterIsMounted } from '../../../../lib/notify';
import RequestPage from './request-page';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
toasterIsMounted();

/** Issue 41, item 4: staff review what the client sent: accept an item, or return it with a reason. */
const REQUEST_ID = id(100);
const item = (n: number, partial: Partial<RequestItemView>): RequestItemView => ({
  id: id(300 + n),
  name: `Item ${n}`,
  note: null,
  wantsFile: true,
  status: 'pending',
  clientNote: null,
  returnReason: null,
  submittedAt: null,
  files: [],
  ...partial,
});
// Everything is in (nothing owed): the request is complete, which is exactly when review starts.
const DETAIL = detail({
  id: REQUEST_ID,
  status: 'complete',
  toReviewCount: 2,
  openCount: 0,
  items: [
    item(1, {
      name: 'Bank statement, Oct',
      status: 'submitted',
      clientNote: 'Both accounts',
      files: [
        {
          id: id(401),
          fileName: 'hdfc-oct.pdf',
          mime: 'application/pdf',
          sizeBytes: 48_213,
          createdAt: '2026-11-24T05:00:00Z',
        },
      ],
    }),
    item(2, { name: 'Sales register', status: 'submitted', files: [] }),
  ],
  events: [
    { id: id(501), kind: 'sent', detail: null, actorName: 'Asha Rao', createdAt: '2026-11-20T04:30:00Z' },
    { id: id(502), kind: 'reminded', detail: null, actorName: null, createdAt: '2026-11-22T03:30:00Z' },
  ],
});

/** The same request while the client still owes an item (re-sending is for those). */
const OPEN_DETAIL = { ...DETAIL, status: 'open' as const, openCount: 1 };

function renderPage(permissions = ['requests.view', 'requests.manage', 'customers.view'], shown = DETAIL) {
  const { calls } = renderWithApi(<RequestPage />, {
    permissions,
    path: '/app/requests/:id',
    at: `/app/requests/${REQUEST_ID}`,
    route: (url, init) => {
      if (url === `/api/v1/requests/${REQUEST_ID}`) return { data: shown };
      if (url === `/api/v1/customers/${CUSTOMER.id}`) return { data: CUSTOMER_DETAIL };
      if (url === `/api/v1/requests/${REQUEST_ID}/send` && init?.method === 'POST') {
        return {
          data: shown,
          sent: {
            sentTo: ['Ravi Sharma <ravi@sharma.in>'],
            linkUrl: 'https://app.example/client#tok',
            expiresAt: '2026-12-28T00:00:00Z',
            whatsapp: [
              { contactName: 'Gopal', phone: '+919800000000', url: 'https://wa.me/919800000000?text=Hi' },
            ],
          },
        };
      }
      if (init?.method === 'POST') return { data: DETAIL };
      return undefined;
    },
  });
  const posts = () => calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }));
  return { posts };
}

afterEach(async () => {
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

describe('reviewing a request', () => {
  it('shows each item with the client’s note and files, and accepts one', async () => {
    const { posts } = renderPage();
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getByText('Both accounts')).toBeVisible();
    expect(within(items).getByRole('link', { name: 'hdfc-oct.pdf' })).toHaveAttribute(
      'href',
      `/api/v1/requests/${REQUEST_ID}/files/${id(401)}`,
    );
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Reminder sent')).toBeVisible();
    expect(within(history).getByText(/Automatic/)).toBeVisible();

    await userEvent.click(within(items).getByRole('button', { name: 'Accept Bank statement, Oct' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        { url: `/api/v1/requests/${REQUEST_ID}/items/${id(301)}/accept`, body: undefined },
      ]),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Bank statement, Oct accepted.', undefined),
    );
  });

  it('returns an item only with a reason, which it sends', async () => {
    const { posts } = renderPage();
    const user = userEvent.setup();
    const items = await screen.findByRole('region', { name: 'Items' });
    await user.click(within(items).getByRole('button', { name: 'Return Sales register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Sales register' });
    await user.click(within(dialog).getByRole('button', { name: 'Return to the client' }));
    expect(await within(dialog).findByText(REQUEST_RETURN_REASON_REQUIRED)).toBeVisible();
    expect(posts()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Reason/), 'The register stops at 15 Oct.');
    await user.click(within(dialog).getByRole('button', { name: 'Return to the client' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          url: `/api/v1/requests/${REQUEST_ID}/items/${id(302)}/return`,
          body: { reason: 'The register stops at 15 Oct.' },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('after a send, offers WhatsApp per contact in a new tab and the link to copy', async () => {
    renderPage(undefined, OPEN_DETAIL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Re-send' }));
    const whatsapp = await screen.findByRole('link', { name: /Send on WhatsApp to Gopal/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919800000000?text=Hi');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('textbox', { name: 'Client link' })).toHaveValue(
      'https://app.example/client#tok',
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  it('offers no review nor actions to whoever may only view requests', async () => {
    renderPage(['requests.view']);
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-send' })).toBeNull();
  });
});
