import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  draft,
  id,
  invoice,
  line,
  refusal,
  renderWithApi,
  SETTINGS,
  sent,
} from '../../../../features/billing/test-fixtures';
import InvoicePage from './invoice-page';

const DRAFT_ID = id(200);

/** Issue 42: a draft is edited as the server will compute it, then issued; an issued one only reads. */
function renderInvoice(
  answer: ReturnType<typeof draft>,
  route: (url: string, init?: RequestInit) => unknown = () => undefined,
) {
  return renderWithApi(<InvoicePage />, {
    path: '/app/billing/invoices/:id',
    at: `/app/billing/invoices/${answer.id}`,
    route: (url, init) => {
      const routed = route(url, init);
      if (routed !== undefined) return routed;
      if (url === '/api/v1/billing/settings') return { data: SETTINGS };
      if (url === `/api/v1/invoices/${answer.id}`) return { data: answer };
      return undefined;
    },
  });
}

const row = (number: number) => screen.getByRole('listitem', { name: `Line ${number}` });

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T06:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a draft invoice', { timeout: 30_000 }, () => {
  it('computes each line and the totals as they are typed, CGST and SGST each rounded on its own', async () => {
    renderInvoice(draft());
    const first = await screen.findByRole('listitem', { name: 'Line 1' });
    const quantity = within(first).getByRole('textbox', { name: 'Quantity' });
    const rate = within(first).getByRole('textbox', { name: 'Rate (INR)' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.clear(rate);
    await userEvent.type(rate, '33.33');
    // 3 × ₹33.33 = ₹99.99; 9% of it is 899.91 paise, rounded to ₹9.00 for each of CGST and SGST.
    expect(within(first).getByText('₹99.99')).toBeInTheDocument();
    expect(within(first).getByText('₹18.00')).toBeInTheDocument();
    const totals = screen.getByText('Taxable value', { selector: 'dt' }).closest('dl') as HTMLElement;
    expect(within(totals).getAllByText('₹9.00')).toHaveLength(2);
    expect(within(totals).getByText('₹117.99')).toBeInTheDocument();

    // Another state: one IGST of 18% on the line, rounded once (1,799.82 → ₹18.00).
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Place of supply' }), '29');
    expect(within(totals).getByText('IGST')).toBeInTheDocument();
    expect(within(totals).queryByText('CGST')).toBeNull();
  });

  it('saves the lines in minor units, thousandths and basis points, keeping a kept line by its id', async () => {
    const saved = draft({ lines: [line({ description: 'Saved' })] });
    const { calls } = renderInvoice(draft(), (url, init) =>
      url === `/api/v1/invoices/${DRAFT_ID}` && init?.method === 'PUT' ? { data: saved } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add line' }));
    await userEvent.type(within(row(2)).getByRole('textbox', { name: /Description of line 2/ }), 'Courier');
    await userEvent.type(within(row(2)).getByRole('textbox', { name: 'Rate (INR)' }), '350.5');
    await userEvent.clear(within(row(2)).getByRole('textbox', { name: 'GST %' }));
    await userEvent.type(within(row(2)).getByRole('textbox', { name: 'GST %' }), '12.5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Thank you');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/v1/invoices/')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/api/v1/invoices/')[0]?.body).toEqual({
      lines: [
        {
          id: id(300),
          description: 'GST returns, October',
          sacCode: '998222',
          quantityMilli: 1000,
          unitPriceMinor: 500_000,
          taxRateBp: 1800,
        },
        {
          description: 'Courier',
          sacCode: '998222',
          quantityMilli: 1000,
          unitPriceMinor: 35_050,
          taxRateBp: 1250,
        },
      ],
      placeOfSupply: '27',
      dueDate: null,
      notes: 'Thank you',
    });
  });

  it('puts the server’s message about a line on that line’s field', async () => {
    renderInvoice(draft(), (_url, init) =>
      init?.method === 'PUT'
        ? refusal({ 'lines.0.quantityMilli': 'Enter a quantity more than 0' })
        : undefined,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Notes' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const quantity = within(row(1)).getByRole('textbox', { name: 'Quantity' });
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(within(row(1)).getByText('Enter a quantity more than 0')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
  });

  it('refuses a rate that is not an amount before anything is sent', async () => {
    const { calls } = renderInvoice(draft());
    const rate = within(await screen.findByRole('listitem', { name: 'Line 1' })).getByRole('textbox', {
      name: 'Rate (INR)',
    });
    await userEvent.clear(rate);
    await userEvent.type(rate, '10.505');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(row(1)).findByText('Enter a price of 0 or more')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/v1/invoices/')).toEqual([]);
  });

  it('issues after saying the number becomes final, and then reads as the document', async () => {
    const issued = invoice({ id: DRAFT_ID, number: 'PRA/2026-27/0007' });
    const { calls } = renderInvoice(draft(), (url) =>
      url === `/api/v1/invoices/${DRAFT_ID}/issue` ? { data: issued } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Issue' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Issue this invoice?' });
    expect(dialog).toHaveTextContent('the series PRA/2026-27');
    expect(dialog).toHaveTextContent('that number becomes final');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByRole('heading', { name: 'Tax invoice PRA/2026-27/0007' })).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/v1/invoices/')[0]?.body).toEqual({});
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/v1/invoices/${DRAFT_ID}/pdf`,
    );
  });
});

describe('an issued invoice', { timeout: 30_000 }, () => {
  it('shows its tax split, what is paid and due, overdue in red; no void once something is paid', async () => {
    renderInvoice(
      invoice({
        viewStatus: 'overdue',
        paidMinor: 90_000,
        outstandingMinor: 500_000,
        payments: [
          {
            paymentId: id(400),
            receivedOn: '2026-11-20',
            mode: 'upi',
            reference: 'UTR 1',
            amountMinor: 90_000,
          },
        ],
      }),
    );
    expect(await screen.findByText('Overdue', { selector: 'span' })).toBeInTheDocument();
    const totals = screen.getByText('Taxable value', { selector: 'dt' }).closest('dl') as HTMLElement;
    expect(within(totals).getByText('CGST')).toBeInTheDocument();
    expect(within(totals).getByText('SGST')).toBeInTheDocument();
    expect(within(totals).getByText('Balance due').parentElement).toHaveClass('text-red-700');
    expect(screen.getByText('Five Thousand Nine Hundred Rupees Only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Credit note' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('voids with a reason while nothing is paid', async () => {
    const { calls } = renderInvoice(invoice(), (url) =>
      url.endsWith('/void') ? { data: invoice({ status: 'void', viewStatus: 'void' }) } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void PRA/2026-27/0001?' });
    expect(dialog).toHaveTextContent('Its number stays used');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('Say why it is void')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Billed twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(sent(calls, 'POST', `/api/v1/invoices/${DRAFT_ID}/void`)).toHaveLength(1));
    expect(sent(calls, 'POST', `/api/v1/invoices/${DRAFT_ID}/void`)[0]?.body).toEqual({
      reason: 'Billed twice',
    });
  });
});
