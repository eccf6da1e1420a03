/**
 * Invoices and statements as GET /invoices/:id and GET /customers/:id/statement answer them, for the tests
 * of their PDFs: each line priced and taxed by packages/shared's money.ts, so the fixtures' numbers are
 * the ones the server would compute.
 */
import { crc32, deflateSync } from 'node:zlib';
import {
  amountInWords,
  type DocumentParty,
  documentTotals,
  type Invoice,
  type InvoiceLine,
  lineAmount,
  lineTax,
} from '@taskflow/shared';

export const FIRM: DocumentParty = {
  name: 'Prabhu & Associates, Chartered Accountants',
  address: '4th Floor, Sterling Chambers\n12 Residency Road\nBengaluru 560025',
  gstin: '29AAPFP1234C1Z5',
  stateCode: '29',
  stateName: 'Karnataka',
  pan: 'AAPFP1234C',
  email: 'accounts@prabhu.example',
};

/** A client in Maharashtra whose name is written in Devanagari. */
export const CLIENT_INTER: DocumentParty = {
  name: 'अर्जुन ट्रेडर्स प्राइवेट लिमिटेड',
  address: 'Plot 7, MIDC Andheri East\nMumbai 400093',
  gstin: '27AAACA1234F1Z2',
  stateCode: '27',
  stateName: 'Maharashtra',
  pan: null,
  email: 'accounts@arjun.example',
};

/** A client in the firm's own state (CGST and SGST), in Gujarati and without a GSTIN. */
export const CLIENT_INTRA: DocumentParty = {
  name: 'ભાવેશ પટેલ',
  address: '22, 3rd Cross, Jayanagar\nBengaluru 560011',
  gstin: null,
  stateCode: '29',
  stateName: 'Karnataka',
  pan: null,
  email: null,
};

export interface FixtureLine {
  description: string;
  quantityMilli: number;
  unitPriceMinor: number;
  taxRateBp: number;
  sacCode?: string | null;
}

/** An issued invoice (unless `overrides` say otherwise) with its lines priced, taxed and totalled. */
export function fixtureInvoice(
  regime: Invoice['taxRegime'],
  lines: FixtureLine[],
  overrides: Partial<Invoice> = {},
): Invoice {
  const currency = overrides.currency ?? (regime === 'other' ? 'GBP' : 'INR');
  const priced: InvoiceLine[] = lines.map((line, index) => {
    const amountMinor = lineAmount(line.quantityMilli, line.unitPriceMinor);
    const tax = lineTax(
      amountMinor,
      line.taxRateBp,
      regime === 'other' ? { gst: false } : { gst: true, intraState: regime === 'gst_intra' },
    );
    return {
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      position: index,
      kind: 'item',
      description: line.description,
      sacCode: regime === 'other' ? null : (line.sacCode ?? '998222'),
      quantityMilli: line.quantityMilli,
      unitPriceMinor: line.unitPriceMinor,
      amountMinor,
      taxRateBp: line.taxRateBp,
      ...tax,
      clientJobId: null,
      serviceId: null,
      userId: null,
      minutes: null,
    };
  });
  const totals = documentTotals(priced.map((line) => ({ amountMinor: line.amountMinor, tax: line })));
  const paidMinor = overrides.paidMinor ?? 0;
  const creditedMinor = overrides.creditedMinor ?? 0;
  const recipient = regime === 'gst_intra' ? CLIENT_INTRA : CLIENT_INTER;
  return {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'invoice',
    status: 'issued',
    viewStatus: 'issued',
    number: 'PRA/2026-27/0042',
    customerId: '22222222-2222-4222-8222-222222222222',
    customerName: recipient.name,
    issueDate: '2026-11-30',
    dueDate: '2026-12-15',
    currency,
    paidMinor,
    creditedMinor,
    outstandingMinor: totals.totalMinor - paidMinor - creditedMinor,
    periodLabel: 'November 2026',
    createdAt: '2026-11-30T06:00:00.000Z',
    creditNoteOf: null,
    creditNotes: [],
    placeOfSupply: regime === 'other' ? null : recipient.stateCode,
    placeOfSupplyName: regime === 'other' ? null : recipient.stateName,
    taxRegime: regime,
    taxName: regime === 'other' ? 'VAT' : 'GST',
    supplier: FIRM,
    recipient,
    lines: priced,
    ...totals,
    totalInWords: amountInWords(totals.totalMinor, currency),
    notes: null,
    voidReason: null,
    paymentInstructions:
      'Bank: HDFC Bank, Residency Road\nAccount 50200012345678, IFSC HDFC0000123\nUPI: prabhu@hdfcbank',
    footer: 'Thank you for your business. Subject to Bengaluru jurisdiction.',
    payments: [],
    ...overrides,
  };
}

/**
 * A PNG of `width` × `height` in two colours (a firm's mark of a block and a bar), written by hand so the
 * tests need no image library: 8-bit RGB rows, each with filter byte 0.
 */
export function fixturePng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const isMark = x < height || (y > height * 0.4 && y < height * 0.6);
      row.set(isMark ? [0x0b, 0x57, 0xd0] : [0xff, 0xff, 0xff], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
