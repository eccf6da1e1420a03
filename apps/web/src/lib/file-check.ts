import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  AVATAR_SIZE_MESSAGE,
  AVATAR_TYPE_MESSAGE,
} from '@taskflow/shared';

/**
 * What a file really is, from its first bytes (the name and the browser's `type` come from the
 * extension, so a renamed text file would pass). The server sniffs again; this only answers early.
 */
export async function sniffImageType(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...head.slice(8, 12)) === 'WEBP')
    return 'image/webp';
  return null;
}

export interface FileRule {
  mimeTypes: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

/** The first rule a chosen file breaks, or undefined when it may be uploaded. */
export async function checkImageFile(file: File, rule: FileRule): Promise<string | undefined> {
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  const type = await sniffImageType(file);
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
