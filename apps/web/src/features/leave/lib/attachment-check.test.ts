import { TASK_ATTACHMENT_SIZE_MESSAGE, TASK_ATTACHMENT_TYPE_MESSAGE } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { checkLeaveAttachment, sniffDocumentType } from './attachment-check';

const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('checkLeaveAttachment', () => {
  it('knows a PDF, an Office/ZIP container and an image by their first bytes', async () => {
    expect(await sniffDocumentType(new Blob([pdf]))).toBe('pdf');
    expect(await sniffDocumentType(new Blob([zip]))).toBe('zip');
    expect(await sniffDocumentType(new Blob([png]))).toBe('image');
  });
  it('accepts a medical certificate as PDF or a Word document', async () => {
    expect(await checkLeaveAttachment(new File([pdf], 'certificate.pdf'))).toBeUndefined();
    expect(await checkLeaveAttachment(new File([zip], 'certificate.docx'))).toBeUndefined();
  });
  it('refuses a renamed text file and an empty file by content, whatever the name says', async () => {
    const renamed = new File(['not really a pdf'], 'certificate.pdf', { type: 'application/pdf' });
    expect(await checkLeaveAttachment(renamed)).toBe(TASK_ATTACHMENT_TYPE_MESSAGE);
    expect(await checkLeaveAttachment(new File([], 'empty.pdf'))).toBe(TASK_ATTACHMENT_TYPE_MESSAGE);
  });
  it('refuses a document over 5 MB before sending it', async () => {
    const large = new File([pdf, new Uint8Array(5 * 1024 * 1024)], 'scan.pdf');
    expect(await checkLeaveAttachment(large)).toBe(TASK_ATTACHMENT_SIZE_MESSAGE);
  });
});
