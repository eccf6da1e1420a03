import { type ChatSource, type Permission, todayIn } from '@taskflow/shared';
import type { Db } from '../../db/client';
import type { NameDirectory } from '../../lib/name-directory';
import { personToday } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { explicitPeriod, type Period, type PeriodName, periodOf } from './periods';

/**
 * What every data tool of the assistant shares (decision 016): the person asking, the shape of an
 * answer, and the period a question is about. A tool calls the API's own services as that person, so
 * their permission checks and reach apply unchanged; it never queries on its own.
 */
export interface DataDeps {
  db: Db;
  names: NameDirectory;
  auth: AuthContext;
}

export interface ToolResult {
  /** Markdown for the person (offline), and the facts the model answers from. */
  text: string;
  sources: ChatSource[];
}

/**
 * The period a tool is asked about: a named one, or days (a model's `from`/`to`, or what the offline
 * assistant read from the question, with its label).
 */
export interface PeriodArg {
  period?: PeriodName;
  from?: string;
  to?: string;
  /** How the offline assistant's question named it ("in December 2026"); never taken from a model. */
  label?: string;
}

export const has = (auth: AuthContext, permission: Permission) => auth.permissions.has(permission);

export function noAccess(what: string): ToolResult {
  return { text: `Your role does not give you access to ${what}, so I cannot answer that.`, sources: [] };
}

/** The refusal for someone without an organization, or null; the organization's id otherwise known. */
export function noOrganization(deps: DataDeps): ToolResult | null {
  return deps.auth.orgId ? null : noAccess('an organization yet (set one up first)');
}

/**
 * The asker's today (decision 050): their zone, else the organization's, so "this week" is the week
 * their timesheet shows. The UTC day for someone signed out or without an organization.
 */
export async function askerToday(deps: DataDeps | null): Promise<string> {
  return deps?.auth.orgId ? personToday(deps.db, deps.auth.orgId, deps.auth.userId) : todayIn('UTC');
}

/** The days of a period argument around the asker's today (the fallback when none is valid). */
export async function periodFor(deps: DataDeps, arg: PeriodArg, fallback: PeriodName): Promise<Period> {
  const explicit = explicitPeriod(arg.from, arg.to);
  if (explicit) return arg.label ? { ...explicit, label: arg.label } : explicit;
  return periodOf(arg.period ?? fallback, await askerToday(deps));
}

/** Minutes as the assistant says them: "7 h 05 min". */
export function hoursText(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
