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

/**
 * The Task Report as PDF, built on the server and streamed as pdfkit writes it: title, organization,
 * filters, generation time in the organization's zone, the table (header repeated on every page) with its
 * grand total, and "Page X of Y" (pages are kept until the end only to number them; a grouped report is
 * one row per group, not per task).
 */
export function groupedPdf(report: TaskReport, heading: PdfHeading): Readable {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: true });
  const { header, rows, total } = groupedTable(report);
  const width = doc.page.width - MARGIN * 2;
  const keyCount = report.groupBy.length;
  const numberWidth = 62;
  const keyWidth = (width - numberWidth * (header.length - keyCount)) / keyCount;
  const widths = header.map((_, index) => (index < keyCount ? keyWidth : numberWidth));
  const rowHeight = 18;

  doc.font('Helvetica-Bold').fontSize(16).text(TASK_REPORT_TITLE);
  doc.font('Helvetica').fontSize(10).text(heading.organizationName);
  for (const line of heading.filters) doc.text(line);
  doc.text(`Generated ${heading.generatedAt}`);
  doc.moveDown();

  const drawRow = (cells: (string | number)[], bold: boolean) => {
    if (doc.y + rowHeight > doc.page.height - MARGIN - 20) {
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
        height: rowHeight - 4,
        ellipsis: true,
        lineBreak: false,
        align: index < keyCount ? 'left' : 'right',
      });
      x += cellWidth;
    });
    doc
      .moveTo(MARGIN, y + rowHeight)
      .lineTo(MARGIN + width, y + rowHeight)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + rowHeight;
  };
  drawRow(header, true);
  for (const row of rows) drawRow(row, false);
  drawRow(total, true);

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

export const DATE_BASIS_LABELS: Record<(typeof REPORT_DATE_BASES)[number], string> = {
  created: 'Created',
  due: 'Due date',
  completed: 'Completed',
};
