/**
 * The layout every report PDF shares (A4, 40 pt margins): a heading (title, organization, filters,
 * generation time), section titles, notes, tables whose header repeats on every page, and "Page X of Y".
 * All text goes through fonts.ts, so any script a name is written in prints as written.
 */
import type { Readable } from 'node:stream';
import {
  drawParagraph,
  drawText,
  lineMetrics,
  newPdfDocument,
  type PdfDoc,
  textWidth,
  wrapText,
} from './fonts';

export interface PdfHeading {
  organizationName: string;
  /** Lines describing the filters ("Due date: 2031-01-01 to 2031-12-31", "Customer: Acme"). */
  filters: string[];
  /** The generation time, already written in the organization's zone. */
  generatedAt: string;
}

export type PdfCell = string | number;

const MARGIN = 40;
const ROW_HEIGHT = 20;
const BODY_SIZE = 9;
/** Room kept free above the page number. */
const FOOTER = 20;

const contentWidth = (doc: PdfDoc) => doc.page.width - MARGIN * 2;
const bottomOf = (doc: PdfDoc) => doc.page.height - MARGIN - FOOTER;

/** A new page when `height` more would not fit on this one. */
function makeRoom(doc: PdfDoc, height: number) {
  if (doc.y + height > bottomOf(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

/**
 * A report document (pages are kept until the end only to number them): its title, the organization,
 * extra lines (filters) and the generation time.
 */
export function startPdf(title: string, heading: PdfHeading, layout: 'landscape' | 'portrait'): PdfDoc {
  const doc = newPdfDocument({ size: 'A4', layout, margin: MARGIN, bufferPages: true });
  const width = contentWidth(doc);
  let y = drawParagraph(doc, title, MARGIN, MARGIN, width, { size: 16, weight: 'bold' });
  for (const line of [heading.organizationName, ...heading.filters, `Generated ${heading.generatedAt}`])
    y = drawParagraph(doc, line, MARGIN, y, width, { size: 10 });
  doc.y = y + 10;
  return doc;
}

/** A subheading before a table, moved to a new page when the heading and a row or two would not fit. */
export function pdfSection(doc: PdfDoc, title: string) {
  makeRoom(doc, ROW_HEIGHT * 4);
  doc.y = drawParagraph(doc, title, MARGIN, doc.y + 6, contentWidth(doc), { size: 12, weight: 'bold' }) + 2;
}

/** A paragraph of plain text (a note under a section or a table). */
export function pdfNote(doc: PdfDoc, text: string) {
  makeRoom(doc, lineMetrics(BODY_SIZE).height);
  doc.y = drawParagraph(doc, text, MARGIN, doc.y + 3, contentWidth(doc), { size: BODY_SIZE }) + 4;
}

/**
 * The number columns' width that shows the widest of `cells` whole (in bold, as a total row), within
 * `min` and `max`: figures as long as an amount in crores are never cut, and short ones leave the room to
 * the names.
 */
export function fitNumberWidth(doc: PdfDoc, cells: PdfCell[], { min, max }: { min: number; max: number }) {
  const widest = cells.reduce<number>(
    (most, cell) => Math.max(most, textWidth(doc, String(cell), { size: BODY_SIZE, weight: 'bold' })),
    0,
  );
  // A cell's text is drawn 3 points in from each side.
  return Math.min(Math.max(Math.ceil(widest) + 8, min), max);
}

/**
 * A table: the first `keyCount` columns are text (left), the others numbers (right, `numberWidth` wide);
 * the header (its labels wrapped over as many lines as they need) is repeated on every page, the total
 * row (if any) is bold. A cell too long for its column ends in "…".
 */
export function pdfTable(
  doc: PdfDoc,
  table: { header: PdfCell[]; rows: PdfCell[][]; total?: PdfCell[]; keyCount: number; numberWidth?: number },
) {
  const { header, rows, total, keyCount } = table;
  const numberWidth = table.numberWidth ?? 62;
  const width = contentWidth(doc);
  const keyWidth = (width - numberWidth * (header.length - keyCount)) / Math.max(keyCount, 1);
  const widths = header.map((_, index) => (index < keyCount ? keyWidth : numberWidth));
  const metrics = lineMetrics(BODY_SIZE);
  const bold = { size: BODY_SIZE, weight: 'bold' } as const;
  const headerLines = header.map((label, index) =>
    wrapText(doc, String(label), (widths[index] ?? numberWidth) - 6, bold),
  );
  const headerHeight =
    ROW_HEIGHT + (Math.max(...headerLines.map((lines) => lines.length)) - 1) * metrics.height;
  const rule = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();

  const drawHeader = () => {
    const y = doc.y;
    let x = MARGIN;
    headerLines.forEach((lines, index) => {
      const cellWidth = widths[index] ?? numberWidth;
      // Labels sit on the header's last line, as a spreadsheet's bottom-aligned header does.
      const top = y + headerHeight - ROW_HEIGHT - (lines.length - 1) * metrics.height;
      lines.forEach((line, number) => {
        drawText(doc, line, x + 3, top + 6 + metrics.ascent + number * metrics.height, {
          ...bold,
          width: cellWidth - 6,
          align: index < keyCount ? 'left' : 'right',
        });
      });
      x += cellWidth;
    });
    rule(y + headerHeight);
    doc.y = y + headerHeight;
  };
  const drawRow = (cells: PdfCell[], isTotal: boolean) => {
    if (doc.y + ROW_HEIGHT > bottomOf(doc)) {
      doc.addPage();
      doc.y = MARGIN;
      drawHeader();
    }
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? numberWidth;
      drawText(doc, String(cell), x + 3, y + 6 + metrics.ascent, {
        size: BODY_SIZE,
        weight: isTotal ? 'bold' : 'regular',
        width: cellWidth - 6,
        align: index < keyCount ? 'left' : 'right',
      });
      x += cellWidth;
    });
    rule(y + ROW_HEIGHT);
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };
  makeRoom(doc, headerHeight + ROW_HEIGHT);
  drawHeader();
  for (const row of rows) drawRow(row, false);
  if (total) drawRow(total, true);
}

/** Writes "Page X of Y" on every page and ends the document (the stream then ends). */
export function endPdf(doc: PdfDoc): Readable {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    drawText(doc, `Page ${index + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 6, {
      size: 8,
      width: contentWidth(doc),
      align: 'right',
    });
  }
  doc.end();
  return doc;
}
