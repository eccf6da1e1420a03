import type { Readable } from 'node:stream';
import { formatDateTime, REPORT_GROUPING_LABELS, type TaskReportQuery } from '@taskflow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pdfOffThread } from '../../lib/off-thread';
import { todayIn } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { detailedCsv, groupedCsv } from './exports/csv';
import { DATE_BASIS_LABELS } from './exports/pdf';
import { detailedXlsx, groupedXlsx } from './exports/xlsx';
import { namedFilterLines } from './filter-names';
import {
  detailedContextOf,
  detailedPage,
  detailedRead,
  groupedTaskReport,
  type ReportContext,
  reportContextOf,
} from './task-report.query';

/** Custom groupings and columns are generating a report of one's own (reports.generate). */
async function contextFor(db: Db, auth: AuthContext, query: TaskReportQuery): Promise<ReportContext> {
  const context = await reportContextOf(db, auth, query);
  if (query.type === 'custom' && !auth.permissions.has('reports.generate'))
    throw new AppError('FORBIDDEN', 'You do not have permission to generate custom reports');
  return context;
}

export async function runTaskReport(db: Db, auth: AuthContext, query: TaskReportQuery) {
  return groupedTaskReport(db, await contextFor(db, auth, query), query);
}

export async function runDetailedPage(
  db: Db,
  auth: AuthContext,
  query: TaskReportQuery,
  page: number,
  pageSize: number,
) {
  const context = await detailedContextOf(db, auth, await contextFor(db, auth, query));
  return detailedPage(db, context, query, page, pageSize);
}

export type ReportFormat = 'csv' | 'xlsx' | 'pdf';
const FORMAT_PERMISSION = {
  csv: 'reports.download',
  pdf: 'reports.download',
  xlsx: 'reports.export',
} as const;

/**
 * A report file. Download (reports.download) gives the CSV and the PDF; Export Report (reports.export,
 * Reports Extended) gives the Excel workbook. Every check runs before the first byte, so a refusal is a
 * proper error answer. Detailed files stream from the database a page at a time.
 */
export async function taskReportFile(
  db: Db,
  auth: AuthContext,
  query: TaskReportQuery,
  format: ReportFormat,
): Promise<{ stream: Readable; fileName: string; contentType: string }> {
  const context = await contextFor(db, auth, query);
  if (!auth.permissions.has(FORMAT_PERMISSION[format]))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  const stamp = todayIn(context.zone);
  const base = `task-report-${query.type}-${stamp}`;
  const types = {
    csv: 'text/csv; charset=utf-8',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pdf: 'application/pdf',
  };
  const result = (stream: Readable) => ({
    stream,
    fileName: `${base}.${format}`,
    contentType: types[format],
  });
  if (query.type === 'detailed') {
    if (format === 'pdf')
      throw new AppError('VALIDATION_FAILED', 'The PDF is made for the Summary and Custom reports');
    const read = detailedRead(await detailedContextOf(db, auth, context), query);
    return result(format === 'csv' ? detailedCsv(db, read) : detailedXlsx(db, read));
  }
  const report = await groupedTaskReport(db, context, query);
  if (format === 'csv') return result(groupedCsv(report));
  if (format === 'xlsx') return result(groupedXlsx(report));
  return result(
    pdfOffThread('taskReport', {
      report,
      heading: {
        organizationName: context.organizationName,
        filters: await filterLines(db, context.reach.orgId, query, report.groupBy),
        generatedAt: formatDateTime(report.generatedAt, { timeZone: context.zone }),
      },
    }),
  );
}

/** The filters written on the PDF, with names instead of ids (scoped to the organization). */
async function filterLines(
  db: Db,
  orgId: string,
  query: TaskReportQuery,
  groupBy: string[],
): Promise<string[]> {
  const lines: string[] = [];
  if (query.from || query.to)
    lines.push(`${DATE_BASIS_LABELS[query.dateBasis]}: ${query.from ?? '…'} to ${query.to ?? '…'}`);
  lines.push(...(await namedFilterLines(db, orgId, query)));
  if (query.priority?.length) lines.push(`Priority: ${query.priority.join(', ')}`);
  if (query.taskType) lines.push(`Task Type: ${query.taskType}`);
  if (query.workType) lines.push(`Work Type: ${query.workType}`);
  lines.push(
    `Grouped by: ${groupBy.map((grouping) => REPORT_GROUPING_LABELS[grouping as keyof typeof REPORT_GROUPING_LABELS]).join(', ')}`,
  );
  return lines;
}
