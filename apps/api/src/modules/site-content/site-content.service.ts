import { DEFAULT_LANDING_CONTENT, type LandingContent, LandingContentSchema } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { siteContent } from '../../db/schema';
import { requirePlatformAdmin } from '../../lib/access';
import type { AuthContext } from '../../plugins/types';
import { writeAudit } from '../audit-log';

const LANDING_KEY = 'landing';

/** The home hero's text: what an admin saved, or the default until then. */
export async function getLandingContent(db: Pick<Db, 'select'>): Promise<LandingContent> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, LANDING_KEY)).limit(1);
  const saved = LandingContentSchema.safeParse(row?.value);
  return saved.success ? saved.data : DEFAULT_LANDING_CONTENT;
}

/** Saves the home hero's text and its audit row in one transaction. */
export async function saveLandingContent(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof LandingContentSchema>,
): Promise<LandingContent> {
  requirePlatformAdmin(auth);
  return db.transaction(async (tx) => {
    // Locks the row (when there is one) so two saves record their before/after in order.
    const [existing] = await tx
      .select()
      .from(siteContent)
      .where(eq(siteContent.key, LANDING_KEY))
      .for('update')
      .limit(1);
    const before = LandingContentSchema.safeParse(existing?.value);
    const value = { title: body.title, description: body.description, buttonText: body.buttonText };
    await tx
      .insert(siteContent)
      .values({ key: LANDING_KEY, value })
      .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: new Date() } });
    await writeAudit(tx, auth, {
      action: 'landing.update',
      entityType: 'landing',
      entityId: LANDING_KEY,
      before: before.success ? before.data : DEFAULT_LANDING_CONTENT,
      after: value,
    });
    return value;
  });
}
