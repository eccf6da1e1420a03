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
  SAME_PASSWORD_MESSAGE,
  type SessionUser,
  type User,
} from '@taskflow/shared';
import { and, count, eq, gt, isNull, max, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { loginAttempts, organizations, passwordResets, roles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { avatarUrlOf } from '../../lib/avatar-url';
import type { Mailer } from '../../lib/mailer';
import type { FileUpload } from '../../lib/multipart-form';
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyDecoy,
  verifyPassword,
} from '../../lib/passwords';
import type { FileStorage } from '../../lib/storage';
import { hashToken, newToken } from '../../lib/tokens';
import { checkUpload, storeUpload, type UploadRule, withUploadRollback } from '../../lib/uploads';
import type { AuthContext } from '../../plugins/types';
import { isOrganizationSuspended, ORGANIZATION_SUSPENDED_MESSAGE } from '../admin';
import { isKnownCountryCode } from '../meta';
import { isAccountLive, revokeUserSessions } from '../sessions';

type UserRow = typeof users.$inferSelect;

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
    avatarUrl: avatarUrlOf(row.id, row.avatarFile),
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
    jobTitle: row.user.jobTitle,
    timeZone: row.user.timeZone,
    joinedOn: row.user.joinedOn,
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

export const AVATAR_RULE: UploadRule = {
  maxBytes: AVATAR_MAX_BYTES,
  mimeTypes: AVATAR_MIME_TYPES,
  requiredMessage: 'Avatar is required',
  typeMessage: AVATAR_TYPE_MESSAGE,
  sizeMessage: AVATAR_SIZE_MESSAGE,
};

export const SIGNED_UP_MESSAGE = 'Successfully Signed Up!';

type MailDeps = { db: Db; config: AppConfig; mailer: Mailer; log: FastifyBaseLogger };

/**
 * Validates every field (the whole list of problems at once), then creates the account, or, when the
 * address already has one, mails its owner instead. The caller hears the same 201 either way (issue 6):
 * the answer must not tell who has an account. Both ways hash the password, the slow step, so the
 * time taken says as little; the mails go out after the answer (decision 015).
 */
export async function registerUser(
  deps: MailDeps & { storage: FileStorage },
  rawFields: Record<string, string>,
  avatar: FileUpload | undefined,
): Promise<void> {
  const fieldErrors: FieldErrors = {};
  const parsed = RegisterFieldsSchema.safeParse(rawFields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  }
  const fields = parsed.data as RegisterFields | undefined;
  if (fields && !isKnownCountryCode(fields.countryCode))
    fieldErrors.countryCode = 'Select a valid country code';
  if (fields && isCommonPassword(fields.password)) fieldErrors.password = COMMON_PASSWORD_MESSAGE;
  const avatarCheck = await checkUpload(avatar, AVATAR_RULE);
  if (avatarCheck.error) fieldErrors.avatar = avatarCheck.error;
  if (Object.keys(fieldErrors).length > 0 || !fields || !avatar || !avatarCheck.mime) {
    throw AppError.invalid(fieldErrors);
  }

  // The same steps whether or not the address is taken (hash, store, insert), so the time taken says
  // little; the unique index on lower(email) decides, which also settles two sign-ups racing.
  const passwordHash = await hashPassword(fields.password);
  const stored = await storeUpload(deps.storage, 'avatars', avatar.buffer, avatarCheck.mime);
  const created = await withUploadRollback(deps.storage, stored.file, () =>
    deps.db
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
      .onConflictDoNothing()
      .returning({ id: users.id }),
  );
  if (created.length > 0) {
    afterAnswer(deps, 'Sending a welcome mail failed', () => mailWelcome(deps, fields.email, fields.name));
    return;
  }
  await deps.storage.remove(stored.file);
  afterAnswer(deps, 'Sending a sign-up attempt notice failed', () => mailSignUpAttempt(deps, fields.email));
}

function mailWelcome(deps: MailDeps, email: string, name: string) {
  return deps.mailer.send({
    to: email,
    subject: 'Your TaskFlow account',
    text: [
      `Hello ${name},`,
      '',
      'Your TaskFlow account for this address is ready. Log in to continue:',
      `${deps.config.publicUrl}/login`,
      '',
      'If you did not sign up, someone else used your address. Reset the password to take the account over:',
      `${deps.config.publicUrl}/forgot-password`,
      '',
    ].join('\n'),
  });
}

/** The owner of an existing account hears that someone tried to sign up with their address. */
async function mailSignUpAttempt(deps: MailDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  await deps.mailer.send({
    to: user.email,
    subject: 'Someone tried to sign up with your email address',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone tried to create a new TaskFlow account with this email address, which already has one.',
      'No new account was created and your account is unchanged.',
      '',
      'If it was you, log in instead:',
      `${deps.config.publicUrl}/login`,
      'Forgot your password? Reset it here:',
      `${deps.config.publicUrl}/forgot-password`,
      '',
      'If it was not you, you can ignore this email.',
      '',
    ].join('\n'),
  });
}

/** A source that keeps failing for one account waits 15 minutes, then 30, 60… up to a day. */
const PAIR_LOCK_BASE_MS = LOGIN_WINDOW_MS;
const PAIR_LOCK_MAX_MS = 24 * 60 * 60 * 1000;
/** Failures of an (account, source) pair are remembered this long, so the delay can keep growing. */
const PAIR_MEMORY_MS = PAIR_LOCK_MAX_MS;

/** How long an (account, source) pair must wait after its last failure, given its number of failures. */
export function pairLockMs(failures: number): number {
  if (failures < LOGIN_MAX_FAILURES_PER_ACCOUNT) return 0;
  const doublings = Math.min(failures - LOGIN_MAX_FAILURES_PER_ACCOUNT, 16);
  return Math.min(PAIR_LOCK_BASE_MS * 2 ** doublings, PAIR_LOCK_MAX_MS);
}

/**
 * Runs one password check under throttling, for login and for a password change alike.
 *
 * - Per (account, source address) pair: after 5 failures the pair waits 15 minutes from its last
 *   failure, and every further failure doubles the wait (up to a day). Another source's failures do
 *   not count, so nobody can lock the owner out of an account by failing on purpose.
 * - Per source address: 20 failures across any accounts within 15 minutes refuse that address.
 * A success clears the failures of its own pair only: the owner signing in elsewhere does not hand
 * an attacker a fresh allowance.
 */
async function throttledPasswordCheck(
  db: Db,
  input: { email: string; ip: string; message: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const email = input.email.toLowerCase();
  // The attempt counts as a failure from before the check, so parallel guesses see each other
  // and cannot all slip under the limit; it turns into a success only once the password matches.
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ email, ip: input.ip, isSuccess: false })
    .returning({ id: loginAttempts.id });
  if (!attempt) throw new Error('Login attempt insert returned no row');
  const now = Date.now();
  const others = ne(loginAttempts.id, attempt.id);
  const failed = eq(loginAttempts.isSuccess, false);
  const [[pair], [source]] = await Promise.all([
    db
      .select({ failures: count(), last: max(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, email),
          eq(loginAttempts.ip, input.ip),
          failed,
          others,
          gt(loginAttempts.createdAt, new Date(now - PAIR_MEMORY_MS)),
        ),
      ),
    db
      .select({ failures: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ip, input.ip),
          failed,
          others,
          gt(loginAttempts.createdAt, new Date(now - LOGIN_WINDOW_MS)),
        ),
      ),
  ]);
  const pairFailures = pair?.failures ?? 0;
  const lastFailure = pair?.last ? new Date(pair.last).getTime() : 0;
  const isPairLocked = pairFailures > 0 && now < lastFailure + pairLockMs(pairFailures);
  if (isPairLocked || (source?.failures ?? 0) >= LOGIN_MAX_FAILURES_PER_IP) {
    // A refused attempt checked no password: it is not a failure, or retrying would extend the lock.
    await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
    throw new AppError('RATE_LIMITED', input.message);
  }
  if (!(await check())) return false;
  await db.update(loginAttempts).set({ isSuccess: true }).where(eq(loginAttempts.id, attempt.id));
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, input.ip), failed));
  return true;
}

/** Checks credentials with throttling per (account, source) pair and per source; one generic failure message. */
export async function authenticate(
  db: Db,
  input: { email: string; password: string; ip: string },
): Promise<UserRow> {
  let user: UserRow | undefined;
  const isValid = await throttledPasswordCheck(
    db,
    { email: input.email, ip: input.ip, message: TOO_MANY_LOGINS_MESSAGE },
    async () => {
      user = await findUserByEmail(db, input.email);
      return user?.passwordHash && user.isActive
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyDecoy(input.password);
    },
  );
  if (!isValid || !user) throw new AppError('UNAUTHENTICATED', GENERIC_LOGIN_ERROR);
  // Only after the password matched, so the answer reveals nothing to a guesser (issue 15).
  if (await isOrganizationSuspended(db, user.organizationId)) {
    throw new AppError('FORBIDDEN', ORGANIZATION_SUSPENDED_MESSAGE);
  }
  return user;
}

/** Voids every reset link of the account that is still usable. */
async function voidPasswordResets(db: Pick<Db, 'update'>, userId: string) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

async function sendPasswordReset(deps: { db: Db; config: AppConfig; mailer: Mailer }, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    // Only the newest link works: asking again voids the ones sent before.
    await voidPasswordResets(tx, user.id);
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    });
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your TaskFlow password',
    text: `Hello ${user.name},\n\nSomeone asked to reset the password of your TaskFlow account. If it was you, open this link within 30 minutes:\n\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.\n`,
  });
}

const pendingMails = new Set<Promise<void>>();

/** Resolves once every account mail started so far is written (tests; a closing app). */
export async function settleAccountMails(): Promise<void> {
  while (pendingMails.size > 0) await Promise.allSettled([...pendingMails]);
}

/**
 * Runs `work` (a lookup and a mail) after the answer has gone, off the response path, so how long the
 * answer takes does not depend on whether an account exists.
 */
function afterAnswer(deps: { log: FastifyBaseLogger }, failure: string, work: () => Promise<void>): void {
  const pending = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error) => deps.log.error({ err: error }, failure))
    .finally(() => pendingMails.delete(pending));
  pendingMails.add(pending);
}

/**
 * Always looks the same to the caller, so it cannot be used to learn who has an account: the lookup,
 * the token and the mail happen after the answer.
 */
export function requestPasswordReset(deps: MailDeps, email: string): void {
  afterAnswer(deps, 'Sending a password reset link failed', () => sendPasswordReset(deps, email));
}

/**
 * A new password also replaces the calendar feed URL (issue 5): someone who read the old URL (it sits in
 * calendar apps, often synced elsewhere) must not keep reading the calendar after the owner has taken the
 * account back. The token is dropped; viewing the feed URL (profile, calendar) makes a new one.
 */
const ROTATED_FEED = { calendarToken: null };

/** Sets a new password from a single-use token, ends every session of the account, replaces the feed URL. */
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
    // A link mailed before a deactivation or a suspension dies with the account's sessions (issue 5).
    if (!reset || !(await isAccountLive(tx, reset.userId)))
      throw new AppError('BAD_REQUEST', RESET_LINK_INVALID_MESSAGE, { token: RESET_LINK_INVALID_MESSAGE });
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, reset.userId))
      .limit(1);
    // Thrown inside the transaction, so the link is not used up and the user can choose another.
    if (user?.passwordHash && (await verifyPassword(user.passwordHash, input.password)))
      throw AppError.invalid({ password: SAME_PASSWORD_MESSAGE });
    await tx
      .update(users)
      .set({ passwordHash, ...ROTATED_FEED, updatedAt: new Date() })
      .where(eq(users.id, reset.userId));
    await voidPasswordResets(tx, reset.userId);
    await revokeUserSessions(tx, reset.userId);
  });
}

export const TOO_MANY_PASSWORD_CHECKS_MESSAGE =
  'Too many incorrect current passwords. Please try again later.';

/**
 * Changing a password keeps the current session and ends all others, and replaces the feed URL; wrong
 * guesses are throttled like login.
 */
export async function changePassword(
  db: Db,
  auth: AuthContext,
  input: { currentPassword: string; password: string; ip: string },
): Promise<void> {
  const user = await getUserOrThrow(db, auth.userId);
  const { passwordHash: currentHash } = user;
  const isCurrent = await throttledPasswordCheck(
    db,
    { email: user.email, ip: input.ip, message: TOO_MANY_PASSWORD_CHECKS_MESSAGE },
    async () => (currentHash ? verifyPassword(currentHash, input.currentPassword) : verifyDecoy('')),
  );
  if (!isCurrent) throw AppError.invalid({ currentPassword: 'Current password is incorrect' });
  if (isCommonPassword(input.password)) throw AppError.invalid({ password: COMMON_PASSWORD_MESSAGE });
  if (input.password === input.currentPassword) throw AppError.invalid({ password: SAME_PASSWORD_MESSAGE });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, ...ROTATED_FEED, updatedAt: new Date() })
      .where(eq(users.id, auth.userId));
    // A link asked for before the change must not undo it.
    await voidPasswordResets(tx, auth.userId);
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
