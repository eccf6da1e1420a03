import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { ORG_ZONE, orgDay, suiteNow } from '../support/clock';
import { expect, test } from '../support/test';

/* Issue 31, item 13: what a first look catches. */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Every word of every column heading on the page sits on one line. */
async function brokenHeadingWords(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const th of Array.from(document.querySelectorAll('thead th, th[scope="col"]'))) {
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of Array.from(text.matchAll(/\S+/g))) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`column headings never break inside a word (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logIn(page, DEMO.orgAdmin);
    for (const path of ['/app/departments', '/app/roles']) {
      await page.goto(path);
      await expect(page.locator('thead th').filter({ visible: true }).first()).toBeVisible();
      expect(await brokenHeadingWords(page), path).toEqual([]);
    }
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`a toast keeps clear of the top bar and of a dialog's close button (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logIn(page, DEMO.orgAdmin);
    await page.goto('/app/departments');
    await page.getByRole('button', { name: 'Add Department' }).click();
    const form = page.getByRole('form', { name: 'Add Department' });
    const name = `Toast ${Date.now().toString(36)}`;
    await form.getByLabel('Department Name').fill(name);
    await form.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Department created.' });
    await expect(toast).toBeVisible();
    // A dialog opened while the toast is still up.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true });
    await expect(close).toBeVisible();
    await expect(toast).toBeVisible();
    const overlaps = (a: DOMRectLike, b: DOMRectLike) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const toastBox = await box(toast.locator('xpath=ancestor-or-self::li[1]'));
    expect(overlaps(toastBox, await box(close)), 'the toast covers the dialog close button').toBe(false);
    expect(
      overlaps(toastBox, await box(page.locator('header').first())),
      'the toast covers the top bar',
    ).toBe(false);
    // The Save button of the dialog stays uncovered too.
    expect(
      overlaps(toastBox, await box(page.getByRole('dialog').getByRole('button', { name: 'Save' }))),
    ).toBe(false);
  });
}

type DOMRectLike = { x: number; y: number; width: number; height: number };
async function box(locator: ReturnType<Page['locator']>): Promise<DOMRectLike> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test('the leave cancel dialog offers "Keep leave" beside "Cancel leave"', async ({ page }) => {
  await logIn(page, 'ravi@acme.demo');
  const { fromDate } = await applyForOneDay(page.request);
  await page.goto('/app/leave');
  await page
    .getByRole('button', { name: /^Cancel leave: .*/ })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this leave?' });
  await expect(dialog.getByRole('button')).toHaveText(['Keep leave', 'Cancel leave']);
  await dialog.getByRole('button', { name: 'Keep leave' }).click();
  await expect(dialog).toBeHidden();
  // Tidy up: the day goes back (other tests read this person's balance).
  const mine = (await (await page.request.get('/api/v1/leave/requests/mine?page=1&pageSize=50')).json()) as {
    data: { id: string; fromDate: string }[];
  };
  const request = mine.data.find((entry) => entry.fromDate === fromDate);
  expect(request).toBeDefined();
  await page.request.post(`/api/v1/leave/requests/${request?.id}/cancel`);
});

/** One free working day at least three weeks ahead, applied for through the API. */
async function applyForOneDay(request: APIRequestContext) {
  const types = (await (await request.get('/api/v1/leave/types')).json()) as {
    data: { id: string; name: string }[];
  };
  const leaveTypeId = types.data.find((type) => type.name === 'Annual')?.id;
  for (let offset = 21; offset < 200; offset++) {
    const fromDate = orgDay(offset);
    const preview = await request.post('/api/v1/leave/requests/preview', {
      data: { leaveTypeId, fromDate, toDate: fromDate },
    });
    const answer = (await preview.json()) as {
      data: { totalDays: number; warnings: unknown[]; errors: Record<string, string> };
    };
    if (answer.data.totalDays !== 1 || answer.data.warnings.length || Object.keys(answer.data.errors).length)
      continue;
    const applied = await request.post('/api/v1/leave/requests', {
      data: {
        leaveTypeId,
        fromDate,
        toDate: fromDate,
        reason: 'Family function',
        addressDuringLeave: 'Bengaluru',
        emergencyContact: '+91 98450 12345',
      },
    });
    expect(applied.status()).toBe(201);
    return { fromDate };
  }
  throw new Error('No free day found');
}

test('on a phone the home page offers a search button, not keyboard shortcuts; a desktop keeps the tip', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page, DEMO.employee);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.getByText('to find anything')).toBeHidden();
  await expect(page.getByRole('main').getByText(/Ctrl/)).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize(DESKTOP);
  await expect(page.getByText('to find anything')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Search', exact: true })).toBeHidden();
});

test('the phone leave calendar lists from today, in the app date format', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, DEMO.manager);
  await page.goto('/app/leave/calendar');
  // The demo organization's day (Asia/Kolkata), written as the app writes dates: "25 Nov 2026".
  const today = new Intl.DateTimeFormat('en-GB', {
    timeZone: ORG_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(suiteNow());
  await expect(page.locator('.fc-toolbar-title')).toHaveText(new RegExp(`^${today} – `));
  // Every day heading of the list reads the same way, never "November 26, 2026".
  const headings = await page.locator('.fc-list-day-text').allTextContents();
  for (const heading of headings) expect(heading).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
});

test('dragging a board card selects no text on the page', async ({ page }) => {
  await logIn(page, DEMO.manager);
  await page.goto('/app/board');
  const handle = page.getByRole('button', { name: /^Move / }).first();
  await expect(handle).toBeVisible();
  const start = await box(handle);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  // Across the page and back, in small steps as a hand would.
  await page.mouse.move(start.x + 300, start.y + 200, { steps: 12 });
  await page.mouse.move(10, 10, { steps: 12 });
  const during = await page.evaluate(() => ({
    selected: window.getSelection()?.toString() ?? '',
    userSelect: getComputedStyle(document.body).userSelect,
  }));
  await page.keyboard.press('Escape');
  await page.mouse.up();
  expect(during).toEqual({ selected: '', userSelect: 'none' });
  // Nothing stays unselectable after the drag.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).userSelect)).not.toBe('none');
});
