/**
 * Billing's documents through the API (issue 42, items 4 and 5): GET /invoices/:id/pdf prints the numbers
 * GET /invoices/:id answers (with the firm's logo, the client's Devanagari name exactly, the tax split),
 * GET /customers/:id/statement.pdf the statement GET /customers/:id/statement answers, and POST
 * /invoices/:id/send mails the PDF over a real SMTP server to the right people, issued invoices only,
 * recorded in the audit log. Without Rates and Billing every one is 403. PGlite and PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  formatMoney,
  INVOICE_SEND_CONTACT_INVALID,
  INVOICE_SEND_NO_RECIPIENT,
  INVOICE_SEND_NOT_ISSUED,
  type Invoice,
  type Statement,
} from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, clientRequests, customerContacts, customers, organizations } from '../../db/schema';
import { storeUpload } from '../../lib/uploads';
import {
  BILLING_NOW,
  type BillingFixture,
  billingFixture,
  FIRM_GSTIN,
  gstinFor,
} from '../../test/billing-fixture';
import { call } from '../../test/org-fixture';
import { requestFixture, tokenInMail } from '../../test/request-fixture';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixturePng } from '../../workers/billing-pdf.fixture';
import { openClientLink } from '../client-requests/client-links';

let smtp: TestSmtpServer;
let t: TestApp;
let f: BillingFixture;
/** A client in Karnataka (IGST from the firm's Maharashtra) whose name is written in Devanagari. */
const DEVANAGARI_NAME = 'अर्जुन ट्रेडर्स';
let arjun: string;
let invoice: Invoice;

const LINES = [
  { description: 'GST returns', quantityMilli: 1000, unitPriceMinor: 1_250_000, taxRateBp: 1800 },
  { description: 'TDS return', quantityMilli: 1000, unitPriceMinor: 100_005, taxRateBp: 1800 },
];

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://firm.example' } });
  f = await billingFixture(t);
  const logo = await storeUpload(t.app.storage, 'logos', fixturePng(240, 80), 'image/png');
  await t.db
    .update(organizations)
    .set({ logoFile: logo.file, logoMime: logo.mime })
    .where(eq(organizations.id, f.org.orgId));
  arjun = await f.client(DEVANAGARI_NAME, { gstin: gstinFor('29', 'AABCA4321K') });
  await t.db
    .update(customers)
    .set({ address: '12 MG Road\nBengaluru 560001', email: 'accounts@arjun.test' })
    .where(eq(customers.id, arjun));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BILLING_NOW);
  invoice = await f.issuedInvoice(arjun, { lines: LINES, issueDate: '2026-11-30' });
  vi.useRealTimers();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BILLING_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, cookie = f.biller.cookie) =>
  call(t, cookie, method, url, body);

function saved(file: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'billing-documents-'));
  writeFileSync(join(dir, 'f.pdf'), file);
  return join(dir, 'f.pdf');
}

/** The PDF's text by pdftotext -layout, each line trimmed and its columns joined by " | ". */
const readBack = (file: Buffer) =>
  execFileSync('pdftotext', ['-layout', saved(file), '-'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().replace(/\s{2,}/g, ' | '));

const imagesIn = (file: Buffer) =>
  execFileSync('pdfimages', ['-list', saved(file)], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter(Boolean).length;

/** Whether a line holds these cells side by side (another column of the page may share the line). */
const holds = (lines: string[], cells: string) =>
  lines.some((line) => ` | ${line} | `.includes(` | ${cells} | `));

describe('GET /invoices/:id/pdf', () => {
  it('prints the numbers the invoice answers, its GST details, the client’s name exactly and the firm’s logo', async () => {
    const response = await api('GET', `/invoices/${invoice.id}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="PRA-2026-27-0001.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    const file = response.rawPayload;
    expect(imagesIn(file)).toBe(1);
    const lines = readBack(file);
    const money = (minor: number) => formatMoney(minor, 'INR');
    // The screen's numbers: the invoice as GET /invoices/:id reads it.
    const read: Invoice = (await api('GET', `/invoices/${invoice.id}`)).json().data;
    expect(read.taxRegime).toBe('gst_inter');
    for (const cells of [
      'Invoice no. | PRA/2026-27/0001',
      `GSTIN: ${FIRM_GSTIN}`,
      'State: Maharashtra, code 27',
      DEVANAGARI_NAME,
      `GSTIN: ${gstinFor('29', 'AABCA4321K')}`,
      'Place of supply | Karnataka, code 29',
      `1 | GST returns | 998222 | 1 | ${money(1_250_000)} | ${money(1_250_000)} | 18% | ${money(read.lines[0]?.igstMinor ?? -1)}`,
      // ₹1,000.05 at 18% outside the state: IGST 18000.9 paise rounds to ₹180.01.
      '2 | TDS return | 998222 | 1 | ₹1,000.05 | ₹1,000.05 | 18% | ₹180.01',
      `Taxable value | ${money(read.subtotalMinor)}`,
      `IGST | ${money(read.igstMinor)}`,
      `Total | ${money(read.totalMinor)}`,
      `Balance due | ${money(read.outstandingMinor)}`,
    ])
      expect(holds(lines, cells), cells).toBe(true);
    expect(read.igstMinor).toBe(225_000 + 18_001);
    expect(lines.join(' ')).not.toMatch(/CGST|SGST/);
    const words = lines.map((line) => line.split(' | ')[0]).join(' ');
    expect(words).toContain(read.totalInWords);
  });

  it('a draft reads as one, and an invoice of another organization or none is 404', async () => {
    const draft = await api('POST', '/invoices', { customerId: f.gstClient, fromUnbilled: false });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id as string;
    expect((await api('PUT', `/invoices/${id}`, { lines: LINES })).statusCode).toBe(200);
    const response = await api('GET', `/invoices/${id}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="draft-invoice-${id.slice(0, 8)}.pdf"`,
    );
    const lines = readBack(response.rawPayload);
    expect(holds(lines, 'Draft — not a tax invoice')).toBe(true);
    // Inside the firm's state: CGST and SGST of 9% each.
    expect(
      holds(lines, '2 | TDS return | 998222 | 1 | ₹1,000.05 | ₹1,000.05 | 9% | ₹90.00 | 9% | ₹90.00'),
    ).toBe(true);

    const other = await billingFixture(t, { name: 'Other Firm LLP' });
    expect((await call(t, other.admin.cookie, 'GET', `/invoices/${invoice.id}/pdf`)).statusCode).toBe(404);
    expect((await api('GET', '/invoices/00000000-0000-4000-8000-000000000000/pdf')).statusCode).toBe(404);
  });

  it('goes out without a logo when the stored file is gone', async () => {
    const [org] = await t.db
      .select({ file: organizations.logoFile })
      .from(organizations)
      .where(eq(organizations.id, f.org.orgId));
    await t.app.storage.remove(org?.file as string);
    const response = await api('GET', `/invoices/${invoice.id}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(imagesIn(response.rawPayload)).toBe(0);
    await t.app.storage.put(org?.file as string, fixturePng(240, 80), 'image/png');
  });
});

describe('GET /customers/:id/statement.pdf', () => {
  it('prints the statement the JSON route answers, line by line, and what is owed today by age', async () => {
    const paid = await api('POST', '/payments', {
      customerId: arjun,
      receivedOn: '2026-12-01',
      amountMinor: 500_000,
      mode: 'upi',
      reference: 'UTR 4471',
      allocations: [{ invoiceId: invoice.id, amountMinor: 500_000 }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const range = 'from=2026-11-01&to=2026-12-31';
    const statement: Statement = (await api('GET', `/customers/${arjun}/statement?${range}`)).json().data;
    expect(statement.lines).toHaveLength(2);
    const response = await api('GET', `/customers/${arjun}/statement.pdf?${range}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="statement-2026-11-01-to-2026-12-31.pdf"',
    );
    const lines = readBack(response.rawPayload);
    const money = (minor: number) => formatMoney(minor, 'INR');
    const owed = invoice.totalMinor - 500_000;
    for (const cells of [
      'Period | 1 Nov 2026 to 31 Dec 2026',
      DEVANAGARI_NAME,
      '1 Nov 2026 | Opening balance | ₹0.00',
      `30 Nov 2026 | PRA/2026-27/0001 | Invoice | ${money(invoice.totalMinor)} | ${money(invoice.totalMinor)} Dr`,
      `31 Dec 2026 | Closing balance | ${money(invoice.totalMinor)} | ${money(500_000)} | ${money(owed)} Dr`,
      `${money(owed)} | ₹0.00 | ₹0.00 | ₹0.00 | ${money(owed)}`,
    ])
      expect(holds(lines, cells), cells).toBe(true);
    expect(lines.some((line) => line.startsWith('1 Dec 2026 | UTR 4471 | Payment by UPI'))).toBe(true);
    expect(statement.closingMinor).toBe(owed);
  });

  it('answers 400 for a range that ends before it starts, and 404 for a client not the organization’s', async () => {
    const backwards = await api('GET', `/customers/${arjun}/statement.pdf?from=2026-12-31&to=2026-11-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details.fields).toHaveProperty('to');
    const other = await billingFixture(t, { name: 'Statement Stranger LLP' });
    const response = await call(
      t,
      other.admin.cookie,
      'GET',
      `/customers/${arjun}/statement.pdf?from=2026-11-01&to=2026-12-31`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /invoices/:id/send', () => {
  /** Contacts of a client: who receives requests and has an address gets the invoice by default. */
  async function contact(customerId: string, name: string, email: string | null, receivesRequests = true) {
    const [row] = await t.db
      .insert(customerContacts)
      .values({ organizationId: f.org.orgId, customerId, name, email, receivesRequests })
      .returning({ id: customerContacts.id });
    return row?.id as string;
  }

  it('mails the PDF to the contacts who receive requests, says what is due by when, and records who got it', async () => {
    const client = await f.client('Sahyadri Exports Pvt Ltd', { gstin: gstinFor('27', 'AABCS9876M') });
    await contact(client, 'Anita Desai', 'anita@sahyadri.test');
    await contact(client, 'No Address', null);
    await contact(client, 'Priya (not for requests)', 'priya@sahyadri.test', false);
    const issued = await f.issuedInvoice(client, { lines: LINES, issueDate: '2026-11-30' });
    const response = await api('POST', `/invoices/${issued.id}/send`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ sentTo: ['Anita Desai <anita@sahyadri.test>'] });

    expect(smtp.to('priya@sahyadri.test')).toEqual([]);
    const [mail] = smtp.to('anita@sahyadri.test');
    expect(mail?.subject).toBe(`Invoice ${issued.number} from your accounting firm`);
    expect(mail?.text).toContain('Hello "Sahyadri Exports Pvt Ltd",');
    expect(mail?.text).toContain(
      `Your accounting firm "Pradhan & Associates LLP" has sent you invoice ${issued.number} of 30 Nov 2026.`,
    );
    expect(mail?.text).toContain(`Amount due: ${formatMoney(issued.totalMinor, 'INR')}, by 15 Dec 2026`);
    // No open request: no client link in the mail.
    expect(mail?.text).not.toContain('/client#');
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe(`${issued.number?.replaceAll('/', '-')}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const lines = readBack(attachment?.content as Buffer);
    expect(holds(lines, `Invoice no. | ${issued.number}`)).toBe(true);
    expect(holds(lines, `Total | ${formatMoney(issued.totalMinor, 'INR')}`)).toBe(true);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.sent'), eq(auditLog.entityId, issued.id)));
    expect(entry?.actorId).toBe(f.biller.id);
    expect(entry?.after).toMatchObject({
      number: issued.number,
      sentTo: ['Anita Desai <anita@sahyadri.test>'],
    });
  });

  it('mails the chosen contacts only, refuses a contact of another client, and falls back to the client’s address', async () => {
    const client = await f.client('Chosen Few LLP');
    const first = await contact(client, 'First', 'first@chosen.test');
    const second = await contact(client, 'Second', 'second@chosen.test', false);
    const issued = await f.issuedInvoice(client, { issueDate: '2026-11-30' });
    const chosen = await api('POST', `/invoices/${issued.id}/send`, { contactIds: [second] });
    expect(chosen.json().data).toEqual({ sentTo: ['Second <second@chosen.test>'] });
    expect(smtp.to('first@chosen.test')).toEqual([]);

    const stranger = await contact(f.plainClient, 'Stranger', 'stranger@plain.test');
    const refused = await api('POST', `/invoices/${issued.id}/send`, { contactIds: [first, stranger] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual({ contactIds: INVOICE_SEND_CONTACT_INVALID });
    expect(smtp.to('stranger@plain.test')).toEqual([]);

    // A client with no contact at all: its own address.
    const bare = await f.client('Bare Client');
    await t.db.update(customers).set({ email: 'owner@bare.test' }).where(eq(customers.id, bare));
    const bareInvoice = await f.issuedInvoice(bare, { issueDate: '2026-11-30' });
    const fallback = await api('POST', `/invoices/${bareInvoice.id}/send`, {});
    expect(fallback.json().data).toEqual({ sentTo: ['Bare Client <owner@bare.test>'] });
    expect(smtp.to('owner@bare.test')).toHaveLength(1);

    // Chosen contacts none of whom has an address: nothing to send to.
    const silent = await contact(bare, 'No Mail', null);
    const nobody = await api('POST', `/invoices/${bareInvoice.id}/send`, { contactIds: [silent] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error.details.fields).toEqual({ contactIds: INVOICE_SEND_NO_RECIPIENT });
  });

  it('refuses a draft and a void with 409, mailing nothing', async () => {
    const client = await f.client('Not Yet Ltd');
    await contact(client, 'Waiting', 'waiting@notyet.test');
    const draft = await api('POST', '/invoices', { customerId: client, fromUnbilled: false });
    const draftId = draft.json().data.id as string;
    await api('PUT', `/invoices/${draftId}`, { lines: LINES });
    const refusedDraft = await api('POST', `/invoices/${draftId}/send`, {});
    expect(refusedDraft.statusCode).toBe(409);
    expect(refusedDraft.json().error.message).toBe(INVOICE_SEND_NOT_ISSUED);

    const issued = await f.issuedInvoice(client, { issueDate: '2026-11-30' });
    expect((await api('POST', `/invoices/${issued.id}/void`, { reason: 'Raised twice' })).statusCode).toBe(
      200,
    );
    expect((await api('POST', `/invoices/${issued.id}/send`, {})).statusCode).toBe(409);
    expect(smtp.to('waiting@notyet.test')).toEqual([]);
  });

  it('sends a credit note as one, and links the client’s page when the firm is waiting for its documents', async () => {
    const client = await f.client('Awaiting Docs Pvt Ltd');
    await contact(client, 'Kiran', 'kiran@awaiting.test');
    const requests = requestFixture(t, f.org);
    const { requestId } = await requests.request(client);
    await t.db.update(clientRequests).set({ sentAt: sql`now()` }).where(eq(clientRequests.id, requestId));
    const issued = await f.issuedInvoice(client, { issueDate: '2026-11-30' });
    const credit = await api('POST', `/invoices/${issued.id}/credit-notes`, { reason: 'Fee reduced' });
    expect(credit.statusCode, credit.body).toBe(201);
    const note: Invoice = credit.json().data;
    expect((await api('POST', `/invoices/${note.id}/send`, {})).statusCode).toBe(200);
    const [mail] = smtp.to('kiran@awaiting.test');
    expect(mail?.subject).toBe(`Credit note ${note.number} from your accounting firm`);
    expect(mail?.text).toContain(`Amount credited: ${formatMoney(note.totalMinor, 'INR')}`);
    expect(mail?.text).toContain(`Against invoice: ${issued.number}`);
    expect(mail?.text).not.toContain('Amount due');
    const token = tokenInMail(mail?.text ?? '');
    expect(mail?.text).toContain(`https://firm.example/client#${token}`);
    expect(await openClientLink(t.db, token)).toMatchObject({ customerId: client });
    expect(holds(readBack(mail?.attachments[0]?.content as Buffer), `Credit note no. | ${note.number}`)).toBe(
      true,
    );
  });
});

describe('without Rates and Billing', () => {
  it('every document route answers 403', async () => {
    for (const [method, url] of [
      ['GET', `/invoices/${invoice.id}/pdf`],
      ['POST', `/invoices/${invoice.id}/send`],
      ['GET', `/customers/${arjun}/statement.pdf?from=2026-11-01&to=2026-12-31`],
    ] as const) {
      const response = await api(method, url, method === 'POST' ? {} : undefined, f.manager.cookie);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
