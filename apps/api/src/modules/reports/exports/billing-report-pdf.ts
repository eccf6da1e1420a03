import {
  endPdf,
  fitNumberWidth,
  type PdfHeading,
  pdfNote,
  pdfTable,
  startPdf,
} from '../../../lib/pdf/layout';
import type { BillingTable } from './billing-report-tables';

/**
 * A billing report as PDF, written on the CPU pool (workers/pdf.ts) from the table of its files in the
 * screen's notation (`PDF_NOTATION`: amounts in the organization's currency, Indian grouping for INR,
 * hours h:mm): title, organization, filters, generation time, the rows with the grand total (the header
 * repeated on every page), `Page X of Y`. Landscape: the widest report has ten columns.
 */
export function billingReportPdf({
  title,
  table,
  heading,
}: {
  title: string;
  table: BillingTable;
  heading: PdfHeading;
}) {
  const doc = startPdf(title, heading, 'landscape');
  if (table.rows.length === 0) pdfNote(doc, 'Nothing to show for these filters.');
  // As wide as the longest figure (an amount in crores is never cut), the rest left to the names.
  const numberWidth = fitNumberWidth(
    doc,
    [...table.rows, ...table.totals].flatMap((row) => row.slice(table.keyCount)),
    { min: 56, max: 90 },
  );
  pdfTable(doc, {
    header: table.header,
    rows: table.rows,
    total: table.totals[0],
    keyCount: table.keyCount,
    numberWidth,
  });
  return endPdf(doc);
}
