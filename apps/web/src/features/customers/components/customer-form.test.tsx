import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type CustomerDetail, gstinCheckCharacter, type SessionUser } from '@taskflow/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerForm } from './customer-form';

/** Issue 40, item 1: the client form with the fields firms use, checked as the server checks them. */
const gstinOf = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;
const GSTIN = gstinOf('27', 'AAGCS4821K');

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
      if (url.includes('/users/session'))
        return json({ id: 'me', name: 'Ada', permissions: ['users.view'] } as Partial<SessionUser>);
      if (url.includes('/customers/tags'))
        return json([
          { tag: 'GST monthly filers', count: 12 },
          { tag: 'TDS', count: 4 },
        ]);
      return json([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(customer?: CustomerDetail) {
  const onSubmit = vi.fn(async (_form: FormData) => undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The form warns of unsaved changes on leaving, which needs a data router.
  const router = createMemoryRouter([
    { path: '/', element: <CustomerForm customer={customer} onSubmit={onSubmit} onCancel={() => {}} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onSubmit, form: screen.getByRole('form', { name: customer ? 'Edit Customer' : 'Add Customer' }) };
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText(/^Business Name/), 'Sahyadri Textiles Pvt Ltd');
  await userEvent.type(screen.getByLabelText(/^Email/), 'accounts@sahyadri.example');
  await userEvent.type(screen.getByLabelText(/^Address/), 'Plot 12, MIDC Bhosari, Pune');
}

describe('CustomerForm', () => {
  it("keeps the spec's required fields required", async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save Customer' }));
    expect(await screen.findByText('Business Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a GSTIN as it is typed, shows its state and fills an empty PAN from it', async () => {
    renderForm();
    const gstin = screen.getByLabelText('GSTIN');
    await userEvent.type(gstin, `${GSTIN.slice(0, 14)}${GSTIN[14] === 'A' ? 'B' : 'A'}`);
    expect(screen.getByText(/GSTIN check character does not match/)).toBeInTheDocument();
    await userEvent.clear(gstin);
    await userEvent.type(gstin, GSTIN.toLowerCase());
    expect(screen.getByText('Maharashtra (27) · PAN AAGCS4821K')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByLabelText('PAN')).toHaveValue('AAGCS4821K');
  });

  it("refuses a GSTIN holding another PAN than the client's, and a PAN that is not one", async () => {
    const { onSubmit } = renderForm();
    await fillRequired();
    await userEvent.type(screen.getByLabelText('PAN'), 'AAJFK7312M');
    await userEvent.type(screen.getByLabelText('GSTIN'), GSTIN);
    await userEvent.type(screen.getByLabelText('TAN'), 'MUM12345B');
    await userEvent.click(screen.getByRole('button', { name: 'Save Customer' }));
    expect(await screen.findByText("GSTIN holds a different PAN from the client's PAN")).toBeInTheDocument();
    expect(
      screen.getByText('TAN must be 4 letters, 5 digits and a letter, such as MUMA12345B'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends entity type, year end, tags and contacts rows with the client; a contact needs a name', async () => {
    const { onSubmit } = renderForm();
    await fillRequired();
    await userEvent.selectOptions(screen.getByLabelText('Entity type'), 'Private limited');
    await userEvent.selectOptions(screen.getByLabelText('Year-end month'), 'December');
    const tags = screen.getByLabelText('Tags');
    await userEvent.type(tags, 'gst monthly filers{Enter}Audit,');
    expect(within(screen.getByRole('list', { name: 'Tags chosen' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag Audit' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const second = screen.getByRole('listitem', { name: 'Contact 2' });
    await userEvent.type(within(second).getByLabelText('Contact email'), 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Save Customer' }));
    expect(await screen.findAllByText('Contact name is required')).toHaveLength(2);
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove contact 2' }));
    const first = screen.getByRole('listitem', { name: 'Contact 1' });
    await userEvent.type(within(first).getByLabelText(/^Contact name/), 'रमेश गुप्ता');
    await userEvent.type(within(first).getByLabelText('WhatsApp number'), '+91 94150 77102');
    await userEvent.click(screen.getByRole('button', { name: 'Save Customer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]?.[0] as FormData;
    expect(body.get('entityType')).toBe('private_limited');
    expect(body.get('fyEndMonth')).toBe('12');
    expect(body.get('fyEndDay')).toBe('31');
    expect(JSON.parse(String(body.get('tags')))).toEqual(['GST monthly filers']);
    expect(JSON.parse(String(body.get('contacts')))).toEqual([
      expect.objectContaining({ name: 'रमेश गुप्ता', whatsapp: '+91 94150 77102', receivesRequests: true }),
    ]);
  });

  it("edits a client's contacts keeping their ids", async () => {
    const { onSubmit } = renderForm({
      id: 'c1',
      businessName: 'Thar Logistics',
      email: 'billing@thar.example',
      phone: null,
      industry: null,
      address: 'Jodhpur',
      anniversaryDate: null,
      logoUrl: null,
      entityType: 'proprietorship',
      pan: 'CXTPT9087B',
      gstin: null,
      gstStateCode: null,
      tan: null,
      fyEndMonth: 3,
      fyEndDay: 31,
      tags: ['GST quarterly (QRMP)'],
      responsible: { id: '6f1c1d9e-0000-4000-8000-0000000000a1', name: 'Asha Rao' },
      contacts: [
        {
          id: '6f1c1d9e-0000-4000-8000-0000000000b1',
          name: 'Mahendra Singh',
          role: 'Proprietor',
          email: null,
          phone: '+91 94141 55230',
          whatsapp: null,
          receivesRequests: true,
        },
      ],
      canReadContactNumbers: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(screen.getByLabelText('Entity type')).toHaveDisplayValue('Proprietorship');
    expect(screen.getByRole('combobox', { name: 'Responsible member' })).toHaveValue('Asha Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Save Customer' }));
    const body = onSubmit.mock.calls[0]?.[0] as FormData;
    expect(body.get('responsibleId')).toBe('6f1c1d9e-0000-4000-8000-0000000000a1');
    expect(JSON.parse(String(body.get('contacts')))).toEqual([
      expect.objectContaining({ id: '6f1c1d9e-0000-4000-8000-0000000000b1', name: 'Mahendra Singh' }),
    ]);
  });
});
