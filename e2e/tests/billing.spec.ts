import { DEMO, logIn } from '../support/accounts';
import { expect, test } from '../support/test';

/**
 * Issue 42, the proof in a browser: the firm's billing person drafts an invoice from a client's unbilled
 * (approved, billable) time, issues it (it takes the next number of the firm's series and year), downloads
 * the PDF, records a part payment by UPI against it, and finds the client on the Owed list; then reads the
 * issued invoice on a 390 px phone. The demo's approved weeks are the unbilled work.
 */

interface UnbilledRow {
  customerId: string;
  customerName: string;
  totalMinor: number;
}

test('a client’s approved time becomes an issued GST invoice, part paid by UPI, and what is owed shows', async ({
  page,
}) => {
  await logIn(page, DEMO.orgAdmin);
  const unbilled = await page.request.get('/api/v1/billing/unbilled');
  expect(unbilled.ok()).toBe(true);
  const row = ((await unbilled.json()).data as UnbilledRow[]).find((entry) => entry.totalMinor > 0);
  expect(row, 'a client with unbilled work in the demo').toBeTruthy();
  if (!row) return;

  // Unbilled › Draft invoice: the draft opens with the client's time as lines.
  await page.goto('/app/billing/unbilled');
  await page.getByRole('button', { name: `Draft invoice for ${row.customerName}` }).click();
  await expect(page).toHaveURL(/\/app\/billing\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Draft invoice' })).toBeVisible();
  const invoiceUrl = page.url();
  const invoiceId = invoiceUrl.split('/').pop() ?? '';

  // Issue: the confirm dialog says the number becomes final; the page then reads as the document.
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  const issue = page.getByRole('alertdialog', { name: 'Issue this invoice?' });
  await issue.getByRole('button', { name: 'Issue invoice' }).click();
  const heading = page.getByRole('heading', { name: /\/\d{4}-\d{2}\/\d{4}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').split(' ').pop() ?? '';
  expect(number).toMatch(/^ACME\/\d{4}-\d{2}\/\d{4}$/);

  const issued = (await (await page.request.get(`/api/v1/invoices/${invoiceId}`)).json()).data as {
    totalMinor: number;
    taxRegime: string;
    cgstMinor: number;
    sgstMinor: number;
    igstMinor: number;
  };
  expect(issued.totalMinor).toBeGreaterThan(0);
  // Place of supply decides the split: CGST and SGST equal inside Karnataka, IGST alone outside it.
  if (issued.taxRegime === 'gst_intra') expect(issued.cgstMinor).toBe(issued.sgstMinor);
  else expect(issued.igstMinor).toBeGreaterThan(0);

  const pdf = await page.request.get(`/api/v1/invoices/${invoiceId}/pdf`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Record payment: a part of the total by UPI, against this invoice (filled in oldest first).
  const part = Math.floor(issued.totalMinor / 2);
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Record payment' });
  await payment.getByRole('textbox', { name: 'Amount (INR)' }).fill((part / 100).toFixed(2));
  await payment.getByLabel('Mode').selectOption({ label: 'UPI' });
  await payment.getByLabel('Reference').fill('UTR 412345678901');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByText('Part paid').first()).toBeVisible();

  // Owed: the client's outstanding balance is the rest.
  await page.goto('/app/billing/balances');
  const owedRow = page.getByRole('row').filter({ hasText: row.customerName });
  await expect(owedRow).toBeVisible();
  const rest = (issued.totalMinor - part) / 100;
  await expect(owedRow).toContainText(
    rest.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );

  // On a phone the issued invoice still reads, without sideways scrolling of the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(invoiceUrl);
  await expect(page.getByRole('heading', { name: new RegExp(number.replaceAll('/', '\\/')) })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('invoice-390.png'), fullPage: true });
});
