/**
 * An invoice or a credit note as the PDF a partner sends the client (issue 42, item 4), from the same
 * `Invoice` object GET /invoices/:id answers, so the document and the screen read the same numbers
 * (formatMoney of packages/shared). An Indian firm's invoice carries what a GST tax invoice must: the
 * firm's and the client's names, addresses, GSTINs and states, the number and date, the place of supply,
 * each line's SAC, CGST and SGST inside the firm's state or IGST outside it, and the total in words.
 * Written on the CPU pool (workers/pdf.ts).
 */
import {
  formatCalendarDate,
  formatMoney,
  formatQuantity,
  formatTaxRate,
  type Invoice,
  PAYMENT_MODE_LABELS,
} from '@taskflow/shared';
import {
  contentWidth,
  drawBlock,
  drawCaption,
  drawFacts,
  drawLogo,
  drawParty,
  drawSection,
  drawTable,
  drawTotals,
  endDocument,
  INK,
  MARGIN,
  MUTED,
  newDocument,
  type PdfLogo,
  roomFor,
  stateText,
  type TableColumn,
  type TableRow,
} from '../lib/pdf/document-layout';
import { drawText } from '../lib/pdf/fonts';

export interface InvoicePdfInput {
  invoice: Invoice;
  logo: PdfLogo | null;
}

/** A GST tax invoice needs the firm's GSTIN: without one the document is an invoice, not a tax invoice. */
function titleOf(invoice: Invoice): string {
  if (invoice.kind === 'credit_note') return 'Credit Note';
  return invoice.taxRegime !== 'other' && invoice.supplier.gstin ? 'Tax Invoice' : 'Invoice';
}

/** The line under the title: what a draft or a void is, so neither is taken for a live document. */
function statusLine(invoice: Invoice, title: string): string | null {
  if (invoice.status === 'draft')
    return `Draft — not ${title === 'Tax Invoice' ? 'a tax invoice' : 'an invoice'}`;
  if (invoice.status === 'void') return 'VOID — cancelled, not payable';
  return null;
}

/** The table's columns: the regime's taxes, each as its rate and amount under the tax's name. */
function columnsOf(invoice: Invoice): TableColumn[] {
  const isGst = invoice.taxRegime !== 'other';
  const taxColumns = (name: string, amountWidth: number): TableColumn[] => [
    { label: 'Rate', width: 28, numeric: true, group: name },
    { label: 'Amount', width: amountWidth, numeric: true, group: name },
  ];
  const hasOtherTax = invoice.taxRegime === 'other' && invoice.lines.some((line) => line.taxRateBp > 0);
  return [
    { label: '#', width: 20 },
    { label: 'Description', width: 0, wrap: true },
    ...(isGst ? [{ label: 'SAC', width: 40 }] : []),
    { label: 'Qty', width: 30, numeric: true },
    { label: 'Rate', width: 60, numeric: true },
    { label: isGst ? 'Taxable value' : 'Amount', width: 64, numeric: true },
    ...(invoice.taxRegime === 'gst_intra' ? [...taxColumns('CGST', 56), ...taxColumns('SGST', 56)] : []),
    ...(invoice.taxRegime === 'gst_inter' ? taxColumns('IGST', 64) : []),
    ...(hasOtherTax ? taxColumns(invoice.taxName, 64) : []),
  ];
}

function rowsOf(invoice: Invoice, columnCount: number): TableRow[] {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return invoice.lines.map((line, index) => {
    const base = [
      String(index + 1),
      line.description,
      ...(invoice.taxRegime !== 'other' ? [line.sacCode ?? ''] : []),
      formatQuantity(line.quantityMilli),
      money(line.unitPriceMinor),
      money(line.amountMinor),
    ];
    // CGST and SGST are each half the line's rate; IGST and another country's tax the whole of it.
    const taxes =
      invoice.taxRegime === 'gst_intra'
        ? [
            formatTaxRate(line.taxRateBp / 2),
            money(line.cgstMinor),
            formatTaxRate(line.taxRateBp / 2),
            money(line.sgstMinor),
          ]
        : invoice.taxRegime === 'gst_inter'
          ? [formatTaxRate(line.taxRateBp), money(line.igstMinor)]
          : [formatTaxRate(line.taxRateBp), money(line.otherTaxMinor)];
    return { cells: [...base, ...taxes].slice(0, columnCount) };
  });
}

function totalsOf(invoice: Invoice) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const rows: { label: string; value: string; strong?: boolean }[] = [
    {
      label: invoice.taxRegime === 'other' ? 'Subtotal' : 'Taxable value',
      value: money(invoice.subtotalMinor),
    },
  ];
  if (invoice.taxRegime === 'gst_intra') {
    rows.push(
      { label: 'CGST', value: money(invoice.cgstMinor) },
      { label: 'SGST', value: money(invoice.sgstMinor) },
    );
  } else if (invoice.taxRegime === 'gst_inter') {
    rows.push({ label: 'IGST', value: money(invoice.igstMinor) });
  } else if (invoice.otherTaxMinor > 0 || invoice.lines.some((line) => line.taxRateBp > 0)) {
    rows.push({ label: invoice.taxName, value: money(invoice.otherTaxMinor) });
  }
  rows.push({ label: 'Total', value: money(invoice.totalMinor), strong: true });
  // What is still owed is an issued invoice's alone: a draft is not payable yet, a void never.
  if (invoice.kind === 'invoice' && invoice.status === 'issued') {
    if (invoice.creditedMinor > 0)
      rows.push({ label: 'Credited', value: `− ${money(invoice.creditedMinor)}` });
    if (invoice.paidMinor > 0) rows.push({ label: 'Paid', value: `− ${money(invoice.paidMinor)}` });
    rows.push({ label: 'Balance due', value: money(invoice.outstandingMinor), strong: true });
  }
  return rows;
}

/** Number, dates, place of supply and what a credit note corrects, beside the title. */
function factsOf(invoice: Invoice): [string, string][] {
  const facts: [string, string][] = [
    [
      invoice.kind === 'credit_note' ? 'Credit note no.' : 'Invoice no.',
      invoice.number ?? 'Given when issued',
    ],
  ];
  if (invoice.issueDate) facts.push(['Date', formatCalendarDate(invoice.issueDate)]);
  if (invoice.creditNoteOf) facts.push(['Against invoice', invoice.creditNoteOf.number ?? '']);
  if (invoice.kind === 'invoice' && invoice.dueDate)
    facts.push(['Due date', formatCalendarDate(invoice.dueDate)]);
  if (invoice.taxRegime !== 'other') {
    const place = stateText({ stateCode: invoice.placeOfSupply, stateName: invoice.placeOfSupplyName });
    if (place) facts.push(['Place of supply', place]);
    facts.push(['Reverse charge', 'No']);
  }
  if (invoice.periodLabel) facts.push(['Period', invoice.periodLabel]);
  return facts;
}

/**
 * The document: logo and firm at the top left, title and facts at the top right, the client ("Bill to"),
 * the lines, the totals with the total in words beside them, what was paid, payment details, notes, the
 * signatory and the firm's footer. A draft and a void carry their word across every page.
 */
export function invoicePdf({ invoice, logo }: InvoicePdfInput) {
  const title = titleOf(invoice);
  const reference = `${title} ${invoice.number ?? '(draft)'} · ${invoice.supplier.name}`;
  const doc = newDocument(`${title} ${invoice.number ?? 'draft'}`);
  const width = contentWidth(doc);
  const half = (width - 20) / 2;
  const right = MARGIN + width - half;

  // The firm, under its logo.
  const logoHeight = drawLogo(doc, logo, MARGIN, MARGIN, 150, 54);
  const firmBottom = drawParty(
    doc,
    invoice.supplier,
    MARGIN,
    MARGIN + (logoHeight ? logoHeight + 8 : 0),
    half,
    {
      nameSize: 13,
      withEmail: true,
    },
  );

  // The title, what the document is, and its facts.
  let y = drawBlock(doc, title, right, MARGIN - 4, half, { size: 20, weight: 'bold', align: 'right' });
  const status = statusLine(invoice, title);
  if (status)
    y = drawBlock(doc, status, right, y, half, {
      size: 10,
      weight: 'bold',
      color: '#c62828',
      align: 'right',
    });
  if (invoice.status === 'void' && invoice.voidReason)
    y = drawBlock(doc, `Reason: ${invoice.voidReason}`, right, y, half, {
      size: 8.5,
      color: MUTED,
      align: 'right',
    });
  const factsBottom = drawFacts(doc, factsOf(invoice), right, y + 8, half, 92);

  // The client.
  y = Math.max(firmBottom, factsBottom) + 14;
  doc
    .moveTo(MARGIN, y - 7)
    .lineTo(MARGIN + width, y - 7)
    .lineWidth(0.5)
    .strokeColor('#c4c7cc')
    .stroke();
  y = drawParty(doc, invoice.recipient, MARGIN, drawCaption(doc, 'Bill to', MARGIN, y, half) + 1, half);

  // The lines; a page they run onto starts with the document's number.
  const columns = columnsOf(invoice);
  y = drawTable(doc, columns, rowsOf(invoice, columns.length), {
    top: y + 12,
    onNewPage: () => {
      doc.fillColor(MUTED);
      drawText(doc, `${title} ${invoice.number ?? '(draft)'}, continued`, MARGIN, MARGIN + 9, { size: 8.5 });
      doc.fillColor(INK);
      return MARGIN + 18;
    },
  });

  // The totals on the right, the total in words on the left.
  const totals = totalsOf(invoice);
  y = roomFor(doc, y + 10, totals.length * 15 + 20);
  const totalsBottom = drawTotals(doc, totals, y, 220);
  const wordsWidth = width - 240;
  const wordsBottom = drawBlock(
    doc,
    invoice.totalInWords,
    MARGIN,
    drawCaption(doc, 'Total in words', MARGIN, y, wordsWidth) + 1,
    wordsWidth,
    {
      size: 8.5,
      weight: 'bold',
    },
  );
  y = Math.max(totalsBottom, wordsBottom) + 12;

  // Beside each other: what was paid and how to pay on the left, the signatory on the right (an Indian
  // tax invoice is signed; a draft is not). Then the notes across the page and the firm's footer.
  const blockTop = roomFor(doc, y, 70);
  const blockPage = doc.page;
  let left = blockTop;
  if (invoice.payments.length > 0) {
    const received = invoice.payments.map(
      (payment) =>
        `${formatCalendarDate(payment.receivedOn)}: ${formatMoney(payment.amountMinor, invoice.currency)} by ${PAYMENT_MODE_LABELS[payment.mode]}${payment.reference ? ` (${payment.reference})` : ''}`,
    );
    left = drawSection(doc, 'Payments received', received.join('\n'), left, half) + 10;
  }
  const isPayable = invoice.kind === 'invoice' && invoice.status !== 'void';
  if (isPayable && invoice.paymentInstructions)
    left = drawSection(doc, 'How to pay', invoice.paymentInstructions, left, half) + 10;
  let signed = blockTop;
  if (invoice.status !== 'draft') {
    drawBlock(doc, `For ${invoice.supplier.name}`, right, blockTop, half, {
      size: 9,
      weight: 'bold',
      align: 'right',
    });
    signed = drawBlock(doc, 'Authorised signatory', right, blockTop + 40, half, {
      size: 8.5,
      color: MUTED,
      align: 'right',
    });
  }
  // A left column that ran onto a new page ends below the signatory drawn on the page before.
  y = (doc.page === blockPage ? Math.max(left, signed) : left) + 6;
  if (invoice.notes) y = drawSection(doc, 'Notes', invoice.notes, y, width) + 10;
  if (invoice.footer) {
    drawSection(doc, null, invoice.footer, y + 14, width, { size: 8, color: MUTED });
  }
  const watermark = invoice.status === 'draft' ? 'DRAFT' : invoice.status === 'void' ? 'VOID' : null;
  return endDocument(doc, { reference, watermark });
}
