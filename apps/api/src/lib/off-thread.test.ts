/**
 * Issue 38, item 3: parsing an upload and writing a workbook run on the CPU pool, so a colleague's
 * request is answered while they run (told by order, not by time: the light answer arrives while
 * parses are still waiting on the pool).
 */

import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, newOrganization, sendForm } from '../test/org-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { CSV_MAX_COLUMNS } from './csv';
import { cpuPoolStats, workbookOffThread } from './off-thread';

describe('CPU-bound work off the event loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers a colleague's page while six wide CSV previews wait on the pool", async () => {
    const acme = await newOrganization(t, 'Acme Advisors');
    const globex = await newOrganization(t, 'Globex Audit');
    const other = await newOrganization(t, 'Initech');
    const importers = [acme.admin, await acme.member('Admin'), await acme.member('Admin')];
    importers.push(globex.admin, await globex.member('Admin'), await globex.member('Admin'));
    // As wide as allowed and about 150,000 cells: the costliest file the importer still reads.
    const header = Array.from({ length: CSV_MAX_COLUMNS }, (_, index) => `Column ${index}`).join(',');
    const row = Array.from({ length: CSV_MAX_COLUMNS }, (_, index) => `v${index}`).join(',');
    const file = Buffer.from(`${header}\n${`${row}\n`.repeat(740)}`);
    const before = cpuPoolStats().completed;

    const previews = importers.map((person) =>
      sendForm(t, person.cookie, 'POST', '/tasks/import', {
        file: { name: 'wide.csv', type: 'text/csv', data: file },
      }),
    );
    const light = await call(t, other.admin.cookie, 'GET', '/users/me');
    expect(light.statusCode).toBe(200);
    // The page was answered before the pool had finished the six parses.
    expect(cpuPoolStats().completed - before).toBeLessThan(importers.length);

    for (const preview of await Promise.all(previews)) {
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data.columns).toHaveLength(CSV_MAX_COLUMNS);
    }
    expect(cpuPoolStats().completed - before).toBe(importers.length);
  });

  it('writes a workbook on the pool from rows handed over as it asks, totals in bold last', async () => {
    const before = cpuPoolStats().completed;
    let handedOver = 0;
    function* rows() {
      for (let index = 0; index < 20_000; index++) {
        handedOver++;
        yield [`Task ${index}`, index, '2026-11-28'];
      }
    }
    const stream = workbookOffThread(
      { sheetName: 'Rows', header: ['Title', 'Number', 'Day'], widths: [20, 10, 12], dateColumns: [2] },
      rows(),
      [['=Total', 20_000, '']],
    );
    const bytes = await buffer(stream);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(handedOver).toBe(20_000);
    // The task settles on the pool just after its last chunk.
    await vi.waitFor(() => expect(cpuPoolStats().completed - before).toBe(1));
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Rows');
    expect(sheet?.rowCount).toBe(20_002);
    expect(sheet?.getRow(2).getCell(3).value).toEqual(new Date('2026-11-28T00:00:00Z'));
    // Every data cell by its kind: text and numbers in the General format, days as dates, none bold.
    for (const at of [2, 10_000, 20_001]) {
      const row = sheet?.getRow(at);
      const cells = [1, 2, 3].map((column) => row?.getCell(column));
      expect(cells.map((cell) => [cell?.numFmt, cell?.font?.bold])).toEqual([
        [undefined, undefined],
        [undefined, undefined],
        ['yyyy-mm-dd', undefined],
      ]);
    }
    const total = sheet?.getRow(20_002);
    expect(total?.getCell(1).value).toBe("'=Total");
    expect(total?.font?.bold).toBe(true);
  });

  it('stops the rows and the worker when the reader goes away', async () => {
    let handedOver = 0;
    let isClosed = false;
    function* rows() {
      try {
        for (let index = 0; ; index++) {
          handedOver++;
          yield [`Task ${index}`, index];
        }
      } finally {
        isClosed = true;
      }
    }
    const stream = workbookOffThread(
      { sheetName: 'Rows', header: ['Title', 'Number'], widths: [20, 10] },
      rows(),
    );
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isClosed).toBe(true);
    const handedAtClose = handedOver;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(handedOver).toBe(handedAtClose);
  });
});
