/**
 * A person's photo address. It names the stored file's version, so a new photo is a new address and
 * no browser keeps showing the old one from its cache (the photo is cached for a few minutes).
 */
export function avatarUrlOf(userId: string, avatarFile: string | null): string | null {
  if (!avatarFile) return null;
  const version = avatarFile.split('/').pop()?.split('.')[0]?.slice(0, 8) ?? '';
  return `/api/v1/users/${userId}/avatar?v=${version}`;
}
