/**
 * Issue 42, items 4 and 5: the invoice and the statement of account as PDFs, read back with pdftotext.
 * What a GST tax invoice must carry (both GSTINs, the place of supply, SAC, CGST and SGST inside the
 * state and IGST outside, each rounded on its own, the total in words), names in Indian scripts exactly,
 * what drafts, voids and credit notes say they are, a long invoice over pages, the logo or its absence,
 * and amounts that are never cut. The routes' own tests are in modules/billing/documents.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { AMOUNT_MINOR_MAX, type Statement } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { pdfOffThread } from '../lib/off-thread';
import { CLIENT_INTER, FIRM, type FixtureLine, fixtureInvoice, fixturePng } from './billing-pdf.fixture';
import { invoicePdf } from './invoice-pdf';
import { statementPdf } from './statement-pdf';

/** The PDF's text by pdftotext -layout, each line trimmed and its columns joined by " | ". */
function readBack(file: Buffer, pages: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'billing-pdf-'));
  writeFileSync(join(dir, 'f.pdf'), file);
  const text = execFileSync('pdftotext', ['-layout', ...pages, join(dir, 'f.pdf'), '-'], {
    encoding: 'utf8',
  });
  return text.split('\n').map((line) => line.trim().replace(/\s{2,}/g, ' | '));
}

/** Asserts each run of cells is on a line of its own or beside the page's other column on one. */
function expectCells(lines: string[], ...runs: string[]) {
  for (const cells of runs)
    expect(
      lines.some((line) => ` | ${line} | `.includes(` | ${cells} | `)),
      cells,
    ).toBe(true);
}

function imagesIn(file: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), 'billing-pdf-'));
  writeFileSync(join(dir, 'f.pdf'), file);
  const list = execFileSync('pdfimages', ['-list', join(dir, 'f.pdf')], { encoding: 'utf8' });
  return list.split('\n').slice(2).filter(Boolean).length;
}

const draw = async (input: Parameters<typeof invoicePdf>[0]) => buffer(invoicePdf(input));

/**
 * The cases that usually go wrong: ₹1,000.05 at 18% is CGST ₹90.00 + SGST ₹90.00 inside the state (each
 * 9000.45 paise rounds down on its own) but IGST ₹180.01 outside it (18000.9 rounds up); 12.5 hours at
 * ₹1,999.99 is ₹24,999.88 (24,999.875 rounds half up once).
 */
const LINES: FixtureLine[] = [
  {
    description: 'GST returns',
    quantityMilli: 1000,
    unitPriceMinor: 1_250_000,
    taxRateBp: 1800,
  },
  { description: 'Bookkeeping hours', quantityMilli: 12_500, unitPriceMinor: 199_999, taxRateBp: 1800 },
  {
    description: 'TDS return, Q2',
    quantityMilli: 1000,
    unitPriceMinor: 100_005,
    taxRateBp: 1800,
    sacCode: '998231',
  },
];

describe('the invoice PDF', () => {
  it('inside the firm’s state: CGST and SGST per line, each rounded on its own, the totals and the total in words', async () => {
    const invoice = fixtureInvoice('gst_intra', LINES, { paidMinor: 500_000 });
    const lines = readBack(await draw({ invoice, logo: null }));
    expect(lines[0]).toMatch(/ \| Tax Invoice$/);
    expectCells(lines, 'GSTIN: 29AAPFP1234C1Z5');
    expectCells(lines, 'PAN: AAPFP1234C');
    expectCells(lines, 'Invoice no. | PRA/2026-27/0042');
    expectCells(lines, 'Place of supply | Karnataka, code 29');
    expectCells(lines, 'Due date | 15 Dec 2026');
    // The client: a Gujarati name exactly, no GSTIN of its own, its state.
    expectCells(lines, 'ભાવેશ પટેલ');
    expect(lines.filter((line) => line.includes('GSTIN:'))).toHaveLength(1);
    expectCells(lines, 'CGST | SGST');
    expectCells(lines, '# | Description | SAC | Qty | Rate | Taxable value | Rate | Amount | Rate | Amount');
    expectCells(
      lines,
      '1 | GST returns | 998222 | 1 | ₹12,500.00 | ₹12,500.00 | 9% | ₹1,125.00 | 9% | ₹1,125.00',
    );
    expectCells(
      lines,
      '2 | Bookkeeping hours | 998222 | 12.5 | ₹1,999.99 | ₹24,999.88 | 9% | ₹2,249.99 | 9% | ₹2,249.99',
    );
    expectCells(lines, '3 | TDS return, Q2 | 998231 | 1 | ₹1,000.05 | ₹1,000.05 | 9% | ₹90.00 | 9% | ₹90.00');
    expect(lines.some((line) => line.includes('IGST'))).toBe(false);
    const text = lines.join('\n');
    expect(text).toMatch(/Taxable value \| ₹38,499\.93/);
    expect(text).toMatch(/CGST \| ₹3,464\.99\n.*SGST \| ₹3,464\.99/);
    expect(text).toMatch(/Total \| ₹45,429\.91/);
    expect(text).toMatch(/Paid \| − ₹5,000\.00/);
    expect(text).toMatch(/Balance due \| ₹40,429\.91/);
    expect(text.replace(/\s*\|[^\n]*/g, '').replace(/\n/g, ' ')).toContain(
      'Forty Five Thousand Four Hundred Twenty Nine Rupees And Ninety One Paise Only',
    );
    expectCells(lines, 'UPI: prabhu@hdfcbank');
    expectCells(lines, 'Authorised signatory');
    expectCells(lines, 'Page 1 of 1');
  });

  it('outside it: IGST of the whole rate per line, and the client’s Devanagari name and GSTIN exactly', async () => {
    const invoice = fixtureInvoice('gst_inter', LINES);
    const lines = readBack(await draw({ invoice, logo: null }));
    expectCells(lines, 'अर्जुन ट्रेडर्स प्राइवेट लिमिटेड');
    expectCells(lines, 'GSTIN: 27AAACA1234F1Z2');
    expectCells(lines, 'State: Maharashtra, code 27');
    expectCells(lines, 'Place of supply | Maharashtra, code 27');
    expectCells(lines, '3 | TDS return, Q2 | 998231 | 1 | ₹1,000.05 | ₹1,000.05 | 18% | ₹180.01');
    const text = lines.join('\n');
    expect(text).toMatch(/IGST \| ₹6,929\.99/);
    expect(text).toMatch(/Total \| ₹45,429\.92/);
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it('another country’s: an invoice (not a tax invoice) with its own tax, no SAC, no place of supply', async () => {
    const abroad = { ...FIRM, gstin: null, stateCode: null, stateName: null, pan: null };
    const invoice = fixtureInvoice(
      'other',
      [{ description: 'Year-end accounts', quantityMilli: 1000, unitPriceMinor: 250_000, taxRateBp: 2000 }],
      {
        supplier: abroad,
        recipient: {
          ...CLIENT_INTER,
          name: 'Hollis & Webb Ltd',
          gstin: null,
          stateCode: null,
          stateName: null,
        },
      },
    );
    const lines = readBack(await draw({ invoice, logo: null }));
    expect(lines[0]).toMatch(/ \| Invoice$/);
    expectCells(lines, 'VAT');
    expectCells(lines, '1 | Year-end accounts | 1 | £2,500.00 | £2,500.00 | 20% | £500.00');
    const text = lines.join('\n');
    expect(text).toMatch(/VAT \| £500\.00/);
    expect(text).toMatch(/Total \| £3,000\.00/);
    expect(text).toContain('Three Thousand Pounds Only');
    expect(text).not.toMatch(/SAC|GSTIN|Place of supply|Tax Invoice/);
  });

  it('a draft says it is no tax invoice on every page, has no number, nothing due and no signatory', async () => {
    const many = Array.from(
      { length: 70 },
      (_, index) => ({ ...LINES[0], description: `Compliance, branch ${index + 1}` }) as FixtureLine,
    );
    const invoice = fixtureInvoice('gst_intra', many, {
      status: 'draft',
      viewStatus: 'draft',
      number: null,
      issueDate: null,
    });
    const file = await draw({ invoice, logo: null });
    const lines = readBack(file);
    expectCells(lines, 'Draft — not a tax invoice');
    expectCells(lines, 'Invoice no. | Given when issued');
    expect(lines.some((line) => /Balance due|Authorised signatory/.test(line))).toBe(false);
    // Seventy lines run onto three pages: each continued page names the document and repeats the header.
    for (const page of [1, 2, 3]) {
      const onPage = readBack(file, ['-f', String(page), '-l', String(page)]);
      expect(onPage.some((line) => line.endsWith(`Page ${page} of 3`))).toBe(true);
      // The watermark is drawn as shapes: the page's text reads as if it were not there.
      expect(onPage.some((line) => /DRAFT|\bD\b/.test(line))).toBe(false);
      expect(onPage.some((line) => line.startsWith('# | Description'))).toBe(true);
      if (page > 1) expect(onPage[0]).toBe('Tax Invoice (draft), continued');
    }
    for (let index = 1; index <= 70; index++)
      expect(
        lines.filter((line) => line.startsWith(`${index} | Compliance, branch ${index} |`)),
      ).toHaveLength(1);
    expect(lines.join('\n')).toMatch(/Total \| ₹10,32,500\.00/);
  });

  it('a void says so with its reason, and asks for no payment', async () => {
    const invoice = fixtureInvoice('gst_intra', LINES, {
      status: 'void',
      viewStatus: 'void',
      voidReason: 'Raised twice by mistake',
    });
    const lines = readBack(await draw({ invoice, logo: null }));
    expectCells(lines, 'VOID — cancelled, not payable');
    expectCells(lines, 'Reason: Raised twice by mistake');
    expect(lines.some((line) => /Balance due|How to pay|HOW TO PAY/.test(line))).toBe(false);
  });

  it('a credit note names the invoice it corrects and asks for nothing', async () => {
    const invoice = fixtureInvoice('gst_inter', [LINES[2] as FixtureLine], {
      kind: 'credit_note',
      number: 'PRACN/2026-27/0001',
      creditNoteOf: { id: '33333333-3333-4333-8333-333333333333', number: 'PRA/2026-27/0042' },
      notes: 'Fee reduced as agreed',
    });
    const lines = readBack(await draw({ invoice, logo: null }));
    expect(lines[0]).toMatch(/ \| Credit Note$/);
    expectCells(lines, 'Credit note no. | PRACN/2026-27/0001');
    expectCells(lines, 'Against invoice | PRA/2026-27/0042');
    expectCells(lines, 'Fee reduced as agreed');
    expect(lines.join('\n')).toMatch(/Total \| ₹1,180\.06/);
    expect(lines.some((line) => /Balance due|Due date|HOW TO PAY/.test(line))).toBe(false);
  });

  it('prints the logo when it is a PNG or JPEG, and goes out without it when it is a GIF or unreadable', async () => {
    const invoice = fixtureInvoice('gst_intra', LINES);
    expect(imagesIn(await draw({ invoice, logo: { data: fixturePng(240, 80), mime: 'image/png' } }))).toBe(1);
    expect(imagesIn(await draw({ invoice, logo: { data: Buffer.from('GIF89a'), mime: 'image/gif' } }))).toBe(
      0,
    );
    const broken = await draw({
      invoice,
      logo: { data: Buffer.from('not a png at all'), mime: 'image/png' },
    });
    expect(imagesIn(broken)).toBe(0);
    expect(readBack(broken)[0]).toMatch(/ \| Tax Invoice$/);
  });

  it('never cuts an amount: the largest allowed is set smaller to fit its column', async () => {
    const invoice = fixtureInvoice('gst_intra', [
      { description: 'Everything', quantityMilli: 1000, unitPriceMinor: AMOUNT_MINOR_MAX, taxRateBp: 1800 },
    ]);
    const lines = readBack(await draw({ invoice, logo: null }));
    const row = lines.find((line) => line.startsWith('1 | Everything')) ?? '';
    expect(row).not.toContain('…');
    expect(row.match(/₹10,00,00,00,000\.00/g)).toHaveLength(2);
    expect(row.match(/₹90,00,00,000\.00/g)).toHaveLength(2);
  });

  it('is written on the CPU pool with the same text', async () => {
    const invoice = fixtureInvoice('gst_inter', LINES);
    const pooled = await buffer(
      pdfOffThread('invoice', { invoice, logo: { data: fixturePng(120, 40), mime: 'image/png' } }),
    );
    expect(readBack(pooled)).toEqual(
      readBack(await draw({ invoice, logo: { data: fixturePng(120, 40), mime: 'image/png' } })),
    );
  });
});

describe('the statement PDF', () => {
  const statement: Statement = {
    customerId: '22222222-2222-4222-8222-222222222222',
    customerName: CLIENT_INTER.name,
    currency: 'INR',
    from: '2026-04-01',
    to: '2026-11-30',
    openingMinor: 1_000_000,
    lines: [
      {
        date: '2026-05-10',
        kind: 'invoice',
        reference: 'PRA/2026-27/0003',
        description: 'Invoice for April 2026',
        debitMinor: 1_180_000,
        creditMinor: 0,
        balanceMinor: 2_180_000,
      },
      {
        date: '2026-06-01',
        kind: 'payment',
        reference: 'UTR 88231',
        description: 'Payment by UPI against PRA/2026-27/0003',
        debitMinor: 0,
        creditMinor: 2_500_000,
        balanceMinor: -320_000,
      },
      {
        date: '2026-07-01',
        kind: 'void',
        reference: 'PRA/2026-27/0009',
        description: 'Invoice, void: raised twice (no effect on the balance)',
        debitMinor: 0,
        creditMinor: 0,
        balanceMinor: -320_000,
      },
      {
        date: '2026-07-05',
        kind: 'invoice',
        reference: 'PRA/2026-27/0010',
        description: 'Invoice',
        debitMinor: 590_000,
        creditMinor: 0,
        balanceMinor: 270_000,
      },
    ],
    closingMinor: 270_000,
  };
  const input = {
    statement,
    firm: FIRM,
    client: CLIENT_INTER,
    logo: null,
    today: '2026-12-02',
    balance: {
      customerId: statement.customerId,
      customerName: statement.customerName,
      currency: 'INR',
      outstandingMinor: 270_000,
      advanceMinor: 0,
      ageing: { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 270_000 },
      oldestIssueDate: '2026-07-05',
    },
    paymentInstructions: 'UPI: prabhu@hdfcbank',
    footer: null,
  };

  it('runs from the opening balance through each document and payment to the closing balance, then the ageing', async () => {
    const lines = readBack(await buffer(statementPdf(input)));
    expect(lines[0]).toMatch(/ \| Statement of Account$/);
    expectCells(lines, 'Period | 1 Apr 2026 to 30 Nov 2026');
    expectCells(lines, 'अर्जुन ट्रेडर्स प्राइवेट लिमिटेड');
    expectCells(lines, 'Date | Reference | Description | Debit | Credit | Balance');
    expectCells(lines, '1 Apr 2026 | Opening balance | ₹10,000.00 Dr');
    expectCells(
      lines,
      '10 May 2026 | PRA/2026-27/0003 | Invoice for April 2026 | ₹11,800.00 | ₹21,800.00 Dr',
    );
    // An advance reads as a credit balance.
    expect(
      lines.some(
        (line) =>
          line.startsWith('1 Jun 2026 | UTR 88231 | Payment by UPI against') &&
          line.endsWith('₹25,000.00 | ₹3,200.00 Cr'),
      ),
    ).toBe(true);
    expect(
      lines.some(
        (line) =>
          line.startsWith('1 Jul 2026 | PRA/2026-27/0009 | Invoice, void: raised twice') &&
          line.endsWith('₹3,200.00 Cr'),
      ),
    ).toBe(true);
    expectCells(lines, '30 Nov 2026 | Closing balance | ₹17,700.00 | ₹25,000.00 | ₹2,700.00 Dr');
    expectCells(lines, 'OWED ON 2 DEC 2026, BY AGE OF THE INVOICE');
    expectCells(lines, '0-30 days | 31-60 days | 61-90 days | Over 90 days | Total owed');
    expectCells(lines, '₹0.00 | ₹0.00 | ₹0.00 | ₹2,700.00 | ₹2,700.00');
    expectCells(lines, 'UPI: prabhu@hdfcbank');
  });

  it('says when the range holds nothing, and leaves out the ageing it was not given', async () => {
    const empty = { ...statement, lines: [], closingMinor: statement.openingMinor };
    const lines = readBack(await buffer(statementPdf({ ...input, statement: empty, balance: null })));
    expectCells(lines, 'No invoice, credit note or payment in this period.');
    expectCells(lines, '30 Nov 2026 | Closing balance | ₹10,000.00 Dr');
    expect(lines.some((line) => line.includes('BY AGE'))).toBe(false);
  });
});
