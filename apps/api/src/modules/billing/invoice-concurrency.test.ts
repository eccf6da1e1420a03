/**
 * What two requests can race on (issue 42, item 2), settled by the database and proved with requests at
 * once (on PostgreSQL they run side by side; PGlite runs them one after another): 20 issues at once take
 * 20 consecutive numbers with none lost, a void never frees its number, and two drafts for one client at
 * once never bill the same fee or minute.
 */
import type { Invoice } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_NOW, type BillingFixture, billingFixture } from '../../test/billing-fixture';
import { call } from '../../test/org-fixture';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: BillingFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await billingFixture(t);
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BILLING_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t, f.admin.cookie, method, url, body);
const sequenceOf = (number: string | null) => Number(number?.split('/')[2]);

async function typedDraft(customerId: string) {
  const draft = await api('POST', '/invoices', { customerId, fromUnbilled: false });
  const id = draft.json().data.id as string;
  const edited = await api('PUT', `/invoices/${id}`, {
    lines: [{ description: 'Retainer', quantityMilli: 1000, unitPriceMinor: 500_000, taxRateBp: 1800 }],
  });
  expect(edited.statusCode, edited.body).toBe(200);
  return id;
}

async function lastNumber() {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select coalesce(max(last_number), 0)::int as n from invoice_counters
        where organization_id = ${f.org.orgId} and series = 'PRA' and financial_year = '2026-27'`,
  );
  return Number(row?.n ?? 0);
}

describe('numbers', () => {
  it('20 invoices issued at once take the next 20 numbers, each once', async () => {
    const client = await f.client('Twenty Invoices LLP');
    const drafts: string[] = [];
    for (let index = 0; index < 20; index++) drafts.push(await typedDraft(client));
    const before = await lastNumber();
    const responses = await Promise.all(drafts.map((id) => api('POST', `/invoices/${id}/issue`, {})));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const sequences = responses
      .map((response) => sequenceOf((response.json().data as Invoice).number))
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => before + index + 1));
    expect(await lastNumber()).toBe(before + 20);
  });

  it('a void never frees its number, and an issue that fails gives none away', async () => {
    const client = await f.client('Void Number LLP');
    const first = await f.issuedInvoice(client);
    const voided = await api('POST', `/invoices/${first.id}/void`, { reason: 'Wrong period' });
    expect(voided.json().data).toMatchObject({ status: 'void', number: first.number });
    // An empty draft's issue is refused inside the transaction: the counter does not move.
    const empty = (await api('POST', '/invoices', { customerId: client, fromUnbilled: false })).json().data
      .id;
    expect((await api('POST', `/invoices/${empty}/issue`, {})).statusCode).toBe(409);
    const next = await f.issuedInvoice(client);
    expect(sequenceOf(next.number)).toBe(sequenceOf(first.number) + 1);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from invoices where organization_id = ${f.org.orgId} and number = ${first.number}`,
    );
    expect(Number(row?.n)).toBe(1);
  });
});

describe('two drafts for one client at once', () => {
  it('never take the same entry or job fee, round after round', async () => {
    for (let round = 0; round < 5; round++) {
      const client = await f.client(`Race Client ${round} LLP`);
      const { jobId } = await f.doneFixedJob(client, 300_000, { serviceName: `Race GST ${round}` });
      const task = await f.task(client, 'Race work');
      const entries = [
        await f.time(task, { minutes: 60 }),
        await f.time(task, { minutes: 30, day: '2026-11-10' }),
        await f.time(task, { minutes: 45, userId: f.senior.id }),
      ];
      const responses = await Promise.all(
        [0, 1].map(() => api('POST', '/invoices', { customerId: client, upTo: '2026-11-30' })),
      );
      const made = responses
        .filter((response) => response.statusCode === 201)
        .map((response) => response.json().data as Invoice);
      for (const response of responses) expect([201, 409]).toContain(response.statusCode);
      expect(made.length).toBeGreaterThanOrEqual(1);
      const feeLines = made.flatMap((invoice) => invoice.lines.filter((line) => line.clientJobId === jobId));
      expect(feeLines).toHaveLength(1);
      const minutes = made
        .flatMap((invoice) => invoice.lines)
        .reduce((sum, line) => sum + (line.minutes ?? 0), 0);
      expect(minutes).toBe(135);
      // Each entry is on exactly one line of one of these drafts.
      const lineIds = new Set(made.flatMap((invoice) => invoice.lines.map((line) => line.id)));
      for (const entry of entries)
        expect(lineIds.has((await f.entryState(entry))?.invoiceLineId ?? '')).toBe(true);
    }
  });

  it('the database itself refuses a second live line of one job’s fee', async () => {
    const client = await f.client('Fee Index LLP');
    const { jobId } = await f.doneFixedJob(client, 100_000, { serviceName: 'Index GST' });
    const draft = (await api('POST', '/invoices', { customerId: client, upTo: '2026-11-30' })).json()
      .data as Invoice;
    const other = (await api('POST', '/invoices', { customerId: client, fromUnbilled: false })).json()
      .data as Invoice;
    await expect(
      t.db.execute(sql`
        insert into invoice_lines (organization_id, invoice_id, kind, description, unit_price_minor, amount_minor, client_job_id)
        values (${f.org.orgId}, ${other.id}, 'fee', 'Twice', 100000, 100000, ${jobId})`),
    ).rejects.toThrow();
    expect(draft.lines[0]?.clientJobId).toBe(jobId);
  });
});
