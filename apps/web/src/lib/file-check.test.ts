import { describe, expect, it } from 'vitest';
import { checkImageFile, sniffImageType } from './file-check';

const RULE = {
  mimeTypes: ['image/png', 'image/jpeg'],
  maxBytes: 100,
  typeMessage: 'type',
  sizeMessage: 'size',
};
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('checkImageFile', () => {
  it('knows an image by its bytes, not its name', async () => {
    expect(await sniffImageType(new Blob([png]))).toBe('image/png');
    const renamed = new File(['hello, not an image'], 'photo.png', { type: 'image/png' });
    expect(await checkImageFile(renamed, RULE)).toBe('type');
  });
  it('accepts a real image within the size and refuses a large one', async () => {
    expect(await checkImageFile(new File([png], 'a.png', { type: 'image/png' }), RULE)).toBeUndefined();
    expect(await checkImageFile(new File([png, new Uint8Array(200)], 'a.png'), RULE)).toBe('size');
  });
});
