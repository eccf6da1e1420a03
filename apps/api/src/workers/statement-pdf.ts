/**
 * A client's statement of account as PDF (issue 42, item 5), from the same `Statement` object GET
 * /customers/:id/statement answers: the opening balance, each invoice, credit note and payment of the
 * range with its running balance, the closing balance, and what is owed by age today. Written on the CPU
 * pool (workers/pdf.ts).
 */
import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  type ClientBalance,
  type DocumentParty,
  formatCalendarDate,
  formatMoney,
  type Statement,
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
  endDocument,
  INK,
  MARGIN,
  MUTED,
  newDocument,
  type PdfLogo,
  roomFor,
  type TableRow,
} from '../lib/pdf/document-layout';
import { drawText } from '../lib/pdf/fonts';

export interface StatementPdfInput {
  statement: Statement;
  firm: DocumentParty;
  client: DocumentParty;
  logo: PdfLogo | null;
  /** The day the statement is made, in the organization's zone; the ageing is read on it. */
  today: string;
  /** What the client owes now by age, when the balance is known. */
  balance: ClientBalance | null;
  paymentInstructions: string | null;
  footer: string | null;
}

export const STATEMENT_PDF_TITLE = 'Statement of Account';

/** "₹1,200.00 Dr" or "₹300.00 Cr": a balance says which way it runs, as ledgers write it. */
function balanceText(minor: number, currency: string): string {
  if (minor === 0) return formatMoney(0, currency);
  return `${formatMoney(Math.abs(minor), currency)} ${minor > 0 ? 'Dr' : 'Cr'}`;
}

export function statementPdf(input: StatementPdfInput) {
  const { statement, firm, client } = input;
  const money = (minor: number) => (minor ? formatMoney(minor, statement.currency) : '');
  const period = `${formatCalendarDate(statement.from)} to ${formatCalendarDate(statement.to)}`;
  const doc = newDocument(`${STATEMENT_PDF_TITLE}: ${client.name}`);
  const width = contentWidth(doc);
  const half = (width - 20) / 2;
  const right = MARGIN + width - half;

  const logoHeight = drawLogo(doc, input.logo, MARGIN, MARGIN, 150, 54);
  const firmBottom = drawParty(doc, firm, MARGIN, MARGIN + (logoHeight ? logoHeight + 8 : 0), half, {
    nameSize: 13,
    withEmail: true,
  });
  let y = drawBlock(doc, STATEMENT_PDF_TITLE, right, MARGIN - 4, half, {
    size: 18,
    weight: 'bold',
    align: 'right',
  });
  const factsBottom = drawFacts(
    doc,
    [
      ['Period', period],
      ['Date', formatCalendarDate(input.today)],
    ],
    right,
    y + 8,
    half,
    70,
  );
  y = Math.max(firmBottom, factsBottom) + 14;
  doc
    .moveTo(MARGIN, y - 7)
    .lineTo(MARGIN + width, y - 7)
    .lineWidth(0.5)
    .strokeColor('#c4c7cc')
    .stroke();
  y = drawParty(doc, client, MARGIN, drawCaption(doc, 'Statement for', MARGIN, y, half) + 1, half);

  const rows: TableRow[] = [
    {
      cells: [
        formatCalendarDate(statement.from),
        '',
        'Opening balance',
        '',
        '',
        balanceText(statement.openingMinor, statement.currency),
      ],
    },
    ...statement.lines.map((line) => ({
      cells: [
        formatCalendarDate(line.date),
        line.reference,
        line.description,
        money(line.debitMinor),
        money(line.creditMinor),
        balanceText(line.balanceMinor, statement.currency),
      ],
    })),
    {
      cells: [
        formatCalendarDate(statement.to),
        '',
        'Closing balance',
        money(statement.lines.reduce((sum, line) => sum + line.debitMinor, 0)),
        money(statement.lines.reduce((sum, line) => sum + line.creditMinor, 0)),
        balanceText(statement.closingMinor, statement.currency),
      ],
      bold: true,
    },
  ];
  // No column of the kind: each line's description says what it is ("Invoice for …", "Payment by UPI …").
  y = drawTable(
    doc,
    [
      { label: 'Date', width: 60 },
      { label: 'Reference', width: 100 },
      { label: 'Description', width: 0, wrap: true },
      { label: 'Debit', width: 70, numeric: true },
      { label: 'Credit', width: 70, numeric: true },
      { label: 'Balance', width: 80, numeric: true },
    ],
    rows,
    {
      top: y + 12,
      onNewPage: () => {
        doc.fillColor(MUTED);
        drawText(doc, `${STATEMENT_PDF_TITLE}, ${client.name}, ${period}, continued`, MARGIN, MARGIN + 9, {
          size: 8.5,
          width,
        });
        doc.fillColor(INK);
        return MARGIN + 18;
      },
    },
  );
  y = drawBlock(doc, 'Dr: owed by you. Cr: in your favour (paid ahead).', MARGIN, y + 4, width, {
    size: 7.5,
    color: MUTED,
  });
  if (statement.lines.length === 0)
    y = drawBlock(doc, 'No invoice, credit note or payment in this period.', MARGIN, y + 6, width, {
      size: 8.5,
      color: MUTED,
    });

  if (input.balance) {
    const { balance } = input;
    y = roomFor(doc, y + 16, 70);
    y =
      drawCaption(
        doc,
        `Owed on ${formatCalendarDate(input.today)}, by age of the invoice`,
        MARGIN,
        y,
        width,
      ) + 2;
    y = drawTable(
      doc,
      [
        ...AGEING_BUCKETS.map((bucket) => ({ label: AGEING_BUCKET_LABELS[bucket], width: 0, numeric: true })),
        { label: 'Total owed', width: 0, numeric: true },
      ].map((column, _, all) => ({ ...column, width: width / all.length })),
      [
        {
          cells: [
            ...AGEING_BUCKETS.map((bucket) => formatMoney(balance.ageing[bucket], statement.currency)),
            formatMoney(balance.outstandingMinor, statement.currency),
          ],
          bold: true,
        },
      ],
      { top: y },
    );
    if (balance.advanceMinor > 0)
      y = drawBlock(
        doc,
        `Received and not yet set against an invoice: ${formatMoney(balance.advanceMinor, statement.currency)}`,
        MARGIN,
        y + 6,
        width,
        { size: 8.5 },
      );
  }
  if (input.paymentInstructions) y = drawSection(doc, 'How to pay', input.paymentInstructions, y + 16, width);
  if (input.footer) drawSection(doc, null, input.footer, y + 16, width, { size: 8, color: MUTED });
  return endDocument(doc, { reference: `${STATEMENT_PDF_TITLE} · ${client.name} · ${period}` });
}
