import type { Page } from '@playwright/test';
import { addCalendarDays, formatCalendarDate, weekStartOf } from '@taskflow/shared';
import { DEMO, logIn } from '../support/accounts';
import { expect, test } from '../support/test';

/**
 * Issue 31, items 3 and 4: every notification is a real link to its object (page, bell, home), notices
 * about one week collapse to the latest, and a timesheet notice opens that week with Approve and Return;
 * a customer has a page, and its name links there.
 */

/** Asha's week this far back: no other journey writes it (they use the current week or 10 and 11 back). */
const WEEKS_BACK = 15;

async function api(page: Page, method: 'get' | 'post' | 'put', url: string, data?: unknown) {
  const response = await page.request[method](`/api/v1${url}`, data === undefined ? {} : { data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()).data;
}

test('a timesheet submitted, withdrawn and submitted is one notice, a link that opens the week to decide', async ({
  page,
  browser,
}) => {
  // Asha fills an old week and submits it, withdraws it, and submits it again.
  const ashaContext = await browser.newContext();
  const asha = await ashaContext.newPage();
  await logIn(asha, DEMO.employee);
  const { today } = await api(asha, 'get', '/time/timesheet');
  const week = addCalendarDays(weekStartOf(today), -7 * WEEKS_BACK);
  const [task] = await api(asha, 'get', '/tasks?scope=mine&pageSize=1&sort=dueDate');
  await api(asha, 'put', '/time/timesheet/cells', { taskId: task.id, date: week, minutes: 90 });
  for (const step of ['submit', 'withdraw', 'submit'])
    await api(asha, 'post', `/time/timesheet/${step}`, { week });
  await ashaContext.close();

  // Her manager reads one line about that week, the latest, as a link to it.
  await logIn(page, DEMO.manager);
  await page.goto('/app/notifications');
  const list = page.getByRole('region', { name: 'Your notifications' });
  const aboutWeek = list.getByRole('link', {
    name: new RegExp(`timesheet for the week of ${formatCalendarDate(week)}`),
  });
  await expect(aboutWeek).toHaveCount(1);
  await expect(aboutWeek).toContainText(
    `Asha Rao submitted the timesheet for the week of ${formatCalendarDate(week)}`,
  );
  const href = await aboutWeek.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/app/time/team\\?week=${week}&user=[0-9a-f-]{36}$`));

  // The home page's unread notifications and the bell show it as the same link.
  await page.goto('/app');
  await expect(
    page.getByRole('region', { name: 'Unread notifications' }).locator(`a[href="${href}"]`),
  ).toHaveCount(1);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const inBell = panel.locator(`a[href="${href}"]`);
  await expect(inBell).toHaveCount(1);

  // Following it opens the week, with Approve and Return for the approver, and marks it read.
  await inBell.click();
  await expect(page).toHaveURL(new RegExp(`/app/time/team\\?week=${week}&user=`));
  const sheet = page.getByRole('dialog', { name: 'Timesheet' });
  await expect(
    sheet.getByRole('heading', { name: `Asha Rao · week of ${formatCalendarDate(week)}` }),
  ).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Return' })).toBeVisible();
  await page.goto('/app/notifications');
  await expect(
    list.getByRole('link', { name: new RegExp(`^Unread: .*week of ${formatCalendarDate(week)}`) }),
  ).toHaveCount(0);
});

test("a customer's page shows its projects and tasks, and its name links there", async ({ page }) => {
  await logIn(page, DEMO.orgAdmin);
  const [project] = await api(page, 'get', '/projects?pageSize=1');
  const customer = project.customer as { id: string; name: string };

  // From the project page, the customer's name is a link to its page.
  await page.goto(`/app/projects/${project.id}`);
  const nameLink = page.getByRole('main').getByRole('link', { name: customer.name, exact: true }).first();
  await expect(nameLink).toHaveAttribute('href', `/app/customers/${customer.id}`);
  await nameLink.click();
  await expect(page).toHaveURL(new RegExp(`/app/customers/${customer.id}$`));
  await expect(page.getByRole('heading', { name: customer.name, level: 1 })).toBeVisible();

  const projects = page.getByRole('region', { name: 'Projects' });
  await expect(projects.getByRole('link', { name: project.name })).toHaveAttribute(
    'href',
    `/app/projects/${project.id}`,
  );
  const openTasks = page.getByRole('region', { name: 'Open tasks' });
  const overview = await api(page, 'get', `/customers/${customer.id}/overview`);
  expect(overview.tasks.open).toBeGreaterThan(0);
  const first = overview.tasks.items[0];
  await expect(openTasks.getByRole('link', { name: new RegExp(first.title) }).first()).toHaveAttribute(
    'href',
    `/app/tasks/${first.id}`,
  );
  // The admin holds Rates and Billing: the unbilled amount is shown.
  await expect(page.getByText('Unbilled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New task' })).toHaveAttribute(
    'href',
    `/app/tasks/new?customerId=${customer.id}`,
  );

  // The Customer List names link to the same page.
  await page.goto(`/app/customers?q=${encodeURIComponent(customer.name)}`);
  await expect(page.getByRole('link', { name: customer.name, exact: true }).first()).toHaveAttribute(
    'href',
    `/app/customers/${customer.id}`,
  );
});

test('without Rates and Billing, the customer page shows hours but no unbilled amount', async ({ page }) => {
  await logIn(page, DEMO.employee);
  const [task] = await api(page, 'get', '/tasks?scope=mine&pageSize=1');
  await page.goto(`/app/tasks/${task.id}`);
  const nameLink = page
    .getByRole('main')
    .getByRole('link', { name: task.customer.name, exact: true })
    .first();
  await expect(nameLink).toHaveAttribute('href', `/app/customers/${task.customer.id}`);
  await nameLink.click();
  await expect(page.getByRole('heading', { name: task.customer.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Hours this month')).toBeVisible();
  await expect(page.getByText('Unbilled', { exact: true })).toHaveCount(0);
});
