import {
  COUNTRY_CODE_INVALID_MESSAGE,
  type SessionUser,
  type UpdateProfileBodySchema,
} from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FileUpload } from '../../lib/multipart-form';
import type { FileStorage } from '../../lib/storage';
import { checkUpload, storeUpload, withUploadRollback } from '../../lib/uploads';
import type { AuthContext } from '../../plugins/types';
import { isKnownCountryCode } from '../meta';
import { AVATAR_RULE, getSessionUser } from './users.service';

type ProfileChanges = z.output<typeof UpdateProfileBodySchema>;

/**
 * My profile: the caller changes their own name, phone, job title and time zone. Only the caller's own
 * row is ever written (its id comes from the session, never from the request), so no permission beyond
 * being signed in is needed, as for a password change.
 */
export async function updateOwnProfile(
  db: Db,
  auth: AuthContext,
  changes: ProfileChanges,
): Promise<SessionUser> {
  if (changes.countryCode && !isKnownCountryCode(changes.countryCode)) {
    throw AppError.invalid({ countryCode: COUNTRY_CODE_INVALID_MESSAGE });
  }
  const values: Partial<typeof users.$inferInsert> = {};
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.phone !== undefined) values.phone = changes.phone;
  // A cleared phone takes its country code with it; a phone keeps the one sent or the one stored.
  if (changes.phone === null) values.countryCode = null;
  else if (changes.countryCode !== undefined) values.countryCode = changes.countryCode;
  if (changes.jobTitle !== undefined) values.jobTitle = changes.jobTitle;
  if (changes.timeZone !== undefined) values.timeZone = changes.timeZone;
  if (Object.keys(values).length > 0) {
    await db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, auth.userId));
  }
  return getSessionUser(db, auth.userId);
}

/** A new profile photo, checked by its bytes like the sign-up one; the previous file is removed after. */
export async function replaceOwnAvatar(
  deps: { db: Db; storage: FileStorage },
  auth: AuthContext,
  avatar: FileUpload | undefined,
): Promise<SessionUser> {
  const check = await checkUpload(avatar, AVATAR_RULE);
  if (check.error || !avatar || !check.mime) throw AppError.invalid({ avatar: check.error ?? '' });
  const stored = await storeUpload(deps.storage, 'avatars', avatar.buffer, check.mime);
  const [previous] = await deps.db
    .select({ file: users.avatarFile })
    .from(users)
    .where(eq(users.id, auth.userId));
  await withUploadRollback(deps.storage, stored.file, () =>
    deps.db
      .update(users)
      .set({ avatarFile: stored.file, avatarMime: stored.mime, updatedAt: sql`now()` })
      .where(eq(users.id, auth.userId)),
  );
  if (previous?.file) await deps.storage.discard(previous.file);
  return getSessionUser(deps.db, auth.userId);
}
