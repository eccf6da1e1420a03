/**
 * Employee codes (issue 39): the firm's own code for a member ("EMP-042"), unique within the organization
 * whatever its case. The database holds the rule for members (users_org_employee_code_idx); a code an
 * invitation carries is reserved for its invitee by the checks here, so the member who accepts finds it free.
 */
import { EMPLOYEE_CODE_TAKEN } from '@taskflow/shared';
import { and, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invitations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { violatedConstraint } from '../../lib/db-errors';

type Queryable = Db | Tx;

export const EMPLOYEE_CODE_INVITED = 'A pending invitation already gives this employee code';

/**
 * Runs a write that may give someone an employee code and answers a code another member holds (two
 * edits racing for one code meet at the unique index) on its field.
 */
export async function withEmployeeCodeRule<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error) === 'users_org_employee_code_idx')
      throw new AppError('CONFLICT', EMPLOYEE_CODE_TAKEN, { employeeCode: EMPLOYEE_CODE_TAKEN });
    throw error;
  }
}

/**
 * Which of `codes` are taken in the organization, by lower-cased code: by a member (other than `except`),
 * or by an invitation still waiting for its answer (other than those to `exceptInvitationEmails`, which new
 * invitations to the same addresses replace). The answer is the refusal to show.
 */
export async function takenEmployeeCodes(
  db: Queryable,
  orgId: string,
  codes: string[],
  options: { except?: string; exceptInvitationEmails?: string[]; invitations?: boolean } = {},
): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.map((code) => code.toLowerCase()))];
  const taken = new Map<string, string>();
  if (wanted.length === 0) return taken;
  const members = await db
    .select({ code: sql<string>`lower(${users.employeeCode})` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, orgId),
        inArray(sql`lower(${users.employeeCode})`, wanted),
        options.except ? sql`${users.id} <> ${options.except}` : undefined,
      ),
    );
  for (const { code } of members) taken.set(code, EMPLOYEE_CODE_TAKEN);
  if (options.invitations === false) return taken;
  const pending = await db
    .select({ code: sql<string>`lower(${invitations.employeeCode})` })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, orgId),
        inArray(sql`lower(${invitations.employeeCode})`, wanted),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
        options.exceptInvitationEmails?.length
          ? notInArray(
              sql`lower(${invitations.email})`,
              options.exceptInvitationEmails.map((email) => email.toLowerCase()),
            )
          : undefined,
      ),
    );
  for (const { code } of pending) if (!taken.has(code)) taken.set(code, EMPLOYEE_CODE_INVITED);
  return taken;
}

/** Refuses a code that is taken (see `takenEmployeeCodes`) with the reason on the employeeCode field. */
export async function assertEmployeeCodeFree(
  db: Queryable,
  orgId: string,
  code: string | null | undefined,
  options: { except?: string; exceptInvitationEmails?: string[] } = {},
) {
  if (!code) return;
  const reason = (await takenEmployeeCodes(db, orgId, [code], options)).get(code.toLowerCase());
  if (reason) throw new AppError('CONFLICT', reason, { employeeCode: reason });
}
