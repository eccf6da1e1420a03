import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  AVATAR_SIZE_MESSAGE,
  AVATAR_TYPE_MESSAGE,
  type FieldErrors,
  GENERIC_LOGIN_ERROR,
  isPermission,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_MS,
  PASSWORD_RESET_TTL_MS,
  type RegisterFields,
  RegisterFieldsSchema,
  type SessionUser,
  type User,
} from '@taskflow/shared';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { loginAttempts, organizations, passwordResets, roles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import type { FileUpload } from '../../lib/multipart-form';
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyDecoy,
  verifyPassword,
} from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { checkImage, type ImageRule, removeUpload, storeUpload } from '../../lib/uploads';
import type { AuthContext } from '../../plugins/types';
import { isKnownCountryCode } from '../meta/country-codes';
import { revokeUserSessions } from '../sessions/sessions.service';

type UserRow = typeof users.$inferSelect;

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const TOO_MANY_LOGINS_MESSAGE = 'Too many failed login attempts. Please try again in 15 minutes.';
export const RESET_LINK_INVALID_MESSAGE =
  'This reset link is invalid or has expired. Please request a new one.';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    countryCode: row.countryCode,
    avatarUrl: row.avatarFile ? `/api/v1/users/${row.id}/avatar` : null,
    isPlatformAdmin: row.isPlatformAdmin,
    organizationId: row.organizationId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in user with organization name, role and permissions, for /users/me and /users/session. */
export async function getSessionUser(db: Db, userId: string): Promise<SessionUser> {
  const [row] = await db
    .select({
      user: users,
      organizationName: organizations.name,
      roleName: roles.name,
      permissions: roles.permissions,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return {
    ...toUser(row.user),
    organizationName: row.organizationName,
    roleName: row.roleName,
    permissions: (row.permissions ?? []).filter(isPermission),
  };
}

export async function getUserOrThrow(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

function findUserByEmail(db: Db, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

const AVATAR_RULE: ImageRule = {
  maxBytes: AVATAR_MAX_BYTES,
  mimeTypes: AVATAR_MIME_TYPES,
  requiredMessage: 'Avatar is required',
  typeMessage: AVATAR_TYPE_MESSAGE,
  sizeMessage: AVATAR_SIZE_MESSAGE,
};

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Validates every field (the whole list of problems at once), then creates the account. */
export async function registerUser(
  deps: { db: Db; config: AppConfig },
  rawFields: Record<string, string>,
  avatar: FileUpload | undefined,
): Promise<User> {
  const fieldErrors: FieldErrors = {};
  const parsed = RegisterFieldsSchema.safeParse(rawFields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  }
  const fields = parsed.data as RegisterFields | undefined;
  if (fields && !isKnownCountryCode(fields.countryCode))
    fieldErrors.countryCode = 'Select a valid country code';
  if (fields && isCommonPassword(fields.password)) fieldErrors.password = COMMON_PASSWORD_MESSAGE;
  const avatarCheck = await checkImage(avatar, AVATAR_RULE);
  if (avatarCheck.error) fieldErrors.avatar = avatarCheck.error;
  if (Object.keys(fieldErrors).length > 0 || !fields || !avatar || !avatarCheck.mime) {
    throw AppError.invalid(fieldErrors);
  }

  if (await findUserByEmail(deps.db, fields.email)) {
    throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  }
  const passwordHash = await hashPassword(fields.password);
  const stored = await storeUpload(deps.config.uploadDir, 'avatars', avatar.buffer, avatarCheck.mime);
  try {
    const [row] = await deps.db
      .insert(users)
      .values({
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        countryCode: fields.countryCode,
        passwordHash,
        avatarFile: stored.file,
        avatarMime: stored.mime,
      })
      .returning();
    if (!row) throw new Error('User insert returned no row');
    return toUser(row);
  } catch (error) {
    await removeUpload(deps.config.uploadDir, stored.file);
    // Two sign-ups with one address at the same moment: the index decides, the loser hears why.
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    throw error;
  }
}

async function recentFailures(
  db: Db,
  column: typeof loginAttempts.email | typeof loginAttempts.ip,
  value: string,
) {
  const [row] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(column, value),
        eq(loginAttempts.isSuccess, false),
        gt(loginAttempts.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS)),
      ),
    );
  return row?.failures ?? 0;
}

/** Checks credentials with throttling per account and per IP; one generic failure message. */
export async function authenticate(
  db: Db,
  input: { email: string; password: string; ip: string },
): Promise<UserRow> {
  // The attempt counts as a failure from before the check, so parallel guesses see each other
  // and cannot all slip under the limit; it turns into a success only once the password matches.
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ email: input.email, ip: input.ip, isSuccess: false })
    .returning({ id: loginAttempts.id });
  if (!attempt) throw new Error('Login attempt insert returned no row');
  const [accountFailures, ipFailures] = await Promise.all([
    recentFailures(db, loginAttempts.email, input.email),
    recentFailures(db, loginAttempts.ip, input.ip),
  ]);
  if (accountFailures > LOGIN_MAX_FAILURES_PER_ACCOUNT || ipFailures > LOGIN_MAX_FAILURES_PER_IP) {
    // A refused attempt checked no password: it is not a failure, or retrying would extend the lock.
    await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
    throw new AppError('RATE_LIMITED', TOO_MANY_LOGINS_MESSAGE);
  }
  const user = await findUserByEmail(db, input.email);
  const isValid =
    user?.passwordHash && user.isActive
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyDecoy(input.password);
  if (!isValid || !user) throw new AppError('UNAUTHENTICATED', GENERIC_LOGIN_ERROR);
  await db.update(loginAttempts).set({ isSuccess: true }).where(eq(loginAttempts.id, attempt.id));
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, input.email), eq(loginAttempts.isSuccess, false)));
  return user;
}

/** Always looks the same to the caller, so it cannot be used to learn who has an account. */
export async function requestPasswordReset(
  deps: { db: Db; config: AppConfig; mailer: Mailer },
  email: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  const token = newToken();
  await deps.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your TaskFlow password',
    text: `Hello ${user.name},\n\nSomeone asked to reset the password of your TaskFlow account. If it was you, open this link within 30 minutes:\n\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.\n`,
  });
}

/** Sets a new password from a single-use token and ends every session of the account. */
export async function resetPassword(db: Db, input: { token: string; password: string }): Promise<void> {
  if (isCommonPassword(input.password)) throw AppError.invalid({ password: COMMON_PASSWORD_MESSAGE });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Claiming the token and using it in one statement makes it single-use even under races.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset)
      throw new AppError('BAD_REQUEST', RESET_LINK_INVALID_MESSAGE, { token: RESET_LINK_INVALID_MESSAGE });
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
    await revokeUserSessions(tx, reset.userId);
  });
}

/** Changing a password keeps the current session and ends all others. */
export async function changePassword(
  db: Db,
  auth: AuthContext,
  input: { currentPassword: string; password: string },
): Promise<void> {
  const user = await getUserOrThrow(db, auth.userId);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw AppError.invalid({ currentPassword: 'Current password is incorrect' });
  }
  if (isCommonPassword(input.password)) throw AppError.invalid({ password: COMMON_PASSWORD_MESSAGE });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, auth.userId));
    await revokeUserSessions(tx, auth.userId, auth.sessionId);
  });
}

/** A user's avatar is visible to themselves and to members of their organization; others get 404. */
export async function getAvatarFile(db: Db, auth: AuthContext, userId: string) {
  const user = await getUserOrThrow(db, userId);
  const canSee = user.id === auth.userId || (auth.orgId !== null && user.organizationId === auth.orgId);
  if (!canSee || !user.avatarFile || !user.avatarMime) throw new AppError('NOT_FOUND', 'User not found');
  return { file: user.avatarFile, mime: user.avatarMime };
}
