import { TASK_FILE_TYPE_MESSAGE, taskFileSizeMessage } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { checkAttachment, sniffAttachmentType } from './attachment-check';

const fileOf = (bytes: number[] | string, name: string, size?: number) => {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  const body = new Uint8Array(size ?? data.length);
  body.set(data);
  return new File([body], name);
};
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31];
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('attachment check in the browser', () => {
  it('knows a file by its bytes, not its name', async () => {
    expect(await sniffAttachmentType(fileOf(PDF, 'scan.png'))).toBe('application/pdf');
    expect(await sniffAttachmentType(fileOf(PNG, 'photo.pdf'))).toBe('image/png');
    expect(await sniffAttachmentType(fileOf(ZIP, 'books.xlsx'))).toContain('spreadsheetml');
    expect(await sniffAttachmentType(fileOf(ZIP, 'bundle.zip'))).toBe('application/zip');
    expect(await sniffAttachmentType(fileOf([0x4d, 0x5a, 0x90, 0], 'notes.pdf'))).toBeNull();
  });

  it('takes the text files firms exchange and refuses web pages and scripted SVG', async () => {
    expect(await sniffAttachmentType(fileOf('Date,Debit\n01/04/2026,10\n', 'statement.csv'))).toBe(
      'text/csv',
    );
    expect(await sniffAttachmentType(fileOf('Call the bank', 'notes.txt'))).toBe('text/plain');
    expect(await checkAttachment(fileOf('<!doctype html><p>hi', 'readme.txt'))).toBe(TASK_FILE_TYPE_MESSAGE);
    expect(await checkAttachment(fileOf('<svg onload="alert(1)"></svg>', 'logo.svg'))).toBe(
      TASK_FILE_TYPE_MESSAGE,
    );
  });

  it("refuses what the server would refuse, with the organization's size limit", async () => {
    expect(await checkAttachment(fileOf(PDF, 'ok.pdf'))).toBeUndefined();
    expect(await checkAttachment(fileOf(PDF, 'big.pdf', 6 * 1024 * 1024), 5)).toBe(taskFileSizeMessage(5));
    expect(await checkAttachment(fileOf(PDF, 'big.pdf', 6 * 1024 * 1024))).toBeUndefined();
  });
});
