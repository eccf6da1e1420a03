import { TASK_ATTACHMENT_SIZE_MESSAGE, TASK_ATTACHMENT_TYPE_MESSAGE } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../../../lib/file-check';
import { LEAVE_ATTACHMENT_RULE } from './attachment-check';

const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const check = (file: File) => checkFile(file, LEAVE_ATTACHMENT_RULE);

describe('a leave document', () => {
  it('may be a medical certificate as PDF, a Word document, a ZIP or a photo', async () => {
    expect(await check(new File([pdf], 'certificate.pdf'))).toBeUndefined();
    expect(await check(new File([zip], 'certificate.docx'))).toBeUndefined();
    expect(await check(new File([zip], 'scans.zip'))).toBeUndefined();
    expect(await check(new File([png], 'photo.png'))).toBeUndefined();
  });
  it('refuses a renamed text file, a legacy .doc and an empty file by content, whatever the name says', async () => {
    const renamed = new File(['not really a pdf'], 'certificate.pdf', { type: 'application/pdf' });
    expect(await check(renamed)).toBe(TASK_ATTACHMENT_TYPE_MESSAGE);
    expect(await check(new File([doc], 'certificate.doc'))).toBe(TASK_ATTACHMENT_TYPE_MESSAGE);
    expect(await check(new File([], 'empty.pdf'))).toBe(TASK_ATTACHMENT_TYPE_MESSAGE);
  });
  it('refuses a document over 5 MB before sending it', async () => {
    const large = new File([pdf, new Uint8Array(5 * 1024 * 1024)], 'scan.pdf');
    expect(await check(large)).toBe(TASK_ATTACHMENT_SIZE_MESSAGE);
  });
});
