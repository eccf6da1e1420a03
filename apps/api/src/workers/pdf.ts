import { pipeline } from 'node:stream/promises';
import type { MessagePort } from 'node:worker_threads';
import { billingReportPdf } from '../modules/reports/exports/billing-report-pdf';
import { dashboardPdf } from '../modules/reports/exports/dashboard-pdf';
import { groupedPdf } from '../modules/reports/exports/pdf';
import { timeReportPdf } from '../modules/reports/exports/time-report-pdf';
import { invoicePdf } from './invoice-pdf';
import type { FromWorker } from './port-protocol';
import { chunksToPort, inbox } from './port-stream';
import { statementPdf } from './statement-pdf';

/**
 * The PDFs the pool writes, by kind: each takes the figures the main thread computed (plain data, copied
 * to the worker) and answers the ended document. Font loading, shaping and subsetting happen here, off
 * the event loop that answers requests.
 */
export const PDF_DOCUMENTS = {
  taskReport: groupedPdf,
  dashboard: dashboardPdf,
  timeReport: timeReportPdf,
  billingReport: billingReportPdf,
  invoice: invoicePdf,
  statement: statementPdf,
};
export type PdfKind = keyof typeof PDF_DOCUMENTS;
export type PdfInput<Kind extends PdfKind> = Parameters<(typeof PDF_DOCUMENTS)[Kind]>[0];

/** Writes the PDF of `kind` to `port` in chunks, no further ahead of the reader than it allows. */
export async function writePdfToPort<Kind extends PdfKind>(
  port: MessagePort,
  kind: Kind,
  input: PdfInput<Kind>,
): Promise<void> {
  const messages = inbox(port);
  const out = chunksToPort(port, messages);
  messages.onAbort(() => out.destroy(new Error('The download was abandoned')));
  const build = PDF_DOCUMENTS[kind] as (input: PdfInput<Kind>) => NodeJS.ReadableStream;
  await pipeline(build(input), out);
  port.postMessage({ type: 'done' } satisfies FromWorker);
}
