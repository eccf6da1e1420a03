import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  AVATAR_SIZE_MESSAGE,
  AVATAR_TYPE_MESSAGE,
} from '@taskflow/shared';

/** The Office formats are ZIP files inside; their name tells which. */
const OFFICE_BY_EXTENSION: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * What a file really is, from its first bytes (the name and the browser's `type` come from the
 * extension, so a renamed text file would pass): an image, a PDF, a ZIP (an Office document when its
 * name says so), a legacy Office file, or a program, named as the server's file-type names them; null
 * for anything else, text included. The server sniffs again; this only answers early.
 */
export async function sniffFileType(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...head.slice(8, 12)) === 'WEBP')
    return 'image/webp';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    const name = file instanceof File ? file.name : '';
    return OFFICE_BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/zip';
  }
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'application/x-cfb';
  if (starts(0x4d, 0x5a)) return 'application/x-msdownload';
  if (starts(0x7f, 0x45, 0x4c, 0x46)) return 'application/x-elf';
  if (starts(0xcf, 0xfa, 0xed, 0xfe)) return 'application/x-mach-binary';
  return null;
}

export interface FileRule {
  mimeTypes: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

/** The first rule a chosen file breaks, or undefined when it may be uploaded. */
export async function checkFile(file: File, rule: FileRule): Promise<string | undefined> {
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  const type = await sniffFileType(file);
  if (!type || !rule.mimeTypes.includes(type)) return rule.typeMessage;
  return undefined;
}

/** A person's profile photo, as on sign-up and My profile. */
export const AVATAR_FILE_RULE: FileRule = {
  mimeTypes: AVATAR_MIME_TYPES,
  maxBytes: AVATAR_MAX_BYTES,
  typeMessage: AVATAR_TYPE_MESSAGE,
  sizeMessage: AVATAR_SIZE_MESSAGE,
};
