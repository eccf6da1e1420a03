import {
  DEFAULT_ROLES,
  type FieldErrors,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  type Organization,
  OrganizationFieldsSchema,
  startsWithStarterServices,
  workTypesForIndustry,
} from '@taskflow/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Db, Tx } from '../../db/client';
import { organizations, roles, taskWorkTypes, users } from '../../db/schema';
import { orgOf, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import type { FileUpload } from '../../lib/multipart-form';
import { todayIn } from '../../lib/organization-calendar';
import type { FileStorage } from '../../lib/storage';
import { storageOf } from '../../lib/storage-quota';
import { checkUpload, storeUpload, type UploadRule, withUploadRollback } from '../../lib/uploads';
import type { AuthContext } from '../../plugins/types';
import { recostLeave, sendRecostNotices, setUpLeave, workWeekAffects } from '../leave';
import { insertStarterServices } from '../services';

export type NewOrganization = typeof organizations.$inferInsert;

/**
 * Creates an organization with its default Admin, Manager and Employee roles, its industry's work types and,
 * for an accounting firm, the starter services (inside the caller's transaction).
 */
export async function insertOrganizationWithRoles(tx: Tx, values: NewOrganization) {
  const [organization] = await tx.insert(organizations).values(values).returning();
  if (!organization) throw new Error('Organization insert returned no row');
  const created = await tx
    .insert(roles)
    .values(
      DEFAULT_ROLES.map((role) => ({
        organizationId: organization.id,
        name: role.name,
        description: role.description,
        permissions: role.permissions,
        isAdmin: role.name === 'Admin',
      })),
    )
    .returning({ id: roles.id, name: roles.name });
  const roleIdByName = Object.fromEntries(created.map((role) => [role.name, role.id]));
  await setUpLeave(tx, organization.id);
  const workTypes = workTypesForIndustry(organization.industry);
  if (workTypes.length)
    await tx
      .insert(taskWorkTypes)
      .values(workTypes.map((name) => ({ organizationId: organization.id, name })));
  // An accounting firm starts with the statutory calendar as services it may edit (issue 40, item 7).
  if (startsWithStarterServices(organization.industry))
    await insertStarterServices(tx, organization.id, null);
  return { organization, roleIdByName };
}

const LOGO_RULE: UploadRule = {
  maxBytes: LOGO_MAX_BYTES,
  mimeTypes: LOGO_MIME_TYPES,
  requiredMessage: false,
  typeMessage: LOGO_TYPE_MESSAGE,
  sizeMessage: LOGO_SIZE_MESSAGE,
};

type OrganizationRow = typeof organizations.$inferSelect;

export function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    address: row.address,
    timeZone: row.timeZone,
    workWeek: row.workWeek,
    currency: row.currency,
    showLeaveTypeToColleagues: row.showLeaveTypeToColleagues,
    soleApproverPolicy: row.soleApproverPolicy as Organization['soleApproverPolicy'],
    allowFutureTime: row.allowFutureTime,
    timeRoundingMinutes: row.timeRoundingMinutes,
    showOwnAmounts: row.showOwnAmounts,
    attachmentMaxMb: row.attachmentMaxMb,
    logoUrl: row.logoFile ? `/api/v1/organizations/current/logo?v=${row.updatedAt.getTime()}` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Validates the form fields and the optional logo together, so every problem is reported at once. */
async function parseOrganizationForm(rawFields: Record<string, string>, logo: FileUpload | undefined) {
  const fieldErrors: FieldErrors = {};
  const parsed = OrganizationFieldsSchema.safeParse(rawFields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  }
  const logoCheck = await checkUpload(logo, LOGO_RULE);
  if (logoCheck.error) fieldErrors.logo = logoCheck.error;
  if (!parsed.success || logoCheck.error) throw AppError.invalid(fieldErrors);
  return { fields: parsed.data, logoMime: logoCheck.mime };
}

export async function getOrganizationOrThrow(db: Db, orgId: string): Promise<OrganizationRow> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, orgId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Organization not found');
  return row;
}

/** A signed-in user without an organization creates one and becomes its Admin. */
export async function createOrganization(
  deps: { db: Db; storage: FileStorage },
  auth: AuthContext,
  rawFields: Record<string, string>,
  logo: FileUpload | undefined,
): Promise<Organization> {
  if (auth.orgId) throw new AppError('CONFLICT', 'You already belong to an organization');
  const { fields, logoMime } = await parseOrganizationForm(rawFields, logo);
  const stored =
    logo && logoMime ? await storeUpload(deps.storage, 'logos', logo.buffer, logoMime) : undefined;
  const organization = await withUploadRollback(deps.storage, stored?.file, () =>
    deps.db.transaction(async (tx) => {
      const { organization, roleIdByName } = await insertOrganizationWithRoles(tx, {
        ...fields,
        logoFile: stored?.file,
        logoMime: stored?.mime,
      });
      // Only a user still without an organization is moved in: two parallel creations cannot both win.
      const moved = await tx
        .update(users)
        .set({
          organizationId: organization.id,
          roleId: roleIdByName.Admin,
          // The owner joins on the setup day (in the organization's zone) unless a joining day is known.
          joinedOn: sql`coalesce(${users.joinedOn}, ${todayIn(organization.timeZone)}::date)`,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, auth.userId), isNull(users.organizationId)))
        .returning({ id: users.id });
      if (moved.length === 0) throw new AppError('CONFLICT', 'You already belong to an organization');
      return organization;
    }),
  );
  return toOrganization(organization);
}

export async function getCurrentOrganization(db: Db, auth: AuthContext): Promise<Organization> {
  return toOrganization(await getOrganizationOrThrow(db, orgOf(auth)));
}

/** The organization's stored bytes against its plan's quota, for its administrators' settings page. */
export async function getOrganizationStorage(db: Db, auth: AuthContext) {
  return storageOf(db, requirePermission(auth, 'organization.manage'));
}

export async function updateOrganization(
  deps: { db: Db; config: AppConfig; storage: FileStorage; mailer: Mailer },
  auth: AuthContext,
  rawFields: Record<string, string>,
  logo: FileUpload | undefined,
): Promise<Organization> {
  const orgId = requirePermission(auth, 'organization.manage');
  const current = await getOrganizationOrThrow(deps.db, orgId);
  const { fields, logoMime } = await parseOrganizationForm(rawFields, logo);
  const stored =
    logo && logoMime ? await storeUpload(deps.storage, 'logos', logo.buffer, logoMime) : undefined;
  const workWeekChanged = fields.workWeek.join(',') !== [...current.workWeek].sort().join(',');
  // The settings change and the re-costing of leave a new work week causes commit together.
  const { row, notices } = await withUploadRollback(deps.storage, stored?.file, () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(organizations)
        .set({
          ...fields,
          // The settings form sends every field: a blank optional one clears what was stored.
          industry: fields.industry ?? null,
          address: fields.address ?? null,
          // Except these switches: left out, they keep their value (forms from before them do not send them).
          showLeaveTypeToColleagues: fields.showLeaveTypeToColleagues ?? current.showLeaveTypeToColleagues,
          soleApproverPolicy: fields.soleApproverPolicy ?? current.soleApproverPolicy,
          allowFutureTime: fields.allowFutureTime ?? current.allowFutureTime,
          timeRoundingMinutes: fields.timeRoundingMinutes ?? current.timeRoundingMinutes,
          showOwnAmounts: fields.showOwnAmounts ?? current.showOwnAmounts,
          attachmentMaxMb: fields.attachmentMaxMb ?? current.attachmentMaxMb,
          ...(stored ? { logoFile: stored.file, logoMime: stored.mime } : {}),
          updatedAt: new Date(),
        })
        .where(eq(organizations.id, orgId))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'Organization not found');
      const notices = workWeekChanged
        ? await recostLeave(
            tx,
            orgId,
            await workWeekAffects(tx, orgId),
            auth.userId,
            'the work week changed',
            fields.workWeek,
          )
        : [];
      return { row, notices };
    }),
  );
  await sendRecostNotices(deps, notices);
  if (stored && current.logoFile) await deps.storage.discard(current.logoFile);
  return toOrganization(row);
}

export async function getLogoFile(db: Db, auth: AuthContext) {
  const organization = await getOrganizationOrThrow(db, orgOf(auth));
  if (!organization.logoFile || !organization.logoMime)
    throw new AppError('NOT_FOUND', 'This organization has no logo');
  return { file: organization.logoFile, mime: organization.logoMime };
}
