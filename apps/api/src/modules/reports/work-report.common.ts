/**
 * What the Time, Leave and Project Health reports share: the approved leave days of a range in SQL (the
 * working-day rule of `leaveDays` in modules/leave/leave-days.ts, written as a set: the work week, less
 * holidays, half days 0.5), range checks and the file answer.
 */
import type { Readable } from 'node:stream';
import { WORK_REPORT_MAX_DAYS } from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/types';
import { tableCsv, tableXlsx } from './exports/table';
import type { Table } from './exports/table-shape';

/**
 * One row per leave request and working day it covers inside `from`..`to`: (request_id, user_id,
 * leave_type_id, day, fraction). A day counts when it is in the organization's work week and not one of
 * its holidays; the From Date or To Date taken as a half day counts 0.5 (on a one-day leave either flag
 * makes it half), as the leave module costs a request.
 */
export function leaveDaysSql(options: {
  orgId: string;
  from: string;
  to: string;
  workWeek: readonly number[];
  statuses: readonly string[];
  /** An extra condition on the request `r`. */
  where?: SQL;
}): SQL {
  const { orgId, from, to, workWeek, statuses } = options;
  return sql`select r.id as request_id, r.user_id, r.leave_type_id, gs.day,
      (case when (gs.day = r.from_date and r.from_date_half) or (gs.day = r.to_date and r.to_date_half)
        then 0.5 else 1 end)::numeric as fraction
    from leave_requests r
    cross join lateral (
      select g::date as day
      from generate_series(greatest(r.from_date, ${from}::date), least(r.to_date, ${to}::date), interval '1 day') g
    ) gs
    where r.organization_id = ${orgId}::uuid
      and r.status = any(${sql.param([...statuses])}::text[])
      and r.from_date <= ${to}::date and r.to_date >= ${from}::date
      and extract(isodow from gs.day)::int = any(${sql.param([...workWeek])}::int[])
      and not exists (select 1 from holidays h where h.organization_id = r.organization_id and h.date = gs.day)
      ${options.where ? sql`and ${options.where}` : sql``}`;
}

export function rowsOfResult<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A range of at most a year, its end not before its start. */
export function checkRange(from: string, to: string) {
  if (to < from) throw AppError.invalid({ to: 'The end of the range cannot be before its start' });
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days >= WORK_REPORT_MAX_DAYS) throw AppError.invalid({ to: 'Choose a range of at most a year' });
}

export const num = (value: unknown) => Number(value ?? 0);
export const money = (value: number) => Math.round(value * 100) / 100;
/** Hours as files carry them: decimal numbers (decision 040). */
export { decimalHours as hours } from '@taskflow/shared';

export type WorkReportFormat = 'csv' | 'xlsx';
const FORMAT_PERMISSION = {
  csv: 'reports.download',
  pdf: 'reports.download',
  xlsx: 'reports.export',
} as const;
export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * Download (reports.download) gives the CSV and the PDF, Export Report (reports.export) the workbook;
 * checked first.
 */
export function requireFormat(auth: AuthContext, format: WorkReportFormat | 'pdf') {
  if (!auth.permissions.has(FORMAT_PERMISSION[format]))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
}

export function tableFile(
  table: Table,
  format: WorkReportFormat,
  base: string,
): { stream: Readable; fileName: string; contentType: string } {
  return {
    stream: format === 'csv' ? tableCsv(table) : tableXlsx(table),
    fileName: `${base}.${format}`,
    contentType: CONTENT_TYPES[format],
  };
}
