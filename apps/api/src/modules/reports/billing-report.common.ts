/**
 * What the billing reports (issue 42, item 6) share: who may read them (View Report and Rates and
 * Billing: every figure is an amount), the organization's day, currency and rounding, how an entry's
 * current rate is read in minor units, and how minutes are valued (once per group of one rate, with
 * packages/shared `minutesValue`, as a draft invoice values a time line).
 */
import { currencyDigits, minutesValue } from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks, timeEntries } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { todayIn } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { rateMinorSql } from '../billing';
import { organizationSettings } from '../time';
import { checkRange, num } from './work-report.common';

/**
 * The caller's organization and its settings, after checking View Report and Rates and Billing (a report
 * of amounts is refused whole without the latter: there is nothing left to show).
 */
export async function billingReportContext(db: Db, auth: AuthContext) {
  requirePermission(auth, 'reports.view');
  const orgId = requirePermission(auth, 'time.billing');
  const settings = await organizationSettings(db, orgId);
  return {
    orgId,
    zone: settings.zone,
    currency: settings.currency,
    roundingMinutes: settings.roundingMinutes,
    today: todayIn(settings.zone),
    /** Digits of the currency (hourly rates are stored as decimal units). */
    digits: currencyDigits(settings.currency),
  };
}
export type BillingReportContext = Awaited<ReturnType<typeof billingReportContext>>;

/** A range of issue dates: the current month to today when none is given, at most a year. */
export function billingRange(query: { from?: string; to?: string }, today: string) {
  const from = query.from ?? `${today.slice(0, 7)}-01`;
  const to = query.to ?? today;
  checkRange(from, to);
  return { from, to };
}

/** Joins the current rates (`pr` the project's, `ur` the person's) of time of that project and person. */
export function rateJoinsOn(projectId: SQL, userId: SQL): SQL {
  return sql`left join hourly_rates pr on pr.project_id = ${projectId}
  left join hourly_rates ur on ur.user_id = ${userId}`;
}

/** An entry's current rates, onto a statement over `time_entries` joined with `tasks`. */
export const rateJoins = rateJoinsOn(sql`${tasks.projectId}`, sql`${timeEntries.userId}`);

/**
 * The entry's current hourly rate in minor units (the project's, else the person's), or null when neither
 * is set: converted once, as billing converts it for a draft's time line.
 */
export function entryRateMinorSql(context: BillingReportContext): SQL {
  return rateMinorSql(sql`coalesce(pr.hourly_rate, ur.hourly_rate)`, context.digits);
}

/**
 * The same valuation in SQL, for a statement that must rank by value before rows leave the database:
 * `minutesValue` (minutes × rate ÷ 60, half up) for the non-negative minutes and rates it is given, and 0
 * without a rate (its minutes count as unrated).
 */
export function minutesValueSql(minutes: SQL, rateMinor: SQL): SQL {
  return sql`case when ${rateMinor} is null then 0 else round(${minutes} * ${rateMinor} / 60.0) end`;
}

/** Minutes of one rate valued: the amount (rounded once, half up), or all unrated when there is no rate. */
export function valueMinutes(minutes: number, rateMinor: number | null) {
  return rateMinor === null
    ? { valueMinor: 0, unratedMinutes: minutes }
    : { valueMinor: minutesValue(minutes, rateMinor), unratedMinutes: 0 };
}

/** Names in order, case and accents aside (one collator: `localeCompare` with options makes one a call). */
export const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;
/** Days and ids in order, as their characters sort. */
export const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A rate read from a row (bigint arrives as text from PostgreSQL), or null. */
export const rateOf = (value: unknown): number | null => (value == null ? null : num(value));
