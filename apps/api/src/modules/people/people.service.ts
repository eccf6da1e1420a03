import {
  MANAGER_CYCLE_MESSAGE,
  type OrgTreeNode,
  type PeopleListQuerySchema,
  type PeopleOptions,
  type Person,
  type PersonProfile,
  SELF_MANAGER_MESSAGE,
  type UpdatePersonBodySchema,
} from '@taskflow/shared';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { departments, roles, users } from '../../db/schema';
import { orgOf, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { avatarUrlOf } from '../../lib/avatar-url';
import { containsPattern } from '../../lib/like';
import { organizationToday } from '../../lib/organization-calendar';
import { lockOrganization } from '../../lib/organization-lock';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { preparedVariants, variantOf } from '../../lib/prepared';
import { isAboveInReportingLine } from '../../lib/reporting-line';
import {
  assertAdminRemainsWithout,
  assertCanGrant,
  assertCanManage,
  assertNotOwnRole,
  personWithRole,
  roleOf,
} from '../../lib/role-guard';
import type { AuthContext } from '../../plugins/types';
import { revokePersonTokens } from '../access-tokens';
import { rebaseJoining } from '../leave';
import { revokeUserSessions } from '../sessions';
import { assertEmployeeCodeFree, withEmployeeCodeRule } from './employee-codes';

type Queryable = Db | Tx;

export const PERSON_NOT_FOUND = 'Person not found';

/** `%` and `_` typed into the search box are literal characters, not wildcards. */

const manager = alias(users, 'manager');

function personColumns() {
  return {
    id: users.id,
    name: users.name,
    email: users.email,
    avatarFile: users.avatarFile,
    jobTitle: users.jobTitle,
    employeeCode: users.employeeCode,
    isActive: users.isActive,
    roleId: users.roleId,
    roleName: roles.name,
    departmentId: users.departmentId,
    departmentName: departments.name,
    managerId: users.managerId,
    managerName: manager.name,
    phone: users.phone,
    countryCode: users.countryCode,
    createdAt: users.createdAt,
    joinedOn: users.joinedOn,
  };
}

function selectPeople<Extra extends SelectedFields>(db: Queryable, extra?: Extra) {
  return db
    .select({ ...personColumns(), ...(extra as Extra) })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(manager, eq(manager.id, users.managerId));
}

type PersonRow = Awaited<ReturnType<typeof selectPeople>>[number];

function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatarUrl: avatarUrlOf(row.id, row.avatarFile),
    jobTitle: row.jobTitle,
    employeeCode: row.employeeCode,
    isActive: row.isActive,
    roleId: row.roleId,
    roleName: row.roleName,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    managerId: row.managerId,
    managerName: row.managerName,
  };
}

/** A member of the caller's organization; anyone else does not exist for the caller. */
export async function getPersonRowOrThrow(db: Queryable, orgId: string, personId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, personId), eq(users.organizationId, orgId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  return row;
}

/** The people list's filters; each present filter adds its condition with a placeholder. */
function peopleWhere(variant: string) {
  const present = new Set(variant.split('+'));
  const filters: SQL[] = [eq(users.organizationId, sql.placeholder('orgId'))];
  if (present.has('q')) {
    const pattern = sql.placeholder('pattern');
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  if (present.has('departmentId')) filters.push(eq(users.departmentId, sql.placeholder('departmentId')));
  if (present.has('roleId')) filters.push(eq(users.roleId, sql.placeholder('roleId')));
  if (present.has('status')) filters.push(eq(users.isActive, sql.placeholder('isActive')));
  return and(...filters);
}

const peoplePage = preparedVariants('people_page', (db, variant, statement) =>
  selectPeople(db, { total: totalColumn(db, users, peopleWhere(variant)) })
    .where(peopleWhere(variant))
    // Same expression as users_org_lower_name_idx, so the index serves the order and the limit.
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(statement),
);

const peopleCount = preparedVariants('people_count', (db, variant, statement) =>
  boundedCountQuery(db, users, peopleWhere(variant)).prepare(statement),
);

/** The query as the route validated it (defaults applied): it is not parsed again here. */
export async function listPeople(db: Db, auth: AuthContext, query: z.output<typeof PeopleListQuerySchema>) {
  const orgId = requirePermission(auth, 'users.view');
  const variant = variantOf({
    q: query.q,
    departmentId: query.departmentId,
    roleId: query.roleId,
    status: query.status,
  });
  const values = {
    orgId,
    pattern: query.q ? containsPattern(query.q) : undefined,
    departmentId: query.departmentId,
    roleId: query.roleId,
    isActive: query.status === 'active',
  };
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) => peoplePage(db, variant).execute({ ...values, limit, offset }),
    () => peopleCount(db, variant).execute(values),
  );
  return { data: rows.map(toPerson), meta };
}

/**
 * A colleague's profile. The phone number is personal data: read by the person, by those who edit people
 * (users.edit) and by the managers above them; other colleagues see the profile without it
 * (docs/security.md).
 */
export async function getPerson(db: Db, auth: AuthContext, personId: string): Promise<PersonProfile> {
  const orgId = requirePermission(auth, 'users.view');
  const profile = await loadProfile(db, orgId, personId);
  const readsContact =
    personId === auth.userId ||
    auth.permissions.has('users.edit') ||
    (await isAboveInReportingLine(db, orgId, auth.userId, personId));
  return readsContact ? profile : { ...profile, phone: null, countryCode: null };
}

async function loadProfile(db: Db, orgId: string, personId: string): Promise<PersonProfile> {
  const [row] = await selectPeople(db)
    .where(and(eq(users.id, personId), eq(users.organizationId, orgId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  const reports = await db
    .select({
      id: users.id,
      name: users.name,
      jobTitle: users.jobTitle,
      avatarFile: users.avatarFile,
      isActive: users.isActive,
    })
    .from(users)
    .where(and(eq(users.organizationId, orgId), eq(users.managerId, personId)))
    .orderBy(asc(sql`lower(${users.name})`));
  return {
    ...toPerson(row),
    phone: row.phone,
    countryCode: row.countryCode,
    createdAt: row.createdAt.toISOString(),
    joinedOn: row.joinedOn,
    directReports: reports.map(({ avatarFile, ...report }) => ({
      ...report,
      avatarUrl: avatarUrlOf(report.id, avatarFile),
    })),
  };
}

/** Whether `managerId` is `personId` or reports (directly or not) to them. */
async function wouldCreateCycle(tx: Queryable, orgId: string, personId: string, managerId: string) {
  // UNION (not UNION ALL) stops the walk even on a chain that already loops.
  const result = await tx.execute(sql`
    WITH RECURSIVE chain(id) AS (
      SELECT ${managerId}::uuid
      UNION
      SELECT u.manager_id FROM users u JOIN chain c ON u.id = c.id
      WHERE u.manager_id IS NOT NULL AND u.organization_id = ${orgId}::uuid
    )
    SELECT EXISTS (SELECT 1 FROM chain WHERE id = ${personId}::uuid) AS is_cycle`);
  // Both drivers answer raw queries as { rows }.
  return Boolean((result as unknown as { rows: { is_cycle: boolean }[] }).rows[0]?.is_cycle);
}

/** Checks that role, department and manager ids name rows of this organization; field errors otherwise. */
export async function checkAssignments(
  tx: Queryable,
  orgId: string,
  input: { roleId?: string | null; departmentId?: string | null; managerId?: string | null },
) {
  const fields: Record<string, string> = {};
  if (input.roleId && !(await roleOf(tx, orgId, input.roleId))) fields.roleId = 'Choose a role';
  if (input.departmentId) {
    const [department] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, input.departmentId), eq(departments.organizationId, orgId)))
      .limit(1);
    if (!department) fields.departmentId = 'Choose a valid department';
  }
  if (input.managerId) {
    const [boss] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.managerId), eq(users.organizationId, orgId), eq(users.isActive, true)))
      .limit(1);
    if (!boss) fields.managerId = 'Choose an active member of your organization as manager';
  }
  if (Object.keys(fields).length > 0) throw AppError.invalid(fields);
}

export async function updatePerson(
  db: Db,
  auth: AuthContext,
  personId: string,
  input: z.output<typeof UpdatePersonBodySchema>,
): Promise<PersonProfile> {
  const orgId = requirePermission(auth, 'users.edit');
  await withEmployeeCodeRule(() =>
    db.transaction(async (tx) => {
      await lockOrganization(tx, orgId);
      const person = await personWithRole(tx, orgId, personId);
      if (!person) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
      assertCanManage(auth, person.permissions);
      await checkAssignments(tx, orgId, input);
      // Under the organization's lock, as an accepted invitation takes the code it carries.
      await assertEmployeeCodeFree(tx, orgId, input.employeeCode, { except: personId });
      if (input.managerId) {
        if (input.managerId === personId) throw AppError.invalid({ managerId: SELF_MANAGER_MESSAGE });
        if (await wouldCreateCycle(tx, orgId, personId, input.managerId))
          throw AppError.invalid({ managerId: MANAGER_CYCLE_MESSAGE });
      }
      if (input.roleId && input.roleId !== person.roleId) {
        assertNotOwnRole(auth, personId);
        const newRole = await roleOf(tx, orgId, input.roleId);
        assertCanGrant(auth, newRole?.permissions ?? []);
        if (!newRole?.isAdmin) await assertAdminRemainsWithout(tx, orgId, personId);
      }
      // A new joining day moves the leave credits prorated from it through the ledger, in this transaction
      // (leave-balances.service: rebaseJoining stores the day between the old and the new credits).
      const { joinedOn: formerly } = await getPersonRowOrThrow(tx, orgId, personId);
      if (input.joinedOn !== undefined && input.joinedOn !== formerly)
        await rebaseJoining(
          tx,
          orgId,
          personId,
          formerly,
          input.joinedOn,
          await organizationToday(tx, orgId),
          auth.userId,
        );
      await tx
        .update(users)
        .set({
          ...(input.roleId !== undefined ? { roleId: input.roleId } : {}),
          ...(input.departmentId !== undefined ? { departmentId: input.departmentId } : {}),
          ...(input.managerId !== undefined ? { managerId: input.managerId } : {}),
          ...(input.jobTitle !== undefined ? { jobTitle: input.jobTitle } : {}),
          ...(input.joinedOn !== undefined ? { joinedOn: input.joinedOn } : {}),
          ...(input.employeeCode !== undefined ? { employeeCode: input.employeeCode } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, personId), eq(users.organizationId, orgId)));
    }),
  );
  return loadProfile(db, orgId, personId);
}

/** Deactivating ends every session of the person in the same transaction: they are out at once. */
export async function deactivatePerson(db: Db, auth: AuthContext, personId: string) {
  const orgId = requirePermission(auth, 'users.deactivate');
  if (personId === auth.userId) {
    await getPersonRowOrThrow(db, orgId, personId);
    throw new AppError('CONFLICT', 'You cannot deactivate yourself');
  }
  await db.transaction(async (tx) => {
    const person = await personWithRole(tx, orgId, personId);
    if (!person) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
    assertCanManage(auth, person.permissions);
    await assertAdminRemainsWithout(tx, orgId, personId);
    await tx
      .update(users)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(eq(users.id, personId), eq(users.organizationId, orgId)));
    await revokeUserSessions(tx, personId);
    await revokePersonTokens(tx, personId, auth.userId);
  });
  return loadProfile(db, orgId, personId);
}

export async function reactivatePerson(db: Db, auth: AuthContext, personId: string) {
  const orgId = requirePermission(auth, 'users.deactivate');
  const person = await personWithRole(db, orgId, personId);
  if (!person) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  assertCanManage(auth, person.permissions);
  await db
    .update(users)
    .set({ isActive: true, updatedAt: new Date() })
    .where(and(eq(users.id, personId), eq(users.organizationId, orgId)));
  return loadProfile(db, orgId, personId);
}

/** Every active member in one query: the web builds the tree from managerId. */
export async function getOrgTree(db: Db, auth: AuthContext): Promise<OrgTreeNode[]> {
  const orgId = requirePermission(auth, 'users.view');
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      jobTitle: users.jobTitle,
      avatarFile: users.avatarFile,
      departmentId: users.departmentId,
      departmentName: departments.name,
      managerId: users.managerId,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(users.organizationId, orgId), eq(users.isActive, true)))
    .orderBy(asc(sql`lower(${users.name})`));
  return rows.map(({ avatarFile, ...row }) => ({ ...row, avatarUrl: avatarUrlOf(row.id, avatarFile) }));
}

/** Roles and departments for the people forms; anyone who may see, invite or edit people may read them. */
export async function getPeopleOptions(db: Db, auth: AuthContext): Promise<PeopleOptions> {
  const orgId = orgOf(auth);
  if (!['users.view', 'users.invite', 'users.edit'].some((p) => auth.permissions.has(p as 'users.view')))
    requirePermission(auth, 'users.view');
  const [roleRows, departmentRows] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(eq(roles.organizationId, orgId))
      .orderBy(asc(sql`lower(${roles.name})`)),
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.organizationId, orgId))
      .orderBy(asc(sql`lower(${departments.name})`)),
  ]);
  return { roles: roleRows, departments: departmentRows };
}
