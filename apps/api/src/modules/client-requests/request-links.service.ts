/**
 * The organization's client links as staff see them: how long new ones live, a client's links (whether
 * each still opens, never its token) and revoking one. Issuing and opening a link is client-links.ts.
 */
import { CLIENT_LINK_NOT_FOUND, type ClientLinkView } from '@taskflow/shared';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientLinks, customers, organizations } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { CUSTOMER_NOT_FOUND } from '../customers';
import { recordRequestEvent } from './requests.service';

export async function getLinkSettings(db: Db, auth: AuthContext) {
  const orgId = requirePermission(auth, 'requests.view');
  const [row] = await db
    .select({ clientLinkDays: organizations.clientLinkDays })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return { clientLinkDays: row?.clientLinkDays ?? 30 };
}

/** How long new client links live (links already sent keep their expiry). */
export async function setLinkSettings(db: Db, auth: AuthContext, clientLinkDays: number) {
  const orgId = requirePermission(auth, 'requests.manage');
  await db.update(organizations).set({ clientLinkDays }).where(eq(organizations.id, orgId));
  return { clientLinkDays };
}

const isLive = sql<boolean>`(${clientLinks.revokedAt} is null and ${clientLinks.expiresAt} > now())`;

/** A client's links, newest first: who each went to, whether it still opens (never the token or its hash). */
export async function listClientLinks(
  db: Db,
  auth: AuthContext,
  customerId: string,
): Promise<ClientLinkView[]> {
  const orgId = requirePermission(auth, 'requests.view');
  if (!isUuid(customerId)) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.organizationId, orgId), eq(customers.id, customerId)));
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return linksOf(db, orgId, eq(clientLinks.customerId, customerId), 200);
}

async function linksOf(db: Db, orgId: string, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      id: clientLinks.id,
      requestId: clientLinks.requestId,
      sentTo: clientLinks.sentTo,
      createdAt: clientLinks.createdAt,
      expiresAt: clientLinks.expiresAt,
      revokedAt: clientLinks.revokedAt,
      lastUsedAt: clientLinks.lastUsedAt,
      isLive,
    })
    .from(clientLinks)
    .where(and(eq(clientLinks.organizationId, orgId), where))
    .orderBy(desc(clientLinks.createdAt), desc(clientLinks.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    isLive: Boolean(row.isLive),
  }));
}

/** Ends a link at once (revoking one already revoked changes nothing); recorded on its request. */
export async function revokeClientLink(db: Db, auth: AuthContext, customerId: string, linkId: string) {
  const orgId = requirePermission(auth, 'requests.manage');
  const notFound = () => new AppError('NOT_FOUND', CLIENT_LINK_NOT_FOUND);
  if (!isUuid(customerId) || !isUuid(linkId)) throw notFound();
  await db.transaction(async (tx) => {
    const where = and(
      eq(clientLinks.organizationId, orgId),
      eq(clientLinks.customerId, customerId),
      eq(clientLinks.id, linkId),
    );
    const [link] = await tx
      .update(clientLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(where, isNull(clientLinks.revokedAt)))
      .returning({ requestId: clientLinks.requestId, sentTo: clientLinks.sentTo });
    if (!link) {
      const [already] = await tx.select({ id: clientLinks.id }).from(clientLinks).where(where);
      if (!already) throw notFound();
      return;
    }
    if (link.requestId) {
      await recordRequestEvent(tx, orgId, link.requestId, {
        kind: 'link_revoked',
        detail: link.sentTo || null,
        actorId: auth.userId,
      });
    }
  });
  const [link] = await linksOf(db, orgId, eq(clientLinks.id, linkId), 1);
  return link as ClientLinkView;
}
