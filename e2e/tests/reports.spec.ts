import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { REPORT_GRAND_TOTAL, TASK_REPORT_TITLE } from '@taskflow/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { DEMO, logIn } from '../support/accounts';
import { analyzeSettled, axeFor } from '../support/axe';
import { orgDay } from '../support/clock';
import { expect, test } from '../support/test';

/*
 * Issue 23: the Task Report through the UI (filters, a cell's list, the three files) and the home's
 * dashboards in both themes. Issue 39: the Time and money report's PDF holds the page's figures.
 */

/** Starts a download with `click` and returns the saved file's bytes and name. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await (file as Download).path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path), path };
}

test('a manager filters the Task Report, follows a cell to its tasks and downloads CSV, Excel and PDF', async ({
  page,
}) => {
  await logIn(page, DEMO.manager);
  await page.goto('/app/reports');
  await expect(page.getByRole('heading', { level: 1, name: TASK_REPORT_TITLE })).toBeVisible();
  const table = page.getByRole('table', { name: TASK_REPORT_TITLE });
  await expect(table).toBeVisible();

  // Filter through the UI: the first customer, and due dates from 120 days ago to 60 days ahead.
  // The customer picker searches the server as one types; opened empty, it lists the first customers.
  await page.getByRole('button', { name: 'Show choices for Customer' }).click();
  const firstCustomer = page.getByRole('option').nth(1);
  await expect(firstCustomer).toBeVisible();
  const customerName = (await firstCustomer.textContent())?.trim() ?? '';
  await firstCustomer.click();
  const from = orgDay(-120);
  const to = orgDay(60);
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await expect(page).toHaveURL(/customerId=[^&]+/);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page).toHaveURL(new RegExp(`to=${to}`));
  await expect(page.locator('section[aria-busy="false"]')).toBeAttached();
  await expect(table.locator('tbody th').first()).toHaveText(customerName);

  const grandTotalCell = table.locator('tfoot td').last();
  const grandTotal = Number(await grandTotalCell.textContent());
  expect(grandTotal).toBeGreaterThan(0);

  // A row's Total links to the Task List of exactly the tasks it counts.
  const cell = table
    .locator('tbody')
    .getByRole('link', { name: /^Total: \d+ / })
    .first();
  const count = Number(await cell.textContent());
  expect(count).toBeGreaterThan(0);
  const reportUrl = page.url();
  await cell.click();
  await expect(page).toHaveURL(/\/app\/tasks\?/);
  await expect(page).toHaveURL(/customerId=/);
  await expect(page).toHaveURL(new RegExp(`dueFrom=${from}`));
  await expect(page).toHaveURL(new RegExp(`dueTo=${to}`));
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toContainText(new RegExp(`of ${count}$`));

  await page.goto(reportUrl);
  await expect(table.locator('tfoot td').last()).toHaveText(String(grandTotal));

  // CSV: the same grand total as the screen.
  const csv = await download(page, () => page.getByRole('button', { name: 'CSV', exact: true }).click());
  expect(csv.name).toMatch(/\.csv$/);
  const records = parse(csv.bytes.toString('utf8').replace(/^\uFEFF/, ''), {
    relaxColumnCount: true,
  }) as string[][];
  const header = records[0] ?? [];
  const totalIndex = header.indexOf('Total');
  expect(totalIndex).toBeGreaterThan(0);
  const csvTotal = records.find((record) => record[0] === REPORT_GRAND_TOTAL);
  expect(Number(csvTotal?.[totalIndex])).toBe(grandTotal);
  expect(records.some((record) => record[0] === customerName)).toBe(true);

  // Excel: opened with exceljs, the grand total cell.
  const xlsx = await download(page, () => page.getByRole('button', { name: 'Excel', exact: true }).click());
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  const headerRow = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  const totalColumn = headerRow.indexOf('Total');
  expect(totalColumn).toBeGreaterThan(0);
  let xlsxTotal: unknown = null;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === REPORT_GRAND_TOTAL) xlsxTotal = row.getCell(totalColumn).value;
  });
  expect(xlsxTotal).toBe(grandTotal);

  // PDF: a PDF whose text holds the title, the customer and the grand total.
  const pdf = await download(page, () => page.getByRole('button', { name: 'PDF', exact: true }).click());
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', pdf.path, '-'], { encoding: 'utf8' });
  expect(text).toContain(TASK_REPORT_TITLE);
  expect(text).toContain(customerName);
  const totalLine = text.split('\n').find((line) => line.trim().startsWith(REPORT_GRAND_TOTAL));
  expect(totalLine?.trim().split(/\s+/).at(-1)).toBe(String(grandTotal));
});

test('the admin downloads the Time and money report as a PDF with the hours the page shows', async ({
  page,
}) => {
  await logIn(page, DEMO.orgAdmin);
  await page.goto('/app/reports?kind=time&groupBy=customer');
  const hours = page.getByRole('table', { name: 'Hours by group' });
  await expect(hours).toBeVisible();
  // Billable, non-billable, total, billed and unbilled hours of the grand total, as h:mm.
  const shown = (await hours.locator('tfoot td').allInnerTexts()).slice(0, 5).map((cell) => cell.trim());
  for (const cell of shown) expect(cell).toMatch(/^\d+:\d{2}$/);

  const pdf = await download(page, () => page.getByRole('button', { name: 'PDF', exact: true }).click());
  expect(pdf.name).toMatch(/^time-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', pdf.path, '-'], { encoding: 'utf8' });
  expect(text).toContain('Time and money report');
  const totalLine = text.split('\n').find((line) => line.trim().startsWith(REPORT_GRAND_TOTAL));
  expect(
    totalLine
      ?.trim()
      .split(/\s{2,}/)
      .slice(1, 6),
  ).toEqual(shown);
  expect(text).toContain('Utilisation');
});

async function expectAxeClean(page: Page, theme: 'light' | 'dark') {
  const results = await analyzeSettled(page, axeFor(page, theme));
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the home dashboards render for a manager and an employee, axe clean (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    for (const account of [DEMO.manager, DEMO.employee]) {
      await page.context().clearCookies();
      await logIn(page, account);
      await page.goto('/app');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
      // The dashboard comes last and is built when scrolled near: scrolled to the end, it is.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const mine = page.getByRole('region', { name: 'My work' });
      await expect(mine).toBeVisible();
      await expect(mine.getByText('Open tasks')).toBeVisible();
      if (account === DEMO.manager) {
        const team = page.getByRole('region', { name: 'My team' });
        await expect(team).toBeVisible();
        // Three bar charts (status, overdue by assignee, completions per week), each with its table.
        await expect(team.locator('.recharts-wrapper')).toHaveCount(3);
        await expect(team.locator('.recharts-bar-rectangle').first()).toBeAttached();
        await expect(team.getByRole('table', { name: 'Tasks by status' })).toBeAttached();
        // The same sections as PDF.
        const pdf = await download(page, () =>
          page.getByRole('button', { name: 'Dashboard PDF', exact: true }).click(),
        );
        expect(pdf.name).toMatch(/^dashboard-\d{4}-\d{2}-\d{2}\.pdf$/);
        expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = execFileSync('pdftotext', ['-layout', pdf.path, '-'], { encoding: 'utf8' });
        expect(text).toContain('Dashboard');
        expect(text).toContain('My team: tasks by status');
        expect(text).toMatch(/Page 1 of \d+/);
      } else {
        await expect(page.getByRole('region', { name: 'My team' })).toHaveCount(0);
        await expect(page.getByRole('region', { name: 'Organization' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Dashboard PDF' })).toHaveCount(0);
      }
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page, theme);
    }
  });
}
