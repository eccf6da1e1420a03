import { type REPORT_DATE_BASES, TASK_REPORT_TITLE, type TaskReport } from '@taskflow/shared';
import { endPdf, type PdfHeading, pdfTable, startPdf } from '../../../lib/pdf/layout';
import { groupedTable } from './cells';

/**
 * The Task Report as PDF (written on the CPU pool: workers/pdf.ts): title, organization, filters,
 * generation time in the organization's zone, the table (header repeated on every page) with its grand
 * total, and "Page X of Y" (a grouped report is one row per group, not per task).
 */
export function groupedPdf({ report, heading }: { report: TaskReport; heading: PdfHeading }) {
  const doc = startPdf(TASK_REPORT_TITLE, heading, 'landscape');
  const { header, rows, total } = groupedTable(report);
  pdfTable(doc, { header, rows, total, keyCount: report.groupBy.length });
  return endPdf(doc);
}

export const DATE_BASIS_LABELS: Record<(typeof REPORT_DATE_BASES)[number], string> = {
  created: 'Created',
  due: 'Due date',
  completed: 'Completed',
};
