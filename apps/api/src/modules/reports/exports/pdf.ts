import type { Readable } from 'node:stream';
import { type REPORT_DATE_BASES, TASK_REPORT_TITLE, type TaskReport } from '@taskflow/shared';
import PDFDocument from 'pdfkit';
import { groupedTable } from './cells';

export interface PdfHeading {
  organizationName: string;
  /** Lines describing the filters ("Due date: 2031-01-01 to 2031-12-31", "Customer: Acme"). */
  filters: string[];
  /** The generation time, already written in the organization's zone. */
  generatedAt: string;
}

const MARGIN = 40;
const ROW_HEIGHT = 18;
type Doc = InstanceType<typeof PDFDocument>;
type Cell = string | number;

/**
 * A report document (A4; pages are kept until the end only to number them): its title, the
 * organization, extra lines (filters) and the generation time.
 */
export function startPdf(title: string, heading: PdfHeading, layout: 'landscape' | 'portrait'): Doc {
  const doc = new PDFDocument({ size: 'A4', layout, margin: MARGIN, bufferPages: true });
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.font('Helvetica').fontSize(10).text(heading.organizationName);
  for (const line of heading.filters) doc.text(line);
  doc.text(`Generated ${heading.generatedAt}`);
  doc.moveDown();
  return doc;
}

/** A subheading before a table, moved to a new page when the heading and a row or two would not fit. */
export function pdfSection(doc: Doc, title: string) {
  if (doc.y + ROW_HEIGHT * 4 > doc.page.height - MARGIN - 20) doc.addPage();
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(12).text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
}

/** A line of plain text (a note under a section). */
export function pdfNote(doc: Doc, text: string) {
  doc.font('Helvetica').fontSize(9).text(text, MARGIN, doc.y);
  doc.moveDown(0.5);
}

/**
 * A table: the first `keyCount` columns are text (left), the others numbers (right, `numberWidth` wide);
 * the header is repeated on every page, the total row (if any) is bold.
 */
export function pdfTable(
  doc: Doc,
  table: { header: Cell[]; rows: Cell[][]; total?: Cell[]; keyCount: number; numberWidth?: number },
) {
  const { header, rows, total, keyCount } = table;
  const numberWidth = table.numberWidth ?? 62;
  const width = doc.page.width - MARGIN * 2;
  const keyWidth = (width - numberWidth * (header.length - keyCount)) / Math.max(keyCount, 1);
  const widths = header.map((_, index) => (index < keyCount ? keyWidth : numberWidth));
  const drawRow = (cells: Cell[], bold: boolean) => {
    if (doc.y + ROW_HEIGHT > doc.page.height - MARGIN - 20) {
      doc.addPage();
      drawRow(header, true);
    }
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? numberWidth;
      doc.text(String(cell), x + 3, y + 4, {
        width: cellWidth - 6,
        height: ROW_HEIGHT - 4,
        ellipsis: true,
        lineBreak: false,
        align: index < keyCount ? 'left' : 'right',
      });
      x += cellWidth;
    });
    doc
      .moveTo(MARGIN, y + ROW_HEIGHT)
      .lineTo(MARGIN + width, y + ROW_HEIGHT)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };
  drawRow(header, true);
  for (const row of rows) drawRow(row, false);
  if (total) drawRow(total, true);
}

/** Writes "Page X of Y" on every page and ends the document (the stream then ends). */
export function endPdf(doc: Doc): Readable {
  const width = doc.page.width - MARGIN * 2;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`Page ${index + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 10, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return doc;
}

/**
 * The Task Report as PDF, built on the server and streamed as pdfkit writes it: title, organization,
 * filters, generation time in the organization's zone, the table (header repeated on every page) with its
 * grand total, and "Page X of Y" (pages are kept until the end only to number them; a grouped report is
 * one row per group, not per task).
 */
export function groupedPdf(report: TaskReport, heading: PdfHeading): Readable {
  const doc = startPdf(TASK_REPORT_TITLE, heading, 'landscape');
  const { header, rows, total } = groupedTable(report);
  pdfTable(doc, { header, rows, total, keyCount: report.groupBy.length });
  return endPdf(doc);
}

export const DATE_BASIS_LABELS: Record<(typeof REPORT_DATE_BASES)[number], string> = {
  created: 'Created',
  due: 'Due date',
  completed: 'Completed',
};
