import {
  TASK_ATTACHMENT_MAX_BYTES,
  TASK_ATTACHMENT_SIZE_MESSAGE,
  TASK_ATTACHMENT_TYPE_MESSAGE,
} from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { checkAttachment, sniffAttachmentType } from './attachment-check';

const fileOf = (bytes: number[], name: string, size?: number) => {
  const body = new Uint8Array(size ?? bytes.length);
  body.set(bytes);
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
    expect(await sniffAttachmentType(fileOf([0x68, 0x69], 'notes.pdf'))).toBeNull();
  });

  it('refuses what the server would refuse, with its messages', async () => {
    expect(await checkAttachment(fileOf(PDF, 'ok.pdf'))).toBeUndefined();
    expect(await checkAttachment(fileOf([0x3c, 0x73, 0x76, 0x67], 'logo.png'))).toBe(
      TASK_ATTACHMENT_TYPE_MESSAGE,
    );
    expect(await checkAttachment(fileOf(PDF, 'big.pdf', TASK_ATTACHMENT_MAX_BYTES + 1))).toBe(
      TASK_ATTACHMENT_SIZE_MESSAGE,
    );
  });
});
