import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CustomerImportResult } from '@taskflow/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkClientImportFile, ImportCustomers } from './import-customers';

/** Issue 40, item 2: the client import dialog, step by step (file, columns, preview with problems, import). */
const COLUMNS = ['Name of Ledger', 'Under', 'Address 1', 'GSTIN/UIN', 'E-Mail', 'Mobile No.'];
const WITH_PROBLEMS: CustomerImportResult = {
  isCommitted: false,
  rowCount: 2,
  columns: COLUMNS,
  mapping: { businessName: 0, address: 2, gstin: 3, email: 4, contactPhone: 5 },
  errors: [
    {
      line: 7,
      field: 'GSTIN/UIN',
      message: 'GSTIN check character does not match: check the number for a typing mistake',
    },
    { line: 8, field: 'Name of Ledger', message: '"Shree Balaji Steels" is also on line 6' },
  ],
  preview: [
    {
      line: 6,
      businessName: 'श्री गणेश ट्रेडर्स',
      email: 'ganesh@example.com',
      entityType: '',
      pan: 'ABMPG4412C',
      gstin: '23ABMPG4412C1ZB',
      tags: [],
      responsible: '',
      contact: 'श्री गणेश ट्रेडर्स',
    },
  ],
  createdCount: 0,
  contactCount: 0,
};

let sent: Record<string, string>[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      const form = init?.body as FormData;
      const fields = Object.fromEntries(
        [...form.entries()].filter(([, value]) => typeof value === 'string'),
      ) as Record<string, string>;
      sent.push(fields);
      // The file is fixed once the person maps Under as nothing and the preview is clean.
      const isMapped = Boolean(fields.mapping);
      const result: CustomerImportResult = isMapped
        ? {
            ...WITH_PROBLEMS,
            errors: [],
            isCommitted: fields.commit === 'true',
            createdCount: fields.commit === 'true' ? 2 : 0,
            contactCount: fields.commit === 'true' ? 2 : 0,
          }
        : WITH_PROBLEMS;
      return new Response(JSON.stringify({ data: result }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImportCustomers onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

describe('ImportCustomers', () => {
  it('takes CSV and .xlsx files and says why it refuses others', () => {
    const file = (name: string, size = 10) => new File(['x'.repeat(size)], name);
    expect(checkClientImportFile(file('ledgers.csv'))).toBeUndefined();
    expect(checkClientImportFile(file('Clients.XLSX'))).toBeUndefined();
    expect(checkClientImportFile(file('clients.xls'))).toBe(
      'Save the sheet as .xlsx or CSV: Excel 97-2003 files (.xls) cannot be read',
    );
    expect(checkClientImportFile(file('clients.pdf'))).toBe('Choose a .csv or .xlsx file');
    expect(checkClientImportFile(file('clients.csv', 0))).toBe('The file is empty');
  });

  it('previews the file, names its problems by line and column, and imports once the columns fix them', async () => {
    const { onClose } = renderDialog();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    const file = new File(['Name of Ledger,Under\n'], 'tally.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV or Excel file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText(/2 problems in 2 rows: nothing will be imported/)).toBeInTheDocument();
    const problems = screen.getByRole('list', { name: 'Problems' });
    expect(
      within(problems)
        .getByText(/GSTIN check character does not match/)
        .closest('li'),
    ).toHaveTextContent('Line 7 (GSTIN/UIN)');
    expect(within(problems).getByText(/is also on line 6/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /ganesh@example.com/ })).toHaveTextContent('श्री गणेश ट्रेडर्स');
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ commit: 'false' });
    expect(sent.at(-1)?.mapping).toBeUndefined();

    // The columns the server recognised, each changeable; a change asks for another preview.
    await userEvent.click(screen.getByText(/Columns: 5 of \d+ fields from your file/));
    expect(screen.getByRole('combobox', { name: 'Business Name' })).toHaveDisplayValue('Name of Ledger');
    expect(screen.getByRole('combobox', { name: 'GSTIN' })).toHaveDisplayValue('GSTIN/UIN');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tags' }), 'Under');
    expect(screen.getByText(/Your columns changed: preview again/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(JSON.parse(sent.at(-1)?.mapping ?? '{}')).toMatchObject({ businessName: 0, tags: 1 });

    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 clients' }));
    expect(sent.at(-1)).toMatchObject({ commit: 'true' });
    expect(onClose).toHaveBeenCalled();
  });
});
