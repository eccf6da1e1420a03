import { randomUUID } from 'node:crypto';
import {
  ALREADY_MEMBER_MESSAGE,
  type BulkInvitationResult,
  EmailSchema,
  employeeCodeText,
  type ImportDateOrder,
  ImportDateOrderSchema,
  INVITATION_BULK_MAX,
  INVITATION_TTL_MS,
  importDateMessage,
  NAME_MAX_LENGTH,
  parseImportDate,
  readImportDateOrder,
} from '@taskflow/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { departments, invitations, roles, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { oneColumnMessage, readCsv } from '../../lib/csv';
import type { FileUpload } from '../../lib/multipart-form';
import { GRANT_EXCEEDS_OWN_MESSAGE, permissionsBeyond } from '../../lib/role-guard';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/types';
import { takenEmployeeCodes } from '../people';
import { checkInvitationQuota, type Deps, linkForInviter, sendInvitationMail } from './invitations.service';
import { resolveManagers } from './invited-managers';

interface RawRow {
  line: number;
  name: string;
  email: string;
  role: string;
  department: string;
  manager: string;
  joining: string;
  code: string;
}

const HEADERS: Record<Exclude<keyof RawRow, 'line'>, string[]> = {
  name: ['name', 'full name'],
  email: ['email', 'e-mail', 'email address'],
  role: ['role'],
  department: ['department'],
  manager: ['manager', 'reports to'],
  joining: ['joining date', 'joined on', 'joining day', 'start date', 'date of joining'],
  code: [
    'employee code',
    'employee id',
    'employee no',
    'employee number',
    'emp code',
    'emp id',
    'staff code',
    'staff id',
  ],
};

async function rowsOfCsv(file: FileUpload): Promise<RawRow[]> {
  const [header, ...rows] = await readCsv(file.buffer.toString('utf8'));
  const names = (header?.cells ?? []).map((name) => name.toLowerCase());
  const at = (key: keyof typeof HEADERS) => names.findIndex((name) => HEADERS[key].includes(name));
  const columns = {
    name: at('name'),
    email: at('email'),
    role: at('role'),
    department: at('department'),
    manager: at('manager'),
    joining: at('joining'),
    code: at('code'),
  };
  if (columns.email < 0)
    throw AppError.invalid({
      // A file read as one column most often has a separator we do not know: say that.
      file: names.length === 1 ? oneColumnMessage(header?.cells[0] ?? '') : 'The file needs an Email column',
    });
  return rows.map(({ line, cells }) => {
    // Quoted cells keep their spaces when read.
    const cell = (column: number) => (column < 0 ? '' : (cells[column] ?? '').trim());
    return {
      line,
      name: cell(columns.name),
      email: cell(columns.email),
      role: cell(columns.role),
      department: cell(columns.department),
      manager: cell(columns.manager),
      joining: cell(columns.joining),
      code: cell(columns.code),
    };
  });
}

/** A pasted list: addresses one a line or separated by commas or semicolons, each maybe "Name <address>". */
function rowsOfList(text: string): RawRow[] {
  return text
    .split(/[\n,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry, index) => {
      const named = /^"?([^"<>]*?)"?\s*<([^<>]+)>$/.exec(entry);
      return {
        line: index + 1,
        name: named?.[1]?.trim() ?? '',
        email: (named?.[2] ?? entry).trim(),
        role: '',
        department: '',
        manager: '',
        joining: '',
        code: '',
      };
    });
}

const byLower = <T>(list: T[], key: (item: T) => string) => {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item).trim().toLowerCase();
    map.set(k, [...(map.get(k) ?? []), item]);
  }
  return map;
};

/** The date order sent with the request ('' or absent: read from the file). */
function readDateOrder(text: string | undefined): ImportDateOrder | undefined {
  if (!text) return undefined;
  const parsed = ImportDateOrderSchema.safeParse(text);
  if (!parsed.success) throw AppError.invalid({ dateOrder: parsed.error.issues[0]?.message ?? '' });
  return parsed.data;
}

/**
 * Invites several people at once (issue 31): a pasted list or a CSV, checked row by row like one
 * invitation (address, not already a member, a role the inviter may give, department, joining day).
 * A manager may be a member or someone the same file invites, named in any order (issue 39). Joining
 * days are read in the order the file settles (31/12 or 12/31 anywhere in it) or the one chosen
 * (`dateOrder`), asked when nothing settles it. Without `commit` it answers the preview; with it, every
 * invitation is written in one transaction, or none when any row has an error; the mails go after the
 * commit.
 */
export async function bulkInvite(
  deps: Deps,
  auth: AuthContext,
  input: { emails?: string; file?: FileUpload; roleId?: string; dateOrder?: string; commit: boolean },
): Promise<BulkInvitationResult> {
  const orgId = requirePermission(auth, 'users.invite');
  const chosenOrder = readDateOrder(input.dateOrder);
  let raw: RawRow[];
  if (input.file && input.file.buffer.length > 0) {
    if (input.file.isTruncated) throw AppError.invalid({ file: 'The file must be at most 1 MB' });
    raw = await rowsOfCsv(input.file);
  } else if (input.emails?.trim()) raw = rowsOfList(input.emails);
  else throw AppError.invalid({ emails: 'Paste email addresses or choose a CSV file' });
  if (raw.length === 0) throw AppError.invalid({ file: 'The file has no rows' });
  if (raw.length > INVITATION_BULK_MAX)
    throw AppError.invalid({
      [input.file ? 'file' : 'emails']: `Invite at most ${INVITATION_BULK_MAX} people at a time`,
    });

  const emails = raw.map((row) => row.email.toLowerCase());
  const [roleRows, departmentRows, memberRows, accounts] = await Promise.all([
    deps.db
      .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.organizationId, orgId)),
    deps.db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.organizationId, orgId)),
    deps.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.organizationId, orgId), eq(users.isActive, true))),
    deps.db
      .select({ email: sql<string>`lower(${users.email})`, organizationId: users.organizationId })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails)),
  ]);
  // Employee codes must be free: no member has one, nor an invitation these rows do not replace.
  const takenCodes = await takenEmployeeCodes(deps.db, orgId, raw.map((row) => row.code).filter(Boolean), {
    exceptInvitationEmails: emails,
  });
  const roleByName = byLower(roleRows, (row) => row.name);
  const departmentByName = byLower(departmentRows, (row) => row.name);
  const accountOf = new Map(accounts.map((row) => [row.email, row.organizationId]));
  const defaultRole = roleRows.find((row) => row.id === input.roleId);
  const addresses = raw.map((row) => EmailSchema.safeParse(row.email));
  const managers = resolveManagers(
    raw.map((row, index) => {
      const address = addresses[index];
      return { email: address?.success ? address.data : '', name: row.name, manager: row.manager };
    }),
    memberRows,
  );
  const dates = readImportDateOrder(
    raw.flatMap((row) =>
      row.joining ? [{ value: row.joining, line: row.line, column: 'Joining Date' }] : [],
    ),
    chosenOrder,
  );

  const errors: BulkInvitationResult['errors'] = [];
  const preview: BulkInvitationResult['preview'] = [];
  const valid: {
    /** The row's place in the file, which an invited manager's row is named by. */
    index: number;
    line: number;
    email: string;
    name: string | null;
    roleId: string;
    departmentId: string | null;
    managerId: string | null;
    managerRow: number | null;
    joinedOn: string | null;
    employeeCode: string | null;
  }[] = [];
  const seen = new Set<string>();
  const seenCodes = new Set<string>();
  for (const [index, row] of raw.entries()) {
    const rowErrors: { field: string; message: string }[] = [];
    const fail = (field: string, message: string) => rowErrors.push({ field, message });
    const email = addresses[index] ?? EmailSchema.safeParse(row.email);
    if (!email.success) fail('Email', `"${row.email.slice(0, 80)}" is not a valid email address`);
    const address = email.success ? email.data : row.email.toLowerCase();
    if (email.success) {
      if (seen.has(address)) fail('Email', 'This address is in the list twice');
      else if (accountOf.get(address) === orgId) fail('Email', ALREADY_MEMBER_MESSAGE);
      seen.add(address);
    }
    if (row.name.length > NAME_MAX_LENGTH) fail('Name', `Name must be at most ${NAME_MAX_LENGTH} characters`);
    const named = row.role ? roleByName.get(row.role.toLowerCase()) : undefined;
    const role = row.role ? named?.[0] : defaultRole;
    if (row.role && !named) fail('Role', `No role named "${row.role.slice(0, 80)}"`);
    else if (!role) fail('Role', 'Choose a role');
    else if (permissionsBeyond(auth, role.permissions).length > 0) fail('Role', GRANT_EXCEEDS_OWN_MESSAGE);
    const department = row.department ? departmentByName.get(row.department.toLowerCase()) : undefined;
    if (row.department && !department)
      fail('Department', `No department named "${row.department.slice(0, 80)}"`);
    const manager = managers[index];
    if (manager && 'error' in manager) fail('Manager', manager.error);
    const managerRow = manager && 'row' in manager ? raw[manager.row] : undefined;
    const joined = row.joining ? parseImportDate(row.joining, { order: dates.order }) : {};
    if (row.joining && !joined.day) fail('Joining Date', importDateMessage(dates.order));
    const code = employeeCodeText().safeParse(row.code);
    if (!code.success) fail('Employee Code', code.error.issues[0]?.message ?? 'Enter a valid employee code');
    const employeeCode = code.success && code.data ? code.data : null;
    if (employeeCode) {
      const key = employeeCode.toLowerCase();
      if (seenCodes.has(key)) fail('Employee Code', 'This employee code is in the list twice');
      else if (takenCodes.has(key)) fail('Employee Code', takenCodes.get(key) as string);
      seenCodes.add(key);
    }

    for (const error of rowErrors) errors.push({ line: row.line, ...error });
    if (rowErrors.length || !role) continue;
    valid.push({
      index,
      line: row.line,
      email: address,
      name: row.name || null,
      roleId: role.id,
      departmentId: department?.[0]?.id ?? null,
      managerId: manager && 'member' in manager ? manager.member.id : null,
      managerRow: manager && 'row' in manager ? manager.row : null,
      joinedOn: joined.day ?? null,
      employeeCode,
    });
    preview.push({
      line: row.line,
      name: row.name || null,
      email: address,
      roleName: role.name,
      departmentName: department?.[0]?.name ?? null,
      managerName:
        manager && 'member' in manager
          ? manager.member.name
          : managerRow
            ? managerRow.name || managerRow.email.trim().toLowerCase()
            : null,
      isManagerInvited: Boolean(managerRow),
      joinedOn: joined.day ?? null,
      employeeCode,
      hasAccountElsewhere: Boolean(accountOf.get(address)),
      inviteUrl: null,
    });
  }
  const result = { isCommitted: false, rowCount: raw.length, errors, preview, dates };
  if (!input.commit || errors.length) return result;
  if (dates.question && !dates.isChosen)
    throw AppError.invalid({
      dateOrder: `Joining dates such as "${dates.question.value}" (line ${dates.question.line}) could be ${dates.question.dayFirst} or ${dates.question.monthFirst}: choose which`,
    });

  await checkInvitationQuota(deps.db, orgId, auth.userId, valid.length);
  const tokens = valid.map(() => newToken());
  // Ids chosen here, so an invitation can point at its manager's, written in the same statement.
  const ids = valid.map(() => randomUUID());
  const idOfRow = new Map(valid.map((row, position) => [row.index, ids[position] as string]));
  await deps.db.transaction(async (tx) => {
    // As for one invitation: a new one to the same address replaces the pending one.
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(invitations.organizationId, orgId),
          inArray(
            sql`lower(${invitations.email})`,
            valid.map((row) => row.email),
          ),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    await tx.insert(invitations).values(
      valid.map((row, position) => ({
        id: ids[position] as string,
        organizationId: orgId,
        email: row.email,
        name: row.name,
        roleId: row.roleId,
        departmentId: row.departmentId,
        managerId: row.managerId,
        managerInvitationId: row.managerRow === null ? null : (idOfRow.get(row.managerRow) ?? null),
        joinedOn: row.joinedOn,
        employeeCode: row.employeeCode,
        invitedById: auth.userId,
        tokenHash: hashToken(tokens[position] as string),
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })),
    );
  });
  for (const [index, row] of valid.entries())
    await sendInvitationMail(deps, orgId, auth.userId, row.email, tokens[index] as string);
  return {
    ...result,
    isCommitted: true,
    preview: preview.map((row, index) => ({
      ...row,
      inviteUrl: linkForInviter(deps.config, tokens[index] as string),
    })),
  };
}
