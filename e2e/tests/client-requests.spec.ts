import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { orgDay } from '../support/clock';
import { expect, test } from '../support/test';

/**
 * Issue 41, the proof in a browser: staff send a request for documents; the client opens the link on a
 * 390 px phone without an account, uploads two files and marks an item done; staff accept one and return
 * one with a reason, which the client then reads. The e2e server runs without SMTP, so the link is the one
 * the send hands to staff (the mail's, from the same send; the API tests read it from a real SMTP server).
 */

const CLIENT = 'Himalaya Hospitality Group';
const PNG = readFileSync(resolve(import.meta.dirname, '../fixtures/avatar.png'));
/** The smallest PDF a content check takes for one: its signature and an end-of-file marker. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const RETURN_REASON = "This is October's statement: please send November's.";

/** An item of the client page: its heading names it. */
const clientItem = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a client answers a request on a phone without an account, and staff accept and return', async ({
  page,
  browser,
}) => {
  // Two browsers and a dozen round trips on a shared machine.
  await logIn(page, DEMO.orgAdmin);
  const found = await page.request.get(`/api/v1/customers?q=${encodeURIComponent(CLIENT)}`);
  const customerId = ((await found.json()).data as { id: string; businessName: string }[]).find(
    (row) => row.businessName === CLIENT,
  )?.id;
  expect(customerId, CLIENT).toBeTruthy();

  // Staff: a request of three items from the client's page, sent at once.
  await page.goto(`/app/customers/${customerId}`);
  const section = page.getByRole('region', { name: 'Requests' });
  await section.getByRole('button', { name: 'New request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New request' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Documents for GSTR-3B, November');
  await dialog.getByRole('textbox', { name: 'Due date', exact: true }).fill(orgDay(7));
  await dialog.getByLabel('Item 1 name').fill('Sales register');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByLabel('Item 2 name').fill('Bank statement');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByLabel('Item 3 name').fill('Confirm no new branches');
  await dialog.getByRole('checkbox', { name: 'Asks for a file' }).nth(2).uncheck();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/app\/requests\/[0-9a-f-]{36}$/);
  const requestUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Sent. Send it on WhatsApp too?' })).toBeVisible();
  const link = await page.getByLabel('Client link').inputValue();
  expect(link).toMatch(/\/client#[\w-]{43}$/);

  // The client, on a phone, in a browser that never signed in.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
  });
  const client = await phone.newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { name: `Documents requested from ${CLIENT}` })).toBeVisible();
  // The token leaves the address bar at once (nothing to copy, bookmark or leak by screenshot).
  expect(client.url()).not.toContain('#');
  // Nothing wider than the phone.
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const sales = clientItem(client, 'Sales register');
  await sales
    .getByLabel('Add files')
    .setInputFiles({ name: 'sales-register.png', mimeType: 'image/png', buffer: PNG });
  await expect(client.getByText('File sent to the firm')).toBeVisible();
  await expect(sales.getByText('sales-register.png')).toBeVisible();
  const bank = clientItem(client, 'Bank statement');
  await bank
    .getByLabel('Add files')
    .setInputFiles({ name: 'bank-october.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(bank.getByText('bank-october.pdf')).toBeVisible();
  const branches = clientItem(client, 'Confirm no new branches');
  await branches.getByRole('button', { name: 'Mark as done' }).click();
  await expect(client.getByText('Marked as done: the firm will review it')).toBeVisible();
  for (const item of [sales, bank, branches])
    await expect(item.getByText('Sent', { exact: true })).toBeVisible();

  // Staff: accept the sales register, return the bank statement with a reason.
  await page.goto(requestUrl);
  await page.getByRole('button', { name: 'Accept Sales register' }).click();
  await page.getByRole('button', { name: 'Return Bank statement' }).click();
  const returning = page.getByRole('dialog', { name: 'Return Bank statement' });
  await returning.getByLabel('Reason').fill(RETURN_REASON);
  await returning.getByRole('button', { name: 'Return to the client' }).click();
  await expect(returning).toBeHidden();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByText(RETURN_REASON)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Sales register' })).toBeHidden();

  // The client sees both decisions: the accepted item can no longer be changed; the returned one says why.
  await client.reload();
  await expect(sales.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(sales.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(bank.getByText('Sent back to you')).toBeVisible();
  await expect(bank.getByText(RETURN_REASON)).toBeVisible();
  await phone.close();
});
