/** The part of fontkit (pdfkit's font engine, no types of its own) that lib/pdf/fonts.ts uses. */
declare module 'fontkit' {
  /** A parsed font: pdfkit's registerFont takes it in place of a file, and shapes text with `layout`. */
  export interface Font {
    postscriptName: string;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
