import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { orgDay } from '../support/clock';
import { expect, test } from '../support/test';

/** The first seeded holiday at least two days ahead, so a 1-day reminder before an event on it is still to come. */
async function upcomingHoliday(page: Page): Promise<{ date: string; name: string }> {
  const soonest = orgDay(2);
  const year = Number(orgDay().slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const response = await page.request.get(`/api/v1/holidays?year=${candidate}`);
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: { date: string; name: string }[] };
    const found = data.find((holiday) => holiday.date >= soonest);
    if (found) return found;
  }
  throw new Error('The demo seed has no upcoming holiday');
}

test('an admin adds an event with a reminder and sees it on the calendar with a holiday', async ({
  page,
}) => {
  await logIn(page, DEMO.orgAdmin);
  const holiday = await upcomingHoliday(page);
  const title = `Compliance training ${Date.now().toString(36)}`;

  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add Event' }).first().click();
  await expect(page).toHaveURL(/\/app\/events\/new$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Master Setup');
  await expect(page.getByRole('heading', { name: 'Add Event', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add Event' });
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(form.getByText('Event Title is required')).toBeVisible();
  await expect(form.getByText('Event Type is required')).toBeVisible();
  await expect(form.getByText('Date & Time is required')).toBeVisible();

  await form.getByLabel('Event Title').fill(title);
  await form.getByLabel('Event Type').selectOption('Training');
  await form.getByLabel('Date & Time').fill(`${holiday.date}T10:00`);
  await form.getByLabel('Duration (minutes)').fill('90');
  await form.getByLabel('Location/Venue').fill('Board room, 4th floor');
  await form.getByLabel('Description').fill('Annual refresher on filing deadlines.');
  await form.getByLabel('Filter people').fill('Asha');
  await form.getByRole('checkbox', { name: /Asha Rao/ }).check();
  await expect(form.getByLabel('1 day before')).toBeChecked();
  await expect(form.getByLabel('1 week before')).not.toBeChecked();
  await form.getByRole('button', { name: 'Create Event' }).click();

  await expect(page.getByText('Event created')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/events\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('1 day before')).toBeVisible();
  const attendees = page.getByRole('region', { name: /Attendees/ });
  await expect(attendees.getByText('Asha Rao')).toBeVisible();
  await expect(attendees.getByText('Not answered', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download .ics' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Compliance-training-[a-z0-9]+\.ics$/);
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain('LOCATION:Board room\\, 4th floor');

  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Calendar', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await page.goto(`/app/calendar?date=${holiday.date}&view=month`);
  const calendar = page.locator('.taskflow-calendar');
  await expect(calendar.locator('.fc-dayGridMonth-view')).toBeVisible();
  const day = calendar.locator(`td.fc-daygrid-day[data-date="${holiday.date}"]`);
  await expect(day.getByText(holiday.name)).toBeAttached();
  // A busy day (Christmas holds the seed's own events) shows three items and "+N more", which lists all.
  const more = day.locator('.fc-daygrid-more-link');
  let items = day;
  if (await more.isVisible()) {
    await more.click();
    items = page.locator('.fc-more-popover');
  }
  await expect(items.getByText(holiday.name)).toBeVisible();
  await expect(items.getByText(title)).toBeVisible();

  await items.getByText(title).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
});

test('an employee answers an invitation from the event page', async ({ page }) => {
  await logIn(page, DEMO.employee);
  await page.goto('/app/events');
  // The seed invites Asha to several events; her answer badge says she has not replied yet.
  const invited = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Not answered', { exact: true }) })
    .first();
  await invited.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Maybe' }).click();
  await expect(page.getByText('Your answer was saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'true');
});
