import { once } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import { stringify } from 'csv-stringify';
import type { FromWorker } from './port-protocol';
import { chunksToPort, inbox, rowBatchesFrom } from './port-stream';

/**
 * Writes a CSV (a BOM so Excel reads UTF-8, the header, then the rows as the main thread hands them over)
 * to `port`. A cell a spreadsheet would read as a formula (= + - @ tab CR) is escaped, and commas, quotes
 * and line breaks are quoted, by csv-stringify.
 */
export async function writeCsvToPort(port: MessagePort, columns: string[]): Promise<void> {
  const messages = inbox(port);
  const out = chunksToPort(port, messages);
  const csv = stringify({ header: true, columns, escape_formulas: true, bom: true });
  csv.pipe(out);
  for await (const batch of rowBatchesFrom(port, messages, csv)) for (const row of batch.rows) csv.write(row);
  csv.end();
  if (!out.writableFinished) await once(out, 'finish');
  if (messages.isAborted()) throw new Error('The download was abandoned');
  port.postMessage({ type: 'done' } satisfies FromWorker);
}
