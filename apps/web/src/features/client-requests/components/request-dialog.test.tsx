import {
  REQUEST_CONTACTS_INVALID,
  REQUEST_DUE_REQUIRED,
  REQUEST_ITEM_NAME_REQUIRED,
  REQUEST_TITLE_REQUIRED,
} from '@taskflow/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasterIsMounted } from '../../../lib/notify';
import { CUSTOMER, CUSTOMER_DETAIL, detail, id, type Route, refusal, renderWithApi } from '../test-fixtures';
import { RequestDialog } from './request-dialog';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
toasterIsMounted();

/** Issue 41: the New request dialog, as staff fill it in on a client's page. */
function renderDialog(answerCreate: Route) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const { calls } = renderWithApi(
    <RequestDialog isOpen onClose={onClose} onSaved={onSaved} customer={CUSTOMER} />,
    {
      permissions: ['requests.view', 'requests.manage', 'customers.view'],
      route: (url, init) => {
        if (url === `/api/v1/customers/${CUSTOMER.id}`) return { data: CUSTOMER_DETAIL };
        if (url === '/api/v1/requests' && init?.method === 'POST') return answerCreate(url, init);
        return undefined;
      },
    },
  );
  const posts = () => calls.filter((call) => call.method === 'POST').map((call) => call.body);
  return { onClose, onSaved, posts };
}

afterEach(async () => {
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

describe('the New request dialog', () => {
  it('sends the items in the order arranged, to the contacts who receive requests, with the default reminders', async () => {
    const { onClose, onSaved, posts } = renderDialog(() => ({
      data: detail({ id: id(100) }),
      sent: {
        sentTo: ['Ravi Sharma <ravi@sharma.in>'],
        linkUrl: 'http://x/client#t',
        expiresAt: '2026-12-28T00:00:00Z',
        whatsapp: [],
      },
    }));
    const user = userEvent.setup();
    // The contacts with an email are offered; the one who receives requests is ticked; one without an email is not listed.
    const sendTo = await screen.findByRole('group', { name: 'Send to' });
    await waitFor(() => expect(within(sendTo).getByRole('checkbox', { name: /Ravi Sharma/ })).toBeChecked());
    expect(within(sendTo).getByRole('checkbox', { name: /Meena Iyer/ })).not.toBeChecked();
    expect(within(sendTo).queryByText(/Gopal/)).toBeNull();
    await user.click(within(sendTo).getByRole('checkbox', { name: /Meena Iyer/ }));

    await user.type(screen.getByLabelText(/^Title/), 'Documents for GSTR-3B, Nov 2026');
    await user.type(screen.getByLabelText(/^Due date/), '2026-12-05');
    await user.type(screen.getByLabelText(/^Item 1 name/), 'Sales register');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByLabelText(/^Item 2 name/), 'Bank statement');
    await user.type(screen.getByLabelText(/^Item 2 note/), 'All accounts, as PDF');
    // The sales register is an answer, not a file.
    await user.click(
      within(screen.getByRole('listitem', { name: 'Item 1' })).getByRole('checkbox', {
        name: 'Asks for a file',
      }),
    );
    // The bank statement goes first.
    await user.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    expect(screen.getByLabelText(/^Item 1 name/)).toHaveValue('Bank statement');

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      customerId: CUSTOMER.id,
      title: 'Documents for GSTR-3B, Nov 2026',
      dueOn: '2026-12-05',
      items: [
        { name: 'Bank statement', note: 'All accounts, as PDF', wantsFile: true },
        { name: 'Sales register', wantsFile: false },
      ],
      contactIds: [id(11), id(12)],
      remindDaysBefore: [7, 3, 1],
      remindEveryDaysAfter: 3,
      send: true,
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Request sent to Ravi Sharma <ravi@sharma.in>.', undefined),
    );
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: id(100) }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says what is missing before sending anything', async () => {
    const { posts } = renderDialog(() => ({ data: detail(), sent: null }));
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Send to' });
    await user.clear(screen.getByLabelText(/every N days after it/));
    await user.type(screen.getByLabelText(/every N days after it/), '45');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(REQUEST_TITLE_REQUIRED)).toBeVisible();
    expect(screen.getByText(REQUEST_DUE_REQUIRED)).toBeVisible();
    expect(screen.getByText(REQUEST_ITEM_NAME_REQUIRED)).toBeVisible();
    expect(screen.getByLabelText(/every N days after it/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);
  });

  it('puts the server’s refusals on their fields, an item’s on its row', async () => {
    renderDialog(() =>
      refusal({
        'items.1.name': 'An item of this name is asked already',
        contactIds: REQUEST_CONTACTS_INVALID,
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Send to' });
    await user.type(screen.getByLabelText(/^Title/), 'Form 16');
    await user.type(screen.getByLabelText(/^Due date/), '2026-12-05');
    await user.type(screen.getByLabelText(/^Item 1 name/), 'Form 16');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByLabelText(/^Item 2 name/), 'Form 16');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Item 2 name/)).toHaveAttribute('aria-invalid', 'true'),
    );
    const second = screen.getByRole('listitem', { name: 'Item 2' });
    expect(within(second).getByText('An item of this name is asked already')).toBeVisible();
    expect(screen.getByLabelText(/^Item 1 name/)).not.toHaveAttribute('aria-invalid');
    expect(
      within(screen.getByRole('group', { name: 'Send to' })).getByText(REQUEST_CONTACTS_INVALID),
    ).toBeVisible();
    expect(screen.getByText('Check the highlighted fields.')).toBeVisible();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
