import { todayIn } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holidays } from '../../db/schema';
import { multipart } from '../../test/http';
import { call, FIXTURE_ZONE, newOrganization } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listHolidayDates } from './holidays.service';

let t: TestApp;
let org: Awaited<ReturnType<typeof newOrganization>>;
beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t);
});
afterAll(() => t.close());

async function addHoliday(date: string, name: string, cookie = org.admin.cookie) {
  const response = await call(t, cookie, 'POST', '/holidays', { date, name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; date: string; name: string };
}

function importCsv(csv: string, cookie = org.admin.cookie, query = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/holidays/import${query}`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: csv,
  });
}

async function datesOf(orgId: string) {
  const rows = await t.db
    .select({ date: holidays.date })
    .from(holidays)
    .where(eq(holidays.organizationId, orgId));
  return rows.map((row) => row.date).sort();
}

describe('holiday list', () => {
  it('adds holidays and lists one year by date', async () => {
    const local = await newOrganization(t, 'Calendar Co');
    await addHoliday('2026-10-02', 'Gandhi Jayanti', local.admin.cookie);
    await addHoliday('2026-01-26', 'Republic Day', local.admin.cookie);
    await addHoliday('2027-01-26', 'Republic Day', local.admin.cookie);
    await addHoliday('2025-12-25', 'Christmas Day', local.admin.cookie);

    const year = await call(t, local.admin.cookie, 'GET', '/holidays?year=2026');
    expect(year.statusCode).toBe(200);
    expect(year.json().data.map((h: { date: string; name: string }) => [h.date, h.name])).toEqual([
      ['2026-01-26', 'Republic Day'],
      ['2026-10-02', 'Gandhi Jayanti'],
    ]);
    const next = await call(t, local.admin.cookie, 'GET', '/holidays?year=2027');
    expect(next.json().data).toHaveLength(1);
    const thisYear = await call(t, local.admin.cookie, 'GET', '/holidays');
    expect(
      thisYear
        .json()
        .data.every((h: { date: string }) => h.date.startsWith(todayIn(FIXTURE_ZONE).slice(0, 4))),
    ).toBe(true);
    // At 20:00 UTC on 31 December the organization (Asia/Kolkata) is already in the new year.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-12-31T20:00:00Z') });
    try {
      const newYear = await call(t, local.admin.cookie, 'GET', '/holidays');
      expect(newYear.json().data.map((h: { date: string }) => h.date)).toEqual(['2026-01-26', '2026-10-02']);
    } finally {
      vi.useRealTimers();
    }
    const bad = await call(t, local.admin.cookie, 'GET', '/holidays?year=20226');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Year must be between 2000 and 2100');

    // What the leave module counts with: both ends included, in order, this organization only.
    expect(await listHolidayDates(t.db, local.orgId, '2025-12-25', '2026-10-02')).toEqual([
      '2025-12-25',
      '2026-01-26',
      '2026-10-02',
    ]);
    expect(await listHolidayDates(t.db, local.orgId, '2026-01-27', '2026-10-01')).toEqual([]);
    expect(await listHolidayDates(t.db, org.orgId, '2025-01-01', '2027-12-31')).not.toContain('2026-10-02');
  });

  it('validates every field and refuses a second holiday on the same date', async () => {
    const empty = await call(t, org.admin.cookie, 'POST', '/holidays', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields).toEqual({
      date: 'Date is required',
      name: 'Holiday name is required',
    });
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holidays',
      headers: { cookie: org.admin.cookie },
    });
    expect(noBody.json().error.details.fields).toEqual({
      date: 'Date is required',
      name: 'Holiday name is required',
    });
    const invalid = await call(t, org.admin.cookie, 'POST', '/holidays', {
      date: '2026-02-29',
      name: 'N'.repeat(101),
    });
    expect(invalid.json().error.details.fields).toEqual({
      date: 'Enter a valid date (YYYY-MM-DD)',
      name: 'Holiday name must be at most 100 characters',
    });

    await addHoliday('2026-08-15', 'Independence Day');
    const duplicate = await call(t, org.admin.cookie, 'POST', '/holidays', {
      date: '2026-08-15',
      name: 'Again',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      error: { code: 'CONFLICT', details: { fields: { date: 'There is already a holiday on this date' } } },
      message: 'There is already a holiday on this date',
    });
  });

  it('edits and deletes a holiday; moving it onto a taken date is refused', async () => {
    const diwali = await addHoliday('2026-11-08', 'Diwali');
    await addHoliday('2026-11-24', "Guru Nanak's Birthday");
    const edited = await call(t, org.admin.cookie, 'PATCH', `/holidays/${diwali.id}`, {
      date: '2026-11-09',
      name: 'Diwali (Deepavali)',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      id: diwali.id,
      date: '2026-11-09',
      name: 'Diwali (Deepavali)',
    });
    // Saving it unchanged is not a clash with itself.
    const same = await call(t, org.admin.cookie, 'PATCH', `/holidays/${diwali.id}`, {
      date: '2026-11-09',
      name: 'Diwali',
    });
    expect(same.statusCode).toBe(200);
    const clash = await call(t, org.admin.cookie, 'PATCH', `/holidays/${diwali.id}`, {
      date: '2026-11-24',
      name: 'Diwali',
    });
    expect(clash.statusCode).toBe(409);
    const invalid = await call(t, org.admin.cookie, 'PATCH', `/holidays/${diwali.id}`, {
      date: '',
      name: '',
    });
    expect(invalid.json().error.details.fields).toEqual({
      date: 'Date is required',
      name: 'Holiday name is required',
    });

    expect((await call(t, org.admin.cookie, 'DELETE', `/holidays/${diwali.id}`)).statusCode).toBe(204);
    expect((await call(t, org.admin.cookie, 'DELETE', `/holidays/${diwali.id}`)).statusCode).toBe(404);
    expect(await datesOf(org.orgId)).not.toContain('2026-11-09');
  });
});

describe('CSV import', () => {
  it('imports every row of a valid file (text/csv), quoted names and a BOM included', async () => {
    const local = await newOrganization(t, 'Import Co');
    const csv =
      '\uFEFFdate,name\r\n2026-01-26,Republic Day\r\n\r\n2026-03-04,"Holi, festival of colours"\r\n2026-08-15,Independence Day\r\n';
    const response = await importCsv(csv, local.admin.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.imported).toBe(3);
    expect(response.json().data.holidays.map((h: { name: string }) => h.name)).toEqual([
      'Republic Day',
      'Holi, festival of colours',
      'Independence Day',
    ]);
    expect(await datesOf(local.orgId)).toEqual(['2026-01-26', '2026-03-04', '2026-08-15']);
  });

  it('reads a multipart file and columns in any order', async () => {
    const local = await newOrganization(t, 'Multipart Co');
    const form = await multipart({
      file: {
        name: 'holidays.csv',
        type: 'text/csv',
        data: Buffer.from('Name,Date\nChristmas Day,2026-12-25\n'),
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holidays/import',
      headers: { cookie: local.admin.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      imported: 1,
      holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
    });
  });

  it('imports nothing when any row is bad, and names each bad row', async () => {
    const local = await newOrganization(t, 'Strict Co');
    await addHoliday('2026-10-02', 'Gandhi Jayanti', local.admin.cookie);
    const csv = [
      'date,name',
      '2026-01-26,Republic Day', // row 2: fine
      ',Holi', // row 3: no date
      '2026-04-03,', // row 4: no name
      '2026-02-30,Not a day', // row 5
      '2026-01-26,Republic Day again', // row 6: twice in the file
      '2026-10-02,Gandhi Jayanti', // row 7: already on the list
      '2026-08-15,Independence Day', // row 8: fine
      `2026-09-04,${'J'.repeat(101)}`, // row 9
      '2026-10-20', // row 10: one column only
    ].join('\n');
    const response = await importCsv(csv, local.admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toBe('Row 3: Date is required');
    expect(Object.values(response.json().error.details.fields)).toEqual([
      'Row 3: Date is required',
      'Row 4: Holiday name is required',
      'Row 5: Use a date such as 2026-12-31 or 31/12/2026',
      'Row 6: 2026-01-26 is already listed in row 2',
      'Row 7: There is already a holiday on 2026-10-02 (Gandhi Jayanti)',
      'Row 9: Holiday name must be at most 100 characters',
      'Row 10: Holiday name is required',
    ]);
    expect(Object.keys(response.json().error.details.fields)[0]).toBe('rows.3.date');
    expect(await datesOf(local.orgId)).toEqual(['2026-10-02']);
  });

  it('reads 26/01/2027 and a semicolon file as Excel writes it; asks the order nothing in the file settles', async () => {
    const local = await newOrganization(t, 'Day First Co');
    const excel = 'Date;Name\r\n26/01/2027;Republic Day\r\n02/10/2027;Gandhi Jayanti\r\n';
    const imported = await importCsv(excel, local.admin.cookie);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(await datesOf(local.orgId)).toEqual(['2027-01-26', '2027-10-02']);

    const american = 'date,name\n07/04/2027,Independence Day\n';
    const asked = await importCsv(american, local.admin.cookie);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error.details.fields).toEqual({
      dateOrder: 'Dates such as "07/04/2027" (row 2) could be 7 April 2027 or 4 July 2027: choose which',
    });
    const answered = await importCsv(american, local.admin.cookie, '?dateOrder=mdy');
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().data.holidays).toMatchObject([{ date: '2027-07-04', name: 'Independence Day' }]);

    const colons = await importCsv('date:name\n2027-12-25:Christmas\n', local.admin.cookie);
    expect(colons.json().error.details.fields).toEqual({
      file: 'The file has one column ("date:name"): separate its columns with commas, semicolons or tabs',
    });
  });

  it('refuses a file without the header, without rows, unreadable or too long', async () => {
    const noHeader = await importCsv('2026-01-26,Republic Day\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().error.details.fields).toEqual({
      file: 'The first row must be the header "date,name"',
    });
    const empty = await importCsv('');
    expect(empty.json().error.details.fields).toEqual({
      file: 'The first row must be the header "date,name"',
    });
    const headerOnly = await importCsv('date,name\n');
    expect(headerOnly.json().error.details.fields).toEqual({
      file: 'The file has no holiday rows below its header',
    });
    const unreadable = await importCsv('date,name\n2026-01-26,"Republic Day\n');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.details.fields.file).toMatch(/not a readable CSV/);
    const rows = Array.from({ length: 501 }, (_, i) => `${2000 + Math.floor(i / 300)}-01-01,Day ${i}`);
    const tooMany = await importCsv(`date,name\n${rows.join('\n')}`);
    expect(tooMany.json().error.details.fields).toEqual({ file: 'A file may hold at most 500 holidays' });
    const noFile = await multipart({ note: 'no file here' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holidays/import',
      headers: { cookie: org.admin.cookie, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.json().error.details.fields).toEqual({ file: 'Choose a CSV file to import' });
    const json = await call(t, org.admin.cookie, 'POST', '/holidays/import', { date: '2026-01-01' });
    expect(json.statusCode).toBe(415);
    const huge = await importCsv(`date,name\n${'2026-01-01,x\n'.repeat(12_000)}`);
    expect(huge.statusCode).toBe(413);
    const hugeForm = await multipart({
      file: {
        name: 'big.csv',
        type: 'text/csv',
        data: Buffer.from(`date,name\n${'2026-01-01,x\n'.repeat(12_000)}`),
      },
    });
    const hugeFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holidays/import',
      headers: { cookie: org.admin.cookie, ...hugeForm.headers },
      payload: hugeForm.payload,
    });
    expect(hugeFile.statusCode).toBe(400);
    expect(hugeFile.json().error.details.fields).toEqual({ file: 'The file must be at most 128 KB' });
  });
});

describe('permissions and tenancy', () => {
  it('answers 403 without each permission; import needs holidays.create', async () => {
    const holiday = await addHoliday('2026-05-01', 'Buddha Purnima');
    const nothing = await org.memberWith([]);
    const viewer = await org.memberWith(['holidays.view']);
    expect((await call(t, nothing.cookie, 'GET', '/holidays')).statusCode).toBe(403);
    expect((await call(t, viewer.cookie, 'GET', '/holidays?year=2026')).statusCode).toBe(200);
    expect(
      (await call(t, viewer.cookie, 'POST', '/holidays', { date: '2026-06-26', name: 'Muharram' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, viewer.cookie, 'PATCH', `/holidays/${holiday.id}`, { date: '2026-05-01', name: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await call(t, viewer.cookie, 'DELETE', `/holidays/${holiday.id}`)).statusCode).toBe(403);
    expect((await importCsv('date,name\n2026-06-26,Muharram\n', viewer.cookie)).statusCode).toBe(403);

    const editor = await org.memberWith(['holidays.edit']);
    const edited = await call(t, editor.cookie, 'PATCH', `/holidays/${holiday.id}`, {
      date: '2026-05-01',
      name: 'Buddha Purnima / May Day',
    });
    expect(edited.statusCode).toBe(200);
    const creator = await org.memberWith(['holidays.create']);
    expect((await importCsv('date,name\n2026-06-26,Muharram\n', creator.cookie)).statusCode).toBe(201);
    expect(
      (await call(t, creator.cookie, 'POST', '/holidays', { date: '2026-08-26', name: 'Milad' })).statusCode,
    ).toBe(201);
    const deleter = await org.memberWith(['holidays.delete']);
    expect((await call(t, deleter.cookie, 'DELETE', `/holidays/${holiday.id}`)).statusCode).toBe(204);
  });

  it("answers 404 for another organization's holiday, and imports only into the caller's", async () => {
    const holiday = await addHoliday('2026-12-25', 'Christmas Day');
    const outsider = await newOrganization(t, 'Outsider LLP');
    const cookie = outsider.admin.cookie;
    expect(
      (await call(t, cookie, 'PATCH', `/holidays/${holiday.id}`, { date: '2026-12-26', name: 'Moved' }))
        .statusCode,
    ).toBe(404);
    expect((await call(t, cookie, 'DELETE', `/holidays/${holiday.id}`)).statusCode).toBe(404);
    expect((await call(t, cookie, 'DELETE', '/holidays/not-a-uuid')).statusCode).toBe(404);
    const list = await call(t, cookie, 'GET', '/holidays?year=2026');
    expect(list.json().data).toEqual([]);
    // The same date is free in another organization.
    expect((await importCsv('date,name\n2026-12-25,Christmas Day\n', cookie)).statusCode).toBe(201);
    const mine = await call(t, org.admin.cookie, 'GET', '/holidays?year=2026');
    expect(mine.json().data.find((h: { id: string }) => h.id === holiday.id)).toMatchObject({
      name: 'Christmas Day',
    });
  });
});
