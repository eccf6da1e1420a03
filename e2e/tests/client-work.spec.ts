import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { addCalendarDays, formatCalendarDate, gstinCheckCharacter, gstinProblem } from '@taskflow/shared';
import { logIn, uniqueEmail } from '../support/accounts';
import { orgDay } from '../support/clock';
import { expect, HEAVY_ANSWER, test } from '../support/test';

/**
 * Issue 40, the proof: a new accounting firm imports its clients, applies a monthly GSTR-3B service to
 * the tagged ones, sees their jobs in the compliance matrix and extends a period; at a desktop's width,
 * timed as a person clicks, and on a phone.
 */

const AVATAR = resolve(import.meta.dirname, '../fixtures/avatar.png');
const PASSWORD = 'client-work-pass-2026';
const TAG = 'GST monthly filers';
const SERVICE = 'GSTR-3B (monthly)';
/** The product's promise: a monthly GST service for 80 clients, from a standing start, in under 5 minutes. */
const SETUP_LIMIT_MS = 5 * 60_000;
const DEVANAGARI = 'श्री गणेश ट्रेडर्स';
/** Holder types (PAN's fourth letter) with the entity type an import reads for each. */
const HOLDERS = [
  ['P', 'Proprietorship'],
  ['C', 'Private limited'],
  ['F', 'Partnership'],
] as const;
const TRADES = ['Traders', 'Textiles', 'Steels', 'Foods', 'Pharma', 'Motors', 'Agencies', 'Exports'];
const TOWNS = ['Pune', 'Nashik', 'Nagpur', 'Thane', 'Kolhapur', 'Solapur', 'Aurangabad', 'Satara'];
const letter = (index: number) => String.fromCharCode(65 + (index % 26));

/** A client's name, PAN and GSTIN (Maharashtra, its check character computed), each unique by index. */
function client(index: number) {
  const [holder, entityType] = HOLDERS[index % HOLDERS.length] as (typeof HOLDERS)[number];
  const pan = `AB${letter(index)}${holder}${letter(index + 7)}${String(1000 + index * 37).slice(-4)}${letter(index * 3)}`;
  const first14 = `27${pan}1Z`;
  const gstin = `${first14}${gstinCheckCharacter(first14)}`;
  const name =
    index === 0
      ? DEVANAGARI
      : `${TOWNS[index % TOWNS.length]} ${TRADES[index % TRADES.length]} ${String(index).padStart(2, '0')}`;
  return { name, pan, gstin, entityType, town: TOWNS[index % TOWNS.length] as string };
}

/** A plain sheet of `count` clients as a firm would keep it, all tagged for monthly GST. */
function clientsCsv(count: number, longName?: string) {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const rows = Array.from({ length: count }, (_, index) => {
    const row = client(index);
    const name = index === 1 && longName ? longName : row.name;
    expect(gstinProblem(row.gstin), row.gstin).toBeUndefined();
    return [
      name,
      `accounts${index}@client${index}.example`,
      `${10 + index} Station Road, ${row.town} 4110${String(index % 100).padStart(2, '0')}`,
      row.entityType,
      row.pan,
      row.gstin,
      TAG,
    ]
      .map(quote)
      .join(',');
  });
  return ['Business Name,Email,Address,Entity Type,PAN,GSTIN,Tags', ...rows, ''].join('\n');
}

/** The first period whose job has surely appeared by today: GSTR-3B's first step starts on the 5th. */
const firstPeriod = () => orgDay(-35).slice(0, 7);

async function signUp(request: APIRequestContext, name: string) {
  const email = uniqueEmail('firm');
  const signup = await request.post('/api/v1/users/register', {
    multipart: {
      name,
      email,
      countryCode: 'IN',
      phone: '9876543210',
      password: PASSWORD,
      avatar: { name: 'avatar.png', mimeType: 'image/png', buffer: readFileSync(AVATAR) },
    },
  });
  expect(signup.status()).toBe(201);
  return email;
}

/** The page is no wider than the screen (a table may scroll inside its own region); names what sticks out. */
async function noPageOverflow(page: Page, width: number) {
  const widths = await page.evaluate(() => {
    const view = document.documentElement.clientWidth;
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter(
        (element) =>
          element.getBoundingClientRect().right > view + 1 &&
          (element.parentElement?.getBoundingClientRect().right ?? 0) <= view + 1,
      )
      .slice(0, 4)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)}`);
    return { scroll: document.documentElement.scrollWidth, culprits };
  });
  expect(
    widths.scroll,
    `${page.url()} is ${widths.scroll}px wide: ${widths.culprits.join(' | ')}`,
  ).toBeLessThanOrEqual(width + 1);
}

/** A screenshot beside the test's results (and attached to its report): the window, or the whole page. */
async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a new firm imports 80 clients, applies monthly GSTR-3B by tag within 5 minutes, sees the matrix and extends a period', async ({
    page,
  }, testInfo) => {
    test.setTimeout(SETUP_LIMIT_MS + 120_000);
    const firm = `Kulkarni & Associates ${Date.now().toString(36)}`;

    // ---- A standing start: a new account sets up an accounting firm (which brings the starter services).
    const email = await signUp(page.request, 'Sunita Kulkarni');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/app\/setup$/);
    const setup = page.getByRole('form', { name: 'Create organization' });
    await setup.getByLabel('Organization name').fill(firm);
    await setup.getByLabel('Industry').selectOption('Accounting & compliance');
    await setup.getByRole('combobox', { name: 'Time zone' }).fill('kolkata');
    await page.getByRole('option', { name: '(GMT+5:30) Asia/Kolkata' }).click();
    await setup.getByRole('button', { name: 'Create organization' }).click();
    await expect(page.getByText(`${firm} is ready.`)).toBeVisible();

    // ---- The clock runs from here, as a person would click: import, apply, see the jobs.
    const started = Date.now();
    await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByText('No customers yet')).toBeVisible();
    await page.getByRole('button', { name: 'Import clients' }).first().click();
    const importer = page.getByRole('dialog', { name: 'Import clients' });
    await importer.getByLabel('CSV or Excel file').setInputFiles({
      name: 'clients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(clientsCsv(80)),
    });
    await importer.getByRole('button', { name: 'Preview' }).click();
    await expect(importer.getByText('80 clients are ready to import')).toBeVisible(HEAVY_ANSWER);
    await expect(importer.getByRole('cell', { name: new RegExp(DEVANAGARI) })).toBeVisible();
    await expect(importer.getByText(client(0).gstin)).toBeVisible();
    await shot(page, testInfo, '1280-import-preview');
    await importer.getByRole('button', { name: 'Import 80 clients' }).click();
    await expect(page.getByText('80 clients imported')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('of 80');

    await page.getByRole('navigation', { name: 'Customers' }).getByRole('link', { name: 'Services' }).click();
    await page.getByRole('button', { name: `Apply ${SERVICE} to clients` }).click();
    const apply = page.getByRole('dialog', { name: `Apply ${SERVICE}` });
    await apply.getByRole('button', { name: 'By tag' }).click();
    await apply.getByLabel('Tag', { exact: true }).selectOption({ label: `${TAG} (80 clients)` });
    // Last month's return is the one being filed now: its job is made at once.
    await apply.getByLabel('First period').fill(firstPeriod());
    await expect(apply.getByRole('status')).toHaveText(`80 clients will get ${SERVICE}.`);
    await shot(page, testInfo, '1280-apply-dialog');
    await apply.getByRole('button', { name: 'Apply to 80 clients' }).click();
    await expect(
      page.getByText(`${SERVICE} applied to 80 clients. Their jobs are being made.`),
    ).toBeVisible();
    await expect(apply).toBeHidden();

    // The jobs are made by the queue in the background: the matrix is reloaded until they are there.
    await page.getByRole('link', { name: `Compliance matrix of ${SERVICE}` }).click();
    // The page is there before it is reloaded: a reload during the navigation would stay on Services.
    await expect(page).toHaveURL(/\/app\/services\/[0-9a-f-]+\/matrix$/);
    const matrix = page.getByRole('region', { name: `${SERVICE}: clients by period` });
    const jobCells = matrix.getByRole('link', {
      name: /: (Not started|In progress|Overdue|Waiting on client|Done)/,
    });
    await expect(async () => {
      await page.reload();
      await expect(matrix.getByText(/\/80 done/).first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 90_000, intervals: [1_000, 2_000] });
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('1–80 of 80');
    await expect(matrix.getByRole('rowheader')).toHaveCount(80);
    expect(await jobCells.count()).toBeGreaterThanOrEqual(80);
    const elapsed = Date.now() - started;
    const figure = `${(elapsed / 1000).toFixed(1)} s`;
    console.log(`client-work: 80 clients imported and GSTR-3B applied, jobs seen in the matrix in ${figure}`);
    testInfo.annotations.push({ type: 'setup time (import to jobs in the matrix)', description: figure });
    expect(elapsed).toBeLessThan(SETUP_LIMIT_MS);
    await shot(page, testInfo, '1280-matrix');

    // ---- One job, then its period extended from the matrix, with a note; the job shows the extension.
    const devanagariCell = matrix.getByRole('link', { name: new RegExp(`^${DEVANAGARI}, `) }).first();
    await devanagariCell.click();
    await expect(page).toHaveURL(/\/app\/jobs\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('GSTR-3B');
    await expect(page.getByText(`${DEVANAGARI} · ${SERVICE}`)).toBeVisible();
    const jobId = page.url().split('/').pop() as string;
    const job: { jobDate: string; periodLabel: string } = (
      await (await page.request.get(`/api/v1/jobs/${jobId}`)).json()
    ).data;
    await expect(page.getByRole('region', { name: 'Steps' }).getByRole('listitem').first()).toBeVisible();
    await shot(page, testInfo, '1280-job', true);

    const extendedTo = addCalendarDays(job.jobDate, 10);
    const note = 'CBIC notification 17/2026-Central Tax extends the due date for the month';
    await page.getByRole('link', { name: 'Compliance matrix', exact: true }).click();
    await page.getByRole('button', { name: 'Extend due date' }).click();
    const extend = page.getByRole('dialog', { name: `Extend a due date of ${SERVICE}` });
    await extend.getByLabel('Period').selectOption({ label: job.periodLabel });
    await extend.getByLabel('New due date').fill(extendedTo);
    await extend.getByLabel('Note').fill(note);
    await extend.getByRole('button', { name: 'Extend', exact: true }).click();
    await expect(
      page.getByText(new RegExp(`^80 jobs of ${job.periodLabel} moved to ${formatCalendarDate(extendedTo)}`)),
    ).toBeVisible();
    await expect(extend).toBeHidden();
    await expect(matrix.getByText(`Extended to ${formatCalendarDate(extendedTo)}`)).toBeVisible();

    await page.goto(`/app/jobs/${jobId}`);
    await expect(page.getByRole('note')).toContainText(
      `Due date extended from ${formatCalendarDate(job.jobDate)} to ${formatCalendarDate(extendedTo)}.`,
    );
    await expect(page.getByRole('note')).toContainText(note);
    const extensions = page.getByRole('region', { name: `Extensions of ${job.periodLabel}` });
    await expect(extensions).toContainText(`To ${formatCalendarDate(extendedTo)} · 80 jobs moved`);
    await shot(page, testInfo, '1280-job-extended', true);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the matrix and a job fit a 390 px screen and the Extend dialog opens within it', async ({
    page,
  }, testInfo) => {
    // A firm set up through the API: this test is about the screens, not the setup.
    const email = await signUp(page.request, 'Rohan Deshpande');
    const login = await page.request.post('/api/v1/users/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(200);
    const org = await page.request.post('/api/v1/organizations', {
      multipart: {
        name: `Deshpande Tax Consultants ${Date.now().toString(36)}`,
        industry: 'Accounting & compliance',
        timeZone: 'Asia/Kolkata',
        workWeek: '1,2,3,4,5',
        currency: 'INR',
      },
    });
    expect(org.status()).toBe(201);
    const longName = 'Shree Siddhivinayak Agro Processing and Cold Storage Private Limited';
    const imported = await page.request.post('/api/v1/customers/import', {
      multipart: {
        file: { name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(clientsCsv(12, longName)) },
        commit: 'true',
      },
    });
    expect((await imported.json()).data).toMatchObject({ errors: [], createdCount: 12 });
    const services: { id: string; name: string }[] = (
      await (await page.request.get('/api/v1/services')).json()
    ).data;
    const service = services.find((entry) => entry.name === SERVICE);
    expect(service).toBeDefined();
    const serviceId = service?.id as string;
    const applied = await page.request.post(`/api/v1/services/${serviceId}/apply`, {
      data: { clients: { by: 'tag', tag: TAG }, startsOn: `${firstPeriod()}-01` },
    });
    expect((await applied.json()).data).toMatchObject({ applied: 12 });

    const fitsWidth = () => noPageOverflow(page, 390);
    const matrix = page.getByRole('region', { name: `${SERVICE}: clients by period` });
    await expect(async () => {
      await page.goto(`/app/services/${serviceId}/matrix`);
      await expect(matrix.getByText(/\/12 done/).first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
    await expect(matrix.getByRole('rowheader')).toHaveCount(12);
    await fitsWidth();
    // The matrix scrolls inside its own region, not the page.
    const region = await matrix.boundingBox();
    expect(region && region.x >= 0 && region.x + region.width <= 391).toBe(true);
    await shot(page, testInfo, '390-matrix');

    await page.getByRole('button', { name: 'Extend due date' }).click();
    const extend = page.getByRole('dialog', { name: `Extend a due date of ${SERVICE}` });
    await expect(extend.getByLabel('Note')).toBeVisible();
    const box = await extend.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await fitsWidth();
    await shot(page, testInfo, '390-extend-dialog');
    await extend.getByRole('button', { name: 'Cancel' }).click();
    await expect(extend).toBeHidden();

    await matrix
      .getByRole('link', { name: new RegExp(`^${longName}, `) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/app\/jobs\/[0-9a-f-]+$/);
    await expect(page.getByText(`${longName} · ${SERVICE}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Steps' }).getByRole('listitem').first()).toBeVisible();
    await fitsWidth();
    await shot(page, testInfo, '390-job', true);
  });
});
