/**
 * The fonts of every PDF the app writes (reports, the dashboard, and what comes later): Noto Sans for
 * Latin, Greek, Cyrillic and the currency signs, and a Noto family for each Indian script, so that a name
 * in Devanagari or Gujarati prints as written instead of as a standard PDF font's mojibake.
 *
 * Text is cut into runs by script and each run is set in the face that covers it (a Devanagari name
 * inside a Latin line keeps its own font), shaped by fontkit (conjuncts such as र्जु, vowel signs before
 * their consonant) and embedded as a subset of the glyphs used. The fonts come from the @fontsource
 * packages (OFL-1.1) on disk, found from this file at run time; nothing is downloaded.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff';

export type PdfDoc = InstanceType<typeof PDFDocument>;
type Doc = PdfDoc;
export type FontWeight = 'regular' | 'bold';
export interface TextStyle {
  size: number;
  weight?: FontWeight;
}

const WEIGHTS: Record<FontWeight, number> = { regular: 400, bold: 700 };

/**
 * A new PDF whose text is all drawn with `drawText` or `drawParagraph`. pdfkit starts a document in
 * Helvetica unless told otherwise (its metrics read from pdfkit's folder; it has no Indian script).
 */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): Doc {
  return new PDFDocument({ ...options, font: null as unknown as string });
}

/**
 * The families in the order a character looks for its face. `complex` scripts are shaped with glyphs
 * out of the text's order, so their runs also carry their text for copying and search (see `drawRun`).
 */
const FAMILIES: { name: string; subsets: string[]; complex: boolean }[] = [
  {
    name: 'noto-sans',
    subsets: ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'],
    complex: false,
  },
  { name: 'noto-sans-devanagari', subsets: ['devanagari'], complex: true },
  { name: 'noto-sans-gujarati', subsets: ['gujarati'], complex: true },
  { name: 'noto-sans-bengali', subsets: ['bengali'], complex: true },
  { name: 'noto-sans-gurmukhi', subsets: ['gurmukhi'], complex: true },
  { name: 'noto-sans-oriya', subsets: ['oriya'], complex: true },
  { name: 'noto-sans-tamil', subsets: ['tamil'], complex: true },
  { name: 'noto-sans-telugu', subsets: ['telugu'], complex: true },
  { name: 'noto-sans-kannada', subsets: ['kannada'], complex: true },
  { name: 'noto-sans-malayalam', subsets: ['malayalam'], complex: true },
];

/** One file of a family: the characters it covers (its unicode-range) and whether it is shaped. */
export interface Face {
  id: string;
  family: string;
  subset: string;
  ranges: [number, number][];
  complex: boolean;
}

const fontRequire = createRequire(import.meta.url);
let allFaces: Face[] | undefined;

/** "U+0900-097F,U+20B9" → [[0x900, 0x97f], [0x20b9, 0x20b9]]. */
function rangesOf(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const low = Number.parseInt(from ?? '', 16);
    return [low, to ? Number.parseInt(to, 16) : low];
  });
}

/** Every face, read once per thread from the packages' unicode.json. */
export function fontFaces(): Face[] {
  allFaces ??= FAMILIES.flatMap((family) => {
    const ranges = JSON.parse(
      readFileSync(fontRequire.resolve(`@fontsource/${family.name}/unicode.json`), 'utf8'),
    ) as Record<string, string>;
    return family.subsets.map((subset) => {
      const range = ranges[subset];
      if (!range) throw new Error(`@fontsource/${family.name} has no ${subset} subset`);
      return {
        id: `${family.name}-${subset}`,
        family: family.name,
        subset,
        ranges: rangesOf(range),
        complex: family.complex,
      };
    });
  });
  return allFaces;
}

const covers = (face: Face, codePoint: number) =>
  face.ranges.some(([low, high]) => codePoint >= low && codePoint <= high);

export interface TextRun {
  text: string;
  face: Face;
}

/**
 * The text cut into runs of one face each. A character stays in the run before it when that run's face
 * covers it (a joiner or ₹ inside a Devanagari word), else it starts a run in the first face that covers
 * it; one no face covers joins the run before it (or Latin), where it shows as a missing glyph.
 */
export function textRuns(text: string): TextRun[] {
  const faces = fontFaces();
  const latin = faces[0] as Face;
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (current && covers(current.face, codePoint)) {
      current.text += char;
      continue;
    }
    const face = faces.find((candidate) => covers(candidate, codePoint));
    if (!face && current) {
      current.text += char;
      continue;
    }
    current = { text: char, face: face ?? latin };
    runs.push(current);
  }
  return runs;
}

const parsed = new Map<string, Font>();

type AnchorRecord = { markAnchor: unknown } | undefined;
type ApplyAnchor = (markRecord: AnchorRecord, baseAnchor: unknown, baseGlyphIndex: number) => void;
let anchorsGuarded = false;

/**
 * fontkit 2.0.4 throws "Cannot read properties of null (reading 'xCoordinate')" on a GPOS anchor a font
 * leaves empty, which the spec allows ("no anchor for this mark here") and Noto's Gurmukhi, Telugu and
 * Malayalam do (fontkit issue #367, fix proposed in #374). As HarfBuzz does, such a mark is left where it
 * is: the processor's applyAnchor (one class for every font) skips an empty anchor.
 */
function guardEmptyAnchors(font: Font) {
  if (anchorsGuarded) return;
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: object } } })
    ._layoutEngine?.engine;
  if (!engine?.GPOSProcessor) return;
  const processor = Object.getPrototypeOf(engine.GPOSProcessor) as { applyAnchor: ApplyAnchor };
  const applyAnchor = processor.applyAnchor;
  processor.applyAnchor = function (this: unknown, markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  anchorsGuarded = true;
}

/**
 * A face's font, parsed once per thread and shared by every document the thread writes: parsing the
 * shaping tables of an Indian script costs ~50-150 ms, a document's subset of it ~1 ms. The files are
 * WOFF 1.0, unwrapped to plain TrueType (see woff.ts).
 */
function fontOf(face: Face, weight: FontWeight): Font {
  const key = `${face.id}-${weight}`;
  let font = parsed.get(key);
  if (!font) {
    const file = fontRequire.resolve(
      `@fontsource/${face.family}/files/${face.family}-${face.subset}-${WEIGHTS[weight]}-normal.woff`,
    );
    font = createFont(woffToSfnt(readFileSync(file)));
    guardEmptyAnchors(font);
    parsed.set(key, font);
  }
  return font;
}

const registered = new WeakMap<Doc, Set<string>>();

/** Sets a face at a size as the document's font, registering it with the document on first use. */
function useFace(doc: Doc, face: Face, style: TextStyle) {
  const name = `${face.id}-${style.weight ?? 'regular'}`;
  let names = registered.get(doc);
  if (!names) {
    names = new Set();
    registered.set(doc, names);
  }
  if (!names.has(name)) {
    // pdfkit takes a parsed fontkit font in place of a file (PDFFontFactory.open).
    doc.registerFont(name, fontOf(face, style.weight ?? 'regular') as unknown as Buffer);
    names.add(name);
  }
  doc.font(name).fontSize(style.size);
}

/** The width of a text at a style, each run measured in its own face. */
export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of textRuns(text)) {
    useFace(doc, run.face, style);
    width += doc.widthOfString(run.text);
  }
  return width;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text, or as much of it as fits in `width` followed by "…" (never cutting a character apart). */
export function fitText(doc: Doc, text: string, width: number, style: TextStyle): string {
  if (textWidth(doc, text, style) <= width) return text;
  const parts = Array.from(graphemes.segment(text), (part) => part.segment);
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (textWidth(doc, `${parts.slice(0, middle).join('').trimEnd()}…`, style) <= width) low = middle;
    else high = middle - 1;
  }
  return `${parts.slice(0, low).join('').trimEnd()}…`;
}

/**
 * Draws one run with its baseline at `baseline`. pdftotext reads a shaped run's glyphs in drawing order,
 * where a vowel sign stands before its consonant (कि) and a reph after it (र्जु), so a complex run is
 * wrapped in a marked span whose ActualText is the run's own text. Poppler places that text with the
 * graphics state current at the span's end, which must be the one the glyphs were drawn in: pdfkit sets
 * the font and flips the page's coordinates once more inside its own q … Q, so the span sets the same
 * font outside, and is opened and closed with the flip applied.
 */
function drawRun(doc: Doc, run: TextRun, x: number, baseline: number, style: TextStyle) {
  useFace(doc, run.face, style);
  const draw = () => doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
  if (!run.face.complex) return draw();
  const flip = `1 0 0 -1 0 ${doc.page.height} cm`;
  const fontId = (doc as unknown as { _font: { id: string } })._font.id;
  doc.addContent('q').addContent(flip).addContent(`/${fontId} ${style.size} Tf`);
  doc.markContent('Span', { actual: run.text } as never);
  doc.addContent(flip);
  draw();
  doc.addContent(flip);
  doc.endMarkedContent();
  doc.addContent('Q');
}

/**
 * Draws a line of text with its baseline at `baseline`, from `x` (or ending at x + width when aligned
 * right), cut with "…" to `width` when one is given. The document's cursor (x, y) is left where it was.
 * Answers the width drawn.
 */
export function drawText(
  doc: Doc,
  text: string,
  x: number,
  baseline: number,
  style: TextStyle & { width?: number; align?: 'left' | 'right' },
): number {
  const { x: cursorX, y: cursorY } = doc;
  const shown = style.width === undefined ? text : fitText(doc, text, style.width, style);
  const width = textWidth(doc, shown, style);
  let left = style.align === 'right' && style.width !== undefined ? x + style.width - width : x;
  for (const run of textRuns(shown)) {
    drawRun(doc, run, left, baseline, style);
    left += doc.widthOfString(run.text);
  }
  doc.x = cursorX;
  doc.y = cursorY;
  return width;
}

/**
 * A line of Latin text as outlines: an SVG path at `style`'s size with its baseline at y 0, and its width.
 * Drawn as shapes it is seen but not read, so a word across a page (a draft's watermark) never mixes into
 * the page's text for pdftotext, copying or a screen reader.
 */
export function textOutline(text: string, style: TextStyle): { path: string; width: number } {
  const font = fontOf(fontFaces()[0] as Face, style.weight ?? 'regular');
  const scale = style.size / font.unitsPerEm;
  const run = font.layout(text);
  const parts: string[] = [];
  let x = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index] ?? { xAdvance: 0, xOffset: 0, yOffset: 0 };
    const placed = glyph.path
      .scale(scale, -scale)
      .translate(x + position.xOffset * scale, -position.yOffset * scale);
    parts.push(placed.toSVG());
    x += position.xAdvance * scale;
  });
  return { path: parts.join(' '), width: x };
}

/** The distance from a line's top to its baseline, and from one line's top to the next, for a size. */
export function lineMetrics(size: number) {
  // Noto's Indian scripts reach ~1.1 em above the baseline (vowel signs over the headline) and ~0.4 em
  // below it (vowel signs under a conjunct): lines are 1.5 em apart, the baseline 1.1 em down.
  return { ascent: size * 1.1, height: size * 1.5 };
}

/** A text's lines when wrapped at spaces to `width` (a word wider than a line stays whole, on its own). */
export function wrapText(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(doc, candidate, style) <= width) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/**
 * A paragraph from the line whose top is `top`, wrapped at spaces to `width` (a word wider than the line
 * is cut with "…"). Answers the top of the line after it.
 */
export function drawParagraph(
  doc: Doc,
  text: string,
  x: number,
  top: number,
  width: number,
  style: TextStyle,
): number {
  const { ascent, height } = lineMetrics(style.size);
  let y = top;
  for (const line of wrapText(doc, text, width, style)) {
    drawText(doc, line, x, y + ascent, { ...style, width });
    y += height;
  }
  return y;
}
