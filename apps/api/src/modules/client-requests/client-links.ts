/**
 * Client links (issue 41, decision 046): a 32-byte random token whose SHA-256 alone is stored, scoped to
 * one client, expiring after the organization's `client_link_days`, revocable, creating no session. The
 * token travels in the URL's fragment (`/client#…`), which browsers never send to a server, so no request
 * log, proxy or Referer ever carries it; the client page sends it in the `x-client-link` header.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientLinks, organizations } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';

/** The header the client page sends the token in (redacted like a cookie if ever logged). */
export const CLIENT_LINK_HEADER = 'x-client-link';

export const clientPageUrl = (publicUrl: string, token: string) => `${publicUrl}/client#${token}`;

/** A new link for a client: the token (to mail once, never stored) and when it expires. */
export async function issueClientLink(
  tx: Db,
  input: {
    orgId: string;
    customerId: string;
    requestId: string | null;
    sentTo: string;
    createdById: string | null;
  },
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = newToken();
  const [org] = await tx
    .select({ days: organizations.clientLinkDays })
    .from(organizations)
    .where(eq(organizations.id, input.orgId));
  const days = org?.days ?? 30;
  const [row] = await tx
    .insert(clientLinks)
    .values({
      organizationId: input.orgId,
      customerId: input.customerId,
      requestId: input.requestId,
      tokenHash: hashToken(token),
      sentTo: input.sentTo.slice(0, 500),
      expiresAt: sql`now() + make_interval(days => ${days})`,
      createdById: input.createdById,
    })
    .returning({ id: clientLinks.id, expiresAt: clientLinks.expiresAt });
  if (!row) throw new Error('Client link insert returned no row');
  return { id: row.id, token, expiresAt: row.expiresAt };
}

export interface OpenClientLink {
  id: string;
  orgId: string;
  customerId: string;
  expiresAt: Date;
}

/**
 * The live link a token opens, or null for an unknown, expired or revoked one (the caller answers all
 * three alike). The lookup is by the hash's unique index; the stored hash is compared again in constant
 * time, so no timing tells how much of a guess matched.
 */
export async function openClientLink(db: Db, token: string | undefined): Promise<OpenClientLink | null> {
  if (!token || token.length < 32 || token.length > 100) return null;
  const hash = hashToken(token);
  const [row] = await db
    .select({
      id: clientLinks.id,
      orgId: clientLinks.organizationId,
      customerId: clientLinks.customerId,
      tokenHash: clientLinks.tokenHash,
      expiresAt: clientLinks.expiresAt,
      suspendedAt: organizations.suspendedAt,
    })
    .from(clientLinks)
    .innerJoin(organizations, eq(organizations.id, clientLinks.organizationId))
    .where(
      and(
        eq(clientLinks.tokenHash, hash),
        isNull(clientLinks.revokedAt),
        gt(clientLinks.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row || row.suspendedAt) return null;
  if (!timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash))) return null;
  return { id: row.id, orgId: row.orgId, customerId: row.customerId, expiresAt: row.expiresAt };
}
