/**
 * The layout of the documents a firm sends its clients (invoices, credit notes, statements of account),
 * as opposed to the reports of layout.ts: A4 portrait, the firm's logo and particulars at the top, the
 * parties' blocks, a table whose long descriptions wrap and whose amounts are never cut, label and value
 * rows, a watermark for drafts and voids, and "Page X of Y". All text goes through fonts.ts, so a name
 * in any Indian script prints as written.
 */
import type { Readable } from 'node:stream';
import type { DocumentParty } from '@taskflow/shared';
import {
  drawText,
  fitText,
  lineMetrics,
  newPdfDocument,
  type PdfDoc,
  type TextStyle,
  textOutline,
  textWidth,
  wrapText,
} from './fonts';

export const MARGIN = 40;
/** Room kept free at the bottom of every page for its number. */
const FOOTER = 24;
export const INK = '#1a1a1a';
export const MUTED = '#5f6368';
const RULE = '#c4c7cc';
const HEADER_FILL = '#f1f3f4';
/** The smallest size an amount is set in to fit its cell: an amount is shrunk, never cut. */
const MIN_NUMBER_SIZE = 5;

/** The firm's logo as stored (JPEG or PNG: what pdfkit draws; a GIF is left out). */
export interface PdfLogo {
  data: Uint8Array;
  mime: string;
}

export const contentWidth = (doc: PdfDoc) => doc.page.width - MARGIN * 2;
export const pageBottom = (doc: PdfDoc) => doc.page.height - MARGIN - FOOTER;

/** A document of A4 pages, kept until the end to number them. */
export function newDocument(title: string): PdfDoc {
  const doc = newPdfDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Creator: 'TaskFlow' },
  });
  doc.fillColor(INK);
  return doc;
}

/** A new page when `height` more would not fit below `top`; answers where to continue. */
export function roomFor(doc: PdfDoc, top: number, height: number): number {
  if (top + height <= pageBottom(doc)) return top;
  doc.addPage();
  return MARGIN;
}

/**
 * The logo fitted into `width` × `height` from its top left corner; answers the height drawn (0 when there
 * is none, or it is a kind or a file pdfkit cannot read: the document goes out without it).
 */
export function drawLogo(
  doc: PdfDoc,
  logo: PdfLogo | null,
  x: number,
  top: number,
  width: number,
  height: number,
) {
  if (!logo || !/^image\/(png|jpeg)$/.test(logo.mime)) return 0;
  try {
    const data = Buffer.from(logo.data.buffer, logo.data.byteOffset, logo.data.byteLength);
    // pdfkit reads the image's size on opening (untyped), and draws the opened image as it would the bytes.
    const image = (doc as unknown as { openImage(src: Buffer): { width: number; height: number } }).openImage(
      data,
    );
    const scale = Math.min(width / image.width, height / image.height, 1);
    doc.image(image as never, x, top, { width: image.width * scale, height: image.height * scale });
    return image.height * scale;
  } catch {
    return 0;
  }
}

/**
 * Text typed with line breaks (an address, payment details), each line wrapped at spaces to `width`.
 * Answers the top of the line after it.
 */
export function drawBlock(
  doc: PdfDoc,
  text: string,
  x: number,
  top: number,
  width: number,
  style: TextStyle & { color?: string; align?: 'left' | 'right' },
): number {
  const { ascent, height } = lineMetrics(style.size);
  let y = top;
  doc.fillColor(style.color ?? INK);
  for (const line of blockLines(doc, text, width, style)) {
    drawText(doc, line, x, y + ascent, { ...style, width });
    y += height;
  }
  doc.fillColor(INK);
  return y;
}

/** The height `drawBlock` takes for the text: what a caller makes room for before drawing it. */
export function blockHeight(doc: PdfDoc, text: string, width: number, style: TextStyle): number {
  return blockLines(doc, text, width, style).length * lineMetrics(style.size).height;
}

function blockLines(doc: PdfDoc, text: string, width: number, style: TextStyle): string[] {
  return text
    .trim()
    .split(/\r?\n/)
    .flatMap((line) => (line.trim() ? wrapText(doc, line, width, style) : ['']));
}

/** A small grey heading over a block ("BILL TO", "PAYMENT DETAILS"); answers the top of what follows. */
export function drawCaption(doc: PdfDoc, caption: string, x: number, top: number, width: number): number {
  return drawBlock(doc, caption.toUpperCase(), x, top, width, { size: 7.5, weight: 'bold', color: MUTED });
}

/**
 * A captioned block of the firm's own words (payment details, notes, a footer) from the left margin, moved
 * whole to a new page when it would not fit (each is bounded in length: a page holds it). Answers the top
 * of the line after it.
 */
export function drawSection(
  doc: PdfDoc,
  caption: string | null,
  text: string,
  top: number,
  width: number,
  style: TextStyle & { color?: string } = { size: 8.5 },
): number {
  const y = roomFor(doc, top, (caption ? 14 : 0) + blockHeight(doc, text, width, style));
  const textTop = caption ? drawCaption(doc, caption, MARGIN, y, width) + 1 : y;
  return drawBlock(doc, text, MARGIN, textTop, width, style);
}

/** "Karnataka, code 29": a GST state as tax documents name it. */
export const stateText = (party: Pick<DocumentParty, 'stateCode' | 'stateName'>) =>
  party.stateName && party.stateCode
    ? `${party.stateName}, code ${party.stateCode}`
    : (party.stateName ?? party.stateCode);

/**
 * A party's particulars: its name (bold), address, GSTIN, state and PAN where it has them (and its email
 * when asked). Answers the top of the line after it.
 */
export function drawParty(
  doc: PdfDoc,
  party: DocumentParty,
  x: number,
  top: number,
  width: number,
  options: { nameSize?: number; withEmail?: boolean } = {},
): number {
  let y = drawBlock(doc, party.name, x, top, width, { size: options.nameSize ?? 10.5, weight: 'bold' });
  if (party.address) y = drawBlock(doc, party.address, x, y, width, { size: 8.5 });
  const state = stateText(party);
  const details = [
    party.gstin ? `GSTIN: ${party.gstin}` : null,
    state ? `State: ${state}` : null,
    party.pan ? `PAN: ${party.pan}` : null,
    options.withEmail && party.email ? party.email : null,
  ];
  for (const detail of details) if (detail) y = drawBlock(doc, detail, x, y, width, { size: 8.5 });
  return y;
}

/**
 * Label and value rows ("Invoice no.", "Due date"): labels grey on the left of `width`, values after
 * `labelWidth`. Answers the top of the row after them.
 */
export function drawFacts(
  doc: PdfDoc,
  facts: [string, string][],
  x: number,
  top: number,
  width: number,
  labelWidth: number,
): number {
  let y = top;
  for (const [label, value] of facts) {
    const labelBottom = drawBlock(doc, label, x, y, labelWidth - 6, { size: 8.5, color: MUTED });
    const valueBottom = drawBlock(doc, value, x + labelWidth, y, width - labelWidth, {
      size: 8.5,
      weight: 'bold',
    });
    y = Math.max(labelBottom, valueBottom) + 1;
  }
  return y;
}

/**
 * One cell's text on a baseline: a number is set smaller until it fits (an amount cut with "…" would
 * misstate it), other text is cut with "…".
 */
function drawCell(
  doc: PdfDoc,
  text: string,
  x: number,
  baseline: number,
  width: number,
  style: TextStyle & { align?: 'left' | 'right' },
  isNumber: boolean,
) {
  let size = style.size;
  if (isNumber) {
    const natural = textWidth(doc, text, style);
    // A hair under the exact ratio: widths at the new size are not exactly proportional (rounding).
    if (natural > width) size = Math.max(MIN_NUMBER_SIZE, (style.size * width * 0.98) / natural);
  }
  drawText(doc, text, x, baseline, { ...style, size, width });
}

export interface TableColumn {
  label: string;
  /** Points; one column may be 0 and takes what the others leave. */
  width: number;
  /** Numbers sit right and shrink to fit; text sits left. */
  numeric?: boolean;
  /** Text wraps onto as many lines as it needs (a line's description), else it is cut with "…". */
  wrap?: boolean;
  /** Columns side by side with one group share a heading above theirs ("CGST" over Rate and Amount). */
  group?: string;
}

export interface TableRow {
  cells: string[];
  bold?: boolean;
}

const CELL_PADDING = 3;

/**
 * A table from `top` across the content width: its header (grouped columns under a spanning label) is
 * repeated on every page it runs onto, after `onNewPage` has drawn what a continued page starts with.
 * A row never splits across pages. Answers the top below the table.
 */
export function drawTable(
  doc: PdfDoc,
  columns: TableColumn[],
  rows: TableRow[],
  options: { top: number; size?: number; onNewPage?: () => number },
): number {
  const size = options.size ?? 8;
  const metrics = lineMetrics(size);
  const total = contentWidth(doc);
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => column.width || total - fixed);
  const lefts = widths.map(
    (_, index) => MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0),
  );
  const hasGroups = columns.some((column) => column.group);
  const bandHeight = metrics.height + CELL_PADDING * 2;
  const headerHeight = hasGroups ? bandHeight * 2 : bandHeight;
  const bold = { size, weight: 'bold' } as const;
  const rule = (y: number, from = MARGIN, to = MARGIN + total, color = RULE) =>
    doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(color).stroke();

  const drawHeader = (top: number) => {
    doc.rect(MARGIN, top, total, headerHeight).fill(HEADER_FILL);
    doc.fillColor(INK);
    const lowerBaseline = top + headerHeight - bandHeight + CELL_PADDING + metrics.ascent;
    columns.forEach((column, index) => {
      const left = (lefts[index] ?? MARGIN) + CELL_PADDING;
      const width = (widths[index] ?? 0) - CELL_PADDING * 2;
      const align = column.numeric ? 'right' : 'left';
      drawText(doc, column.label, left, lowerBaseline, { ...bold, width, align });
    });
    // Each group's label centred over its columns, with a rule between the two bands.
    for (let index = 0; index < columns.length; ) {
      const group = columns[index]?.group;
      let end = index;
      while (group && columns[end + 1]?.group === group) end++;
      if (group) {
        const from = lefts[index] ?? MARGIN;
        const to = (lefts[end] ?? MARGIN) + (widths[end] ?? 0);
        const labelWidth = textWidth(doc, group, bold);
        drawText(doc, group, (from + to - labelWidth) / 2, top + CELL_PADDING + metrics.ascent, bold);
        rule(top + bandHeight, from + 2, to - 2);
      }
      index = end + 1;
    }
    rule(top + headerHeight, MARGIN, MARGIN + total, MUTED);
    return top + headerHeight;
  };

  const cellLines = (row: TableRow) =>
    row.cells.map((cell, index) => {
      const column = columns[index];
      if (!column?.wrap) return [cell];
      const style = { size, weight: row.bold ? 'bold' : 'regular' } as const;
      return blockLines(doc, cell, (widths[index] ?? 0) - CELL_PADDING * 2, style);
    });

  let y = roomFor(doc, options.top, headerHeight + bandHeight);
  if (y !== options.top && options.onNewPage) y = options.onNewPage();
  y = drawHeader(y);
  for (const row of rows) {
    const lines = cellLines(row);
    const height = Math.max(...lines.map((cell) => cell.length)) * metrics.height + CELL_PADDING * 2;
    if (y + height > pageBottom(doc)) {
      doc.addPage();
      y = drawHeader(options.onNewPage ? options.onNewPage() : MARGIN);
    }
    const style = { size, weight: row.bold ? 'bold' : 'regular' } as const;
    lines.forEach((cellText, index) => {
      const column = columns[index];
      const left = (lefts[index] ?? MARGIN) + CELL_PADDING;
      const width = (widths[index] ?? 0) - CELL_PADDING * 2;
      cellText.forEach((line, number) => {
        const baseline = y + CELL_PADDING + metrics.ascent + number * metrics.height;
        drawCell(
          doc,
          line,
          left,
          baseline,
          width,
          { ...style, align: column?.numeric ? 'right' : 'left' },
          !!column?.numeric,
        );
      });
    });
    y += height;
    rule(y);
  }
  return y;
}

/**
 * Label and amount rows right-aligned in a box of `width` ending at the right margin (a document's
 * totals); a row marked `strong` is bold and larger, with a rule above it. Answers the top below them.
 */
export function drawTotals(
  doc: PdfDoc,
  rows: { label: string; value: string; strong?: boolean }[],
  top: number,
  width: number,
): number {
  const left = MARGIN + contentWidth(doc) - width;
  let y = top;
  for (const row of rows) {
    const style: TextStyle = { size: row.strong ? 10 : 8.5, weight: row.strong ? 'bold' : 'regular' };
    const { ascent, height } = lineMetrics(style.size);
    if (row.strong) {
      doc
        .moveTo(left, y + 1)
        .lineTo(left + width, y + 1)
        .lineWidth(0.75)
        .strokeColor(MUTED)
        .stroke();
      y += 3;
    }
    doc.fillColor(row.strong ? INK : MUTED);
    drawText(doc, row.label, left, y + ascent, { ...style, width: width * 0.5 });
    doc.fillColor(INK);
    drawCell(doc, row.value, left + width * 0.5, y + ascent, width * 0.5, { ...style, align: 'right' }, true);
    y += height + 1;
  }
  return y;
}

/**
 * A big pale word across the page (DRAFT, VOID) over its ink, on every page: drawn as outlines, so the
 * page's text reads as before (the title's status line says the same in words).
 */
function drawWatermark(doc: PdfDoc, word: string) {
  const size = 96;
  const { path, width } = textOutline(word, { size, weight: 'bold' });
  const centreX = doc.page.width / 2;
  const centreY = doc.page.height / 2;
  doc.save();
  doc.rotate(-35, { origin: [centreX, centreY] });
  doc.translate(centreX - width / 2, centreY + size * 0.35);
  doc.path(path).fillOpacity(0.12).fill('#c62828');
  doc.restore();
  doc.fillColor(INK).fillOpacity(1);
}

/**
 * Ends the document: on every page the document's reference at the bottom left, "Page X of Y" at the
 * right and the watermark when there is one. The stream then ends.
 */
export function endDocument(
  doc: PdfDoc,
  options: { reference: string; watermark?: string | null },
): Readable {
  const range = doc.bufferedPageRange();
  const width = contentWidth(doc);
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    if (options.watermark) drawWatermark(doc, options.watermark);
    const baseline = doc.page.height - MARGIN + 4;
    doc.fillColor(MUTED);
    drawText(doc, fitText(doc, options.reference, width * 0.6, { size: 7.5 }), MARGIN, baseline, {
      size: 7.5,
    });
    drawText(doc, `Page ${index + 1} of ${range.count}`, MARGIN, baseline, {
      size: 7.5,
      width,
      align: 'right',
    });
    doc.fillColor(INK);
  }
  doc.end();
  return doc;
}
