import {
  FREE_STORAGE_QUOTA_MB,
  type OrganizationStorage,
  storageWouldOverflowMessage,
} from '@taskflow/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import { AppError } from './app-error';

/**
 * An organization's storage as columns of a select from `organizations`: its stored bytes
 * (organization_storage, kept by the attachment tables' triggers) and its quota and plan name: its own
 * plan's, else the free plan's (the cheapest, as migration 0032 says), else 1 GB when there is no plan.
 */
export function storageColumns() {
  const freePlan = (column: string) =>
    sql.raw(`(select f.${column} from pricing_plans f order by f.price, f.sort_order, f.created_at limit 1)`);
  const ownPlan = (column: string) =>
    sql.raw(`(select p.${column} from pricing_plans p where p.id = organizations.plan_id)`);
  return {
    usedBytes:
      sql<number>`coalesce((select s.used_bytes from organization_storage s where s.organization_id = organizations.id), 0)`.mapWith(
        Number,
      ),
    quotaBytes:
      sql<number>`coalesce(${ownPlan('storage_quota_mb')}, ${freePlan('storage_quota_mb')}, ${FREE_STORAGE_QUOTA_MB})::float8 * ${1024 * 1024}`.mapWith(
        Number,
      ),
    planName: sql<string | null>`coalesce(${ownPlan('name')}, ${freePlan('name')})`,
  };
}

/** One organization's storage; inside the transaction that inserted an attachment, with its bytes. */
export async function storageOf(db: Pick<Db, 'select'>, orgId: string): Promise<OrganizationStorage> {
  const [row] = await db.select(storageColumns()).from(organizations).where(eq(organizations.id, orgId));
  if (!row) throw new AppError('NOT_FOUND', 'Organization not found');
  return row;
}

/**
 * Run in the transaction that inserted an upload's row, after its trigger added the bytes: the trigger's
 * update holds the organization's organization_storage row until commit, so an organization's uploads
 * pass here one at a time, each seeing the others' committed bytes. Over the quota, the refusal rolls the
 * row back (and the caller's withUploadRollback removes the file): two uploads can never both pass.
 */
export async function checkStorageAfterInsert(tx: Pick<Db, 'select'>, orgId: string, sizeBytes: number) {
  const { usedBytes, quotaBytes } = await storageOf(tx, orgId);
  if (usedBytes > quotaBytes) throw storageQuotaRefusal(usedBytes - sizeBytes, quotaBytes);
}

/** 409 on the field `file`: the organization's state, not the request, refuses the file (decision 036). */
export function storageQuotaRefusal(usedBytes: number, quotaBytes: number, message?: string) {
  const text = message ?? storageWouldOverflowMessage(usedBytes, quotaBytes);
  return new AppError('CONFLICT', text, { file: text });
}
