import { formatMinutes, noRateNote, type TimeReport } from '@taskflow/shared';
import { endPdf, type PdfHeading, pdfNote, pdfSection, pdfTable, startPdf } from '../../../lib/pdf/layout';
import { timeReportHeader, timeReportRows, UTILISATION_HEADER, utilisationRows } from './time-report-table';

export const TIME_REPORT_PDF_TITLE = 'Time and money report';

/** Amounts with two decimals in the currency's grouping (the header names the currency). */
function amountFormat(currency: string) {
  const format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (amount: number) => format.format(amount);
}

/**
 * The Time and money report as PDF, written on the CPU pool (workers/pdf.ts) from the same object as
 * GET /reports/time: the hours table with its grand total (amounts only when the report carries them;
 * "no rate set" where unbilled time has no rate, and a note saying how much), then utilisation per
 * person. Hours read h:mm, as on the screen (decision 040).
 */
export function timeReportPdf({ report, heading }: { report: TimeReport; heading: PdfHeading }) {
  const doc = startPdf(TIME_REPORT_PDF_TITLE, heading, 'landscape');
  const { header, keyCount } = timeReportHeader(report);
  const { rows, total } = timeReportRows(report, {
    hours: formatMinutes,
    amount: amountFormat(report.currency),
  });
  pdfSection(doc, 'Hours by group');
  if (rows.length === 0) pdfNote(doc, 'No time was logged in these dates.');
  pdfTable(doc, { header, rows, total, keyCount, numberWidth: 66 });
  if ((report.total.unratedMinutes ?? 0) > 0)
    pdfNote(doc, noRateNote(formatMinutes(report.total.unratedMinutes ?? 0)));

  pdfSection(doc, 'Utilisation');
  pdfNote(
    doc,
    `Billable hours over capacity: the working days from the range's start, or from the person's joining day, less holidays and approved leave, times a standard day of ${formatMinutes(report.standardDayMinutes)} hours.`,
  );
  const utilisation = utilisationRows(report);
  pdfTable(doc, { header: UTILISATION_HEADER, ...utilisation, keyCount: 2, numberWidth: 90 });
  return endPdf(doc);
}
