import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { orgDay } from '../support/clock';
import { expect, test } from '../support/test';

const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

async function data<T>(request: APIRequestContext, path: string, body?: unknown): Promise<T> {
  const response = body === undefined ? await request.get(path) : await request.post(path, { data: body });
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/**
 * Two working days (Tuesday and Wednesday) at least two weeks ahead that the API's own preview accepts
 * for this person: no overlap with the demo's leave, no blackout, enough balance, no short notice.
 */
async function freeTwoDays(page: Page, leaveTypeId: string) {
  for (let offset = 14; offset < 120; offset++) {
    const fromDate = orgDay(offset);
    if (isoWeekday(fromDate) !== 2) continue;
    const toDate = orgDay(offset + 1);
    const preview = await data<{ totalDays: number; warnings: unknown[]; errors: Record<string, string> }>(
      page.request,
      '/api/v1/leave/requests/preview',
      { leaveTypeId, fromDate, toDate },
    );
    if (preview.totalDays === 2 && preview.warnings.length === 0 && Object.keys(preview.errors).length === 0)
      return { fromDate, toDate };
  }
  throw new Error('No free two working days found for the journey');
}

/** The Annual balance card's figures, as the Leave Status page shows them. */
async function annualBalance(page: Page) {
  const card = page.getByTestId('balance-Annual');
  await expect(card).toBeVisible();
  const figure = async (label: string) =>
    Number(await card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent());
  return { used: await figure('Used'), pending: await figure('Pending') };
}

test('an employee applies for leave; the manager hears of it live, sees the tasks due meanwhile and approves with a comment; the employee sees Approved and the new balance', async ({
  page,
  browser,
}) => {
  // ---- Asha (employee) finds free dates and notes her Annual balance.
  const ashaContext = await browser.newContext();
  const asha = await ashaContext.newPage();
  await logIn(asha, DEMO.employee);
  const types = await data<{ id: string; name: string }[]>(asha.request, '/api/v1/leave/types');
  const annual = types.find((type) => type.name === 'Annual');
  if (!annual) throw new Error('The demo has no Annual leave type');
  const { fromDate, toDate } = await freeTwoDays(asha, annual.id);
  await asha.goto('/app/leave');
  await expect(asha.getByRole('heading', { name: 'Leave Status', level: 1 })).toBeVisible();
  const before = await annualBalance(asha);

  // ---- Meera (her manager) has a task for Asha due during that leave, and the pending list open.
  await logIn(page, DEMO.manager);
  const [customer] = await data<{ id: string }[]>(page.request, '/api/v1/customers?page=1&pageSize=1');
  const people = await data<{ id: string; email: string }[]>(
    page.request,
    '/api/v1/people?page=1&pageSize=20&status=active&q=asha',
  );
  const ashaPerson = people.find((person) => person.email === DEMO.employee);
  const taskTitle = `Tax audit working papers ${Date.now().toString(36)}`;
  await data(page.request, '/api/v1/tasks', {
    customerId: customer?.id,
    assigneeId: ashaPerson?.id,
    title: taskTitle,
    dueDate: toDate,
  });
  await page.goto('/app');
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Pending Leave Applications' })
    .click();
  await expect(page.getByRole('heading', { name: 'Pending Leave Applications', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading pending' })).toHaveCount(0);
  const viewButton = page.getByRole('button', {
    name: `View the leave of Asha Rao, Annual leave from ${fromDate}`,
  });
  await expect(viewButton).toHaveCount(0);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });

  // ---- Asha applies through the form: the preview shows what it costs before she sends it.
  await asha.getByRole('link', { name: 'Apply for Leave' }).first().click();
  const form = asha.getByRole('form', { name: 'Apply for Leave' });
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText('Leave Type is required')).toBeVisible();
  await expect(form.getByText('Reason for Leave is required')).toBeVisible();
  await expect(form.getByText('Emergency Contact is required')).toBeVisible();
  await form.getByLabel('Leave Type').selectOption({ label: 'Annual' });
  await form.getByLabel('From Date').fill(fromDate);
  await form.getByLabel('To Date').fill(toDate);
  await expect(form.getByTestId('leave-total-days')).toHaveText('2 days');
  await form.getByLabel('Reason for Leave').fill('Sister’s wedding in Mysuru');
  await form.getByLabel('Address During Leave').fill('12 Temple Road, Mysuru 570001');
  await form.getByLabel('Emergency Contact').fill('+91 98450 12345');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(asha.getByText('Leave application submitted. Your approver has been notified.')).toBeVisible();
  await expect(asha).toHaveURL(/\/app\/leave\?request=/);
  const requestId = new URL(asha.url()).searchParams.get('request');
  // Escape closes the application once it is open (pressed earlier, it was lost and the open dialog then
  // hid the list from the steps button below).
  const ashaDialog = asha.getByRole('dialog', { name: 'Leave application' });
  await expect(ashaDialog).toBeVisible();
  await asha.keyboard.press('Escape');
  await expect(ashaDialog).toHaveCount(0);
  const ashaCard = asha.getByTestId(`leave-${requestId}`);
  await expect(ashaCard.getByText('Pending', { exact: true })).toBeVisible();

  // ---- Meera's open page shows it live (a notification and the new row), with no reload.
  await expect(viewButton).toBeVisible({ timeout: 15_000 });
  expect(navigations).toBe(0);

  // ---- She opens it: the steps and Asha's task due during the leave, with a link to reassign it.
  await viewButton.click();
  const detail = page.getByRole('dialog', { name: 'Leave application' });
  await expect(detail.getByRole('heading', { name: 'Annual leave · Asha Rao' })).toBeVisible();
  await expect(detail.getByText(taskTitle, { exact: true }).first()).toBeVisible();
  await expect(detail.getByRole('link', { name: new RegExp(`Reassign ${taskTitle}`) })).toHaveAttribute(
    'href',
    /\/app\/tasks\//,
  );
  await detail.getByLabel('Comment').fill('Enjoy the wedding. Hand the working papers to Ravi.');
  await detail.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Leave of Asha Rao approved.')).toBeVisible();
  await expect(viewButton).toHaveCount(0);

  // ---- Asha sees Approved, the step with Meera's comment, and her new balance.
  await expect(ashaCard.getByText('Approved', { exact: true })).toBeVisible({ timeout: 15_000 });
  await ashaCard.getByRole('button', { name: 'Show steps' }).click();
  await expect(ashaCard.getByText('Enjoy the wedding. Hand the working papers to Ravi.')).toBeVisible();
  await expect(ashaCard.getByText(/Meera Iyer/)).toBeVisible();
  await expect.poll(() => annualBalance(asha)).toEqual({ used: before.used + 2, pending: before.pending });

  // ---- Assigning Asha another task due during her leave warns, and still lets it be assigned.
  await page.goto(`/app/tasks/new?assigneeId=${ashaPerson?.id}&dueDate=${fromDate}`);
  const taskForm = page.getByRole('form', { name: 'Assign New Task' });
  await expect(taskForm.getByTestId('assignee-leave-warning')).toContainText(
    /is on Annual leave on the due date/,
  );
  await expect(taskForm.getByRole('button', { name: 'Assign Task' })).toBeEnabled();

  await ashaContext.close();
});
