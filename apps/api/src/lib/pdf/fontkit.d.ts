/** The part of fontkit (pdfkit's font engine, no types of its own) that lib/pdf/fonts.ts uses. */
declare module 'fontkit' {
  /** A parsed font: pdfkit's registerFont takes it in place of a file, and shapes text with `layout`. */
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    layout(text: string): GlyphRun;
  }
  /** A glyph's outline in font units, y up; each transform answers a new path. */
  export interface Path {
    scale(scaleX: number, scaleY?: number): Path;
    translate(x: number, y: number): Path;
    toSVG(): string;
  }
  export interface GlyphRun {
    glyphs: { path: Path }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  }
  export function create(buffer: Uint8Array): Font;
}
