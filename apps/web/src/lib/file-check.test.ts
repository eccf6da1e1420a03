import { describe, expect, it } from 'vitest';
import { checkFile, sniffFileType } from './file-check';

const RULE = {
  mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'],
  maxBytes: 100,
  typeMessage: 'type',
  sizeMessage: 'size',
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const WAV = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31];
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00];
const fileOf = (bytes: number[] | string, name: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name);

describe('sniffFileType', () => {
  it('knows a file by its first bytes, whatever its name says', async () => {
    expect(await sniffFileType(fileOf(PNG, 'scan.pdf'))).toBe('image/png');
    expect(await sniffFileType(fileOf([0xff, 0xd8, 0xff, 0xe0], 'a.png'))).toBe('image/jpeg');
    expect(await sniffFileType(fileOf(PDF, 'photo.png'))).toBe('application/pdf');
    expect(await sniffFileType(fileOf('not really a pdf', 'certificate.pdf'))).toBeNull();
  });

  it('tells WebP from another RIFF file (the type is in bytes 8 to 11)', async () => {
    expect(await sniffFileType(fileOf(WEBP, 'a.webp'))).toBe('image/webp');
    expect(await sniffFileType(fileOf(WAV, 'a.webp'))).toBeNull();
  });

  it('names a ZIP by its extension when it is an Office document, and a plain Blob as a ZIP', async () => {
    expect(await sniffFileType(fileOf(ZIP, 'Books.XLSX'))).toContain('spreadsheetml');
    expect(await sniffFileType(fileOf(ZIP, 'letter.docx'))).toContain('wordprocessingml');
    expect(await sniffFileType(fileOf(ZIP, 'bundle.zip'))).toBe('application/zip');
    expect(await sniffFileType(new Blob([new Uint8Array(ZIP)]))).toBe('application/zip');
  });

  it('knows legacy Office files and programs, so that a rule can refuse them', async () => {
    expect(await sniffFileType(fileOf([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'a.doc'))).toBe(
      'application/x-cfb',
    );
    expect(await sniffFileType(fileOf([0x4d, 0x5a, 0x90, 0], 'notes.pdf'))).toBe('application/x-msdownload');
    expect(await sniffFileType(fileOf([0x7f, 0x45, 0x4c, 0x46], 'run.png'))).toBe('application/x-elf');
  });

  it('answers null for an empty file or one shorter than a signature', async () => {
    expect(await sniffFileType(fileOf([], 'empty.png'))).toBeNull();
    expect(await sniffFileType(fileOf([0x89, 0x50], 'cut.png'))).toBeNull();
  });
});

describe('checkFile', () => {
  it('refuses a renamed text file, a type outside the rule and an empty file by the type message', async () => {
    expect(await checkFile(new File(['hello'], 'photo.png', { type: 'image/png' }), RULE)).toBe('type');
    expect(await checkFile(fileOf(ZIP, 'bundle.zip'), RULE)).toBe('type');
    expect(await checkFile(fileOf([], 'empty.png'), RULE)).toBe('type');
  });

  it('accepts a file of the rule within the size, and refuses a larger one before reading it', async () => {
    expect(await checkFile(fileOf(PNG, 'a.png'), RULE)).toBeUndefined();
    expect(await checkFile(fileOf(PDF, 'a.pdf'), RULE)).toBeUndefined();
    expect(await checkFile(new File([new Uint8Array(PNG), new Uint8Array(200)], 'a.png'), RULE)).toBe('size');
  });
});
