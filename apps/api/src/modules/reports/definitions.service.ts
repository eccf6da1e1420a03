import {
  billingReportOfType,
  type ReportDefinition,
  type SavedReportType,
  type SaveReportDefinitionBody,
  SaveReportDefinitionBodySchema,
} from '@taskflow/shared';
import { and, eq, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportDefinitions, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { violatedConstraint } from '../../lib/db-errors';
import { isUuid } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';

export const REPORT_DEFINITION_NOT_FOUND = 'Report not found';
export const REPORT_NAME_TAKEN = 'You already have a report with this name';

/** The stored kind of each saved type: the Task Report's are `task-…`, a billing report's its type. */
const KIND: Record<SavedReportType, string> = {
  summary: 'task-summary',
  detailed: 'task-detailed',
  custom: 'task-custom',
  'billing-revenue': 'billing-revenue',
  'billing-unbilled': 'billing-unbilled',
  'billing-missed': 'billing-missed',
  'billing-realisation': 'billing-realisation',
};
const TYPE_OF = new Map(Object.entries(KIND).map(([type, kind]) => [kind, type as SavedReportType]));

/** The saved type of a stored kind (an unknown one reads as the Task Report's Summary). */
export const typeOfKind = (kind: string): SavedReportType => TYPE_OF.get(kind) ?? 'summary';

/** A billing report's saved definition is amounts whole: it needs Rates and Billing to save or list. */
const BILLING_KINDS = 'billing-%';

function requireTypePermission(auth: AuthContext, type: SavedReportType) {
  if (billingReportOfType(type)) requirePermission(auth, 'time.billing');
}

const columns = {
  id: reportDefinitions.id,
  name: reportDefinitions.name,
  kind: reportDefinitions.kind,
  params: reportDefinitions.params,
  isShared: reportDefinitions.isShared,
  ownerId: reportDefinitions.ownerId,
  ownerName: users.name,
  updatedAt: reportDefinitions.updatedAt,
};

function toDefinition(
  row: {
    id: string;
    name: string;
    kind: string;
    params: Record<string, unknown>;
    isShared: boolean;
    ownerId: string;
    ownerName: string | null;
    updatedAt: Date;
  },
  userId: string,
): ReportDefinition {
  return {
    id: row.id,
    name: row.name,
    type: typeOfKind(row.kind),
    params: Object.fromEntries(Object.entries(row.params).map(([key, value]) => [key, String(value)])),
    isShared: row.isShared,
    isMine: row.ownerId === userId,
    owner: { id: row.ownerId, name: row.ownerName ?? '' },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Saved reports the caller may run: their own and those shared with the organization (reports.view); the
 * billing reports' only for holders of Rates and Billing.
 */
export async function listDefinitions(db: Db, auth: AuthContext): Promise<ReportDefinition[]> {
  const orgId = requirePermission(auth, 'reports.view');
  const rows = await db
    .select(columns)
    .from(reportDefinitions)
    .leftJoin(users, eq(users.id, reportDefinitions.ownerId))
    .where(
      and(
        eq(reportDefinitions.organizationId, orgId),
        or(eq(reportDefinitions.ownerId, auth.userId), eq(reportDefinitions.isShared, true)),
        auth.permissions.has('time.billing') ? undefined : notLike(reportDefinitions.kind, BILLING_KINDS),
      ),
    )
    .orderBy(sql`lower(${reportDefinitions.name})`, reportDefinitions.id);
  return rows.map((row) => toDefinition(row, auth.userId));
}

/** Saving (and changing) report definitions is generating reports (reports.generate); only the owner changes one. */
async function ownDefinitionOrThrow(db: Db, orgId: string, auth: AuthContext, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', REPORT_DEFINITION_NOT_FOUND);
  const [row] = await db
    .select({ ownerId: reportDefinitions.ownerId, isShared: reportDefinitions.isShared })
    .from(reportDefinitions)
    .where(and(eq(reportDefinitions.id, id), eq(reportDefinitions.organizationId, orgId)));
  if (!row || (row.ownerId !== auth.userId && !row.isShared))
    throw new AppError('NOT_FOUND', REPORT_DEFINITION_NOT_FOUND);
  if (row.ownerId !== auth.userId)
    throw new AppError('FORBIDDEN', 'Only the person who saved this report can change it');
}

async function readDefinition(db: Db, auth: AuthContext, orgId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(reportDefinitions)
    .leftJoin(users, eq(users.id, reportDefinitions.ownerId))
    .where(and(eq(reportDefinitions.id, id), eq(reportDefinitions.organizationId, orgId)));
  if (!row) throw new AppError('NOT_FOUND', REPORT_DEFINITION_NOT_FOUND);
  return toDefinition(row, auth.userId);
}

/** The owner already has a report of that name (other unique indexes would be a bug, not a taken name). */
function isNameTaken(error: unknown) {
  return violatedConstraint(error) === 'report_definitions_owner_name_idx';
}

export async function createDefinition(db: Db, auth: AuthContext, body: SaveReportDefinitionBody) {
  const orgId = requirePermission(auth, 'reports.generate');
  const input = SaveReportDefinitionBodySchema.parse(body);
  requireTypePermission(auth, input.type);
  try {
    const [row] = await db
      .insert(reportDefinitions)
      .values({
        organizationId: orgId,
        ownerId: auth.userId,
        name: input.name,
        kind: KIND[input.type],
        params: input.params,
        isShared: input.isShared,
      })
      .returning({ id: reportDefinitions.id });
    return readDefinition(db, auth, orgId, row?.id as string);
  } catch (error) {
    if (isNameTaken(error)) throw AppError.invalid({ name: REPORT_NAME_TAKEN });
    throw error;
  }
}

export async function updateDefinition(
  db: Db,
  auth: AuthContext,
  id: string,
  body: SaveReportDefinitionBody,
) {
  const orgId = requirePermission(auth, 'reports.generate');
  const input = SaveReportDefinitionBodySchema.parse(body);
  requireTypePermission(auth, input.type);
  await ownDefinitionOrThrow(db, orgId, auth, id);
  try {
    await db
      .update(reportDefinitions)
      .set({
        name: input.name,
        kind: KIND[input.type],
        params: input.params,
        isShared: input.isShared,
        updatedAt: new Date(),
      })
      .where(and(eq(reportDefinitions.id, id), eq(reportDefinitions.organizationId, orgId)));
  } catch (error) {
    if (isNameTaken(error)) throw AppError.invalid({ name: REPORT_NAME_TAKEN });
    throw error;
  }
  return readDefinition(db, auth, orgId, id);
}

export async function deleteDefinition(db: Db, auth: AuthContext, id: string) {
  const orgId = requirePermission(auth, 'reports.generate');
  await ownDefinitionOrThrow(db, orgId, auth, id);
  await db
    .delete(reportDefinitions)
    .where(and(eq(reportDefinitions.id, id), eq(reportDefinitions.organizationId, orgId)));
}
