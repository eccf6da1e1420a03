import {
  type CustomerFieldsSchema,
  customerFieldProblems,
  type FieldErrors,
  GSTIN_TAKEN_MESSAGE,
  gstinParts,
  RESPONSIBLE_INVALID,
} from '@taskflow/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { customers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors';
import { inKnownSpelling, knownTagSpellings } from './customer-tags';

type CustomerRow = typeof customers.$inferSelect;
export type CustomerValues = z.output<typeof CustomerFieldsSchema>;

/** The database's guard of one client per GSTIN (customers_org_gstin_idx). */
const GSTIN_INDEX = 'customers_org_gstin_idx';

/** Tags and contacts travel in a form as JSON lists; blank is an empty list, anything else is refused. */
function decodeList(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Field errors of a schema's issues: a contact's by its place (`contacts.0.email`), others by field. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[0] === 'contacts' ? issue.path.join('.') : String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A form's text fields as the customer schema reads them (the lists decoded). */
export function customerFormInput(rawFields: Record<string, string>): Record<string, unknown> {
  return { ...rawFields, tags: decodeList(rawFields.tags), contacts: decodeList(rawFields.contacts) };
}

/**
 * The fields firms use as a save leaves them: what was sent, and what the client has for what was not
 * (nothing for a new one). A GSTIN gives the PAN it holds when none is given. Its problems: a GSTIN
 * holding another PAN, a year end's day its month does not have.
 */
export function practiceOf(values: CustomerValues, current?: CustomerRow) {
  const pick = <K extends keyof CustomerRow & keyof CustomerValues>(key: K, fallback: CustomerRow[K]) =>
    (values[key] !== undefined ? values[key] : (current?.[key] ?? fallback)) as CustomerRow[K];
  const gstin = pick('gstin', null);
  const settled = {
    entityType: pick('entityType', null),
    pan: pick('pan', null) ?? (gstin ? gstinParts(gstin).pan : null),
    gstin,
    gstStateCode: gstin ? gstinParts(gstin).stateCode : null,
    tan: pick('tan', null),
    fyEndMonth: pick('fyEndMonth', 3),
    fyEndDay: pick('fyEndDay', 31),
    tags: pick('tags', []),
    responsibleId: pick('responsibleId', null),
  };
  return { settled, problems: customerFieldProblems(settled) };
}
export type SettledPractice = ReturnType<typeof practiceOf>['settled'];

/** practiceOf for a save: its problems refuse it. */
export function settledPractice(values: CustomerValues, current?: CustomerRow): SettledPractice {
  const { settled, problems } = practiceOf(values, current);
  if (Object.keys(problems).length) throw AppError.invalid(problems);
  return settled;
}

/**
 * What a save checks against the organization, in its transaction: a newly chosen responsible member
 * is an active member, a GSTIN is not another client's (the unique index has the last word, see
 * `gstinConflict`); tags take the organization's spelling.
 */
export async function checkedAgainstOrganization(
  tx: Tx,
  orgId: string,
  settled: SettledPractice,
  current?: CustomerRow,
): Promise<SettledPractice> {
  if (settled.responsibleId && settled.responsibleId !== current?.responsibleId) {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.id, settled.responsibleId), eq(users.organizationId, orgId), eq(users.isActive, true)),
      );
    if (!member) throw AppError.invalid({ responsibleId: RESPONSIBLE_INVALID });
  }
  if (settled.gstin && settled.gstin !== current?.gstin) {
    const [holder] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.organizationId, orgId),
          eq(customers.gstin, settled.gstin),
          current ? ne(customers.id, current.id) : undefined,
        ),
      )
      .limit(1);
    if (holder) throw gstinTaken();
  }
  const tags = settled.tags.length ? inKnownSpelling(settled.tags, await knownTagSpellings(tx, orgId)) : [];
  return { ...settled, tags };
}

const gstinTaken = () => new AppError('CONFLICT', GSTIN_TAKEN_MESSAGE, { gstin: GSTIN_TAKEN_MESSAGE });

/** A save that lost the race for a GSTIN to another one answers as if it had been checked first. */
export function gstinConflict(error: unknown): unknown {
  return isUniqueViolation(error) && violatedConstraint(error) === GSTIN_INDEX ? gstinTaken() : error;
}
