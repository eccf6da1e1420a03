import { once } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import { stringify } from 'csv-stringify';
import { batchesFromDatabase, type DatabaseRows } from './database-rows';
import type { FromWorker } from './port-protocol';
import { chunksToPort, inbox, rowBatchesFrom } from './port-stream';

/**
 * Writes a CSV (a BOM so Excel reads UTF-8, the header, then the rows as the main thread hands them over,
 * or as it reads them itself from `source`) to `port`. A cell a spreadsheet would read as a formula (= + - @ tab CR) is escaped, and commas, quotes
 * and line breaks are quoted, by csv-stringify.
 */
export async function writeCsvToPort(
  port: MessagePort,
  columns: string[],
  source?: DatabaseRows,
): Promise<void> {
  const messages = inbox(port);
  const out = chunksToPort(port, messages);
  const csv = stringify({ header: true, columns, escape_formulas: true, bom: true });
  csv.pipe(out);
  const batches = source ? batchesFromDatabase(source, messages, csv) : rowBatchesFrom(port, messages, csv);
  for await (const batch of batches) for (const row of batch.rows) csv.write(row);
  csv.end();
  if (!out.writableFinished) await once(out, 'finish');
  if (messages.isAborted()) throw new Error('The download was abandoned');
  port.postMessage({ type: 'done' } satisfies FromWorker);
}
