import type { Locator } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { expect, test } from '../support/test';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Picks an option of a type-to-filter field (customer, assignee). */
async function choose(form: Locator, label: string, typed: string, option: RegExp) {
  await form.getByRole('combobox', { name: label }).fill(typed);
  await form.page().getByRole('option', { name: option }).click();
}

test('a manager assigns a task; the employee sees it live, works on it and mentions a colleague, who is notified; History shows each change', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Quarterly GST return ${Date.now().toString(36)}`;

  // ---- Asha has her Task List open before the task exists.
  const ashaContext = await browser.newContext();
  const asha = await ashaContext.newPage();
  await logIn(asha, DEMO.employee);
  await asha.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Tasks' }).click();
  await expect(asha.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
  await expect(asha.getByRole('status').filter({ hasText: 'Loading tasks' })).toHaveCount(0);
  await expect(asha.getByRole('link', { name: title })).toHaveCount(0);

  // ---- The manager assigns it with Assign New Task (from the command palette).
  await logIn(page, DEMO.manager);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: /Search people, customers, events/ }).fill('New task');
  await page.getByRole('option', { name: /New task/ }).click();
  await expect(page.getByRole('heading', { name: 'Assign New Task', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Assign New Task' });
  await form.getByRole('button', { name: 'Assign Task' }).click();
  await expect(form.getByText('Customer is required')).toBeVisible();
  await expect(form.getByText('Assign To is required')).toBeVisible();
  await expect(form.getByText('Task Title is required')).toBeVisible();
  await expect(form.getByText('Due Date is required')).toBeVisible();
  // The first refused field takes the focus.
  await expect(form.getByRole('combobox', { name: 'Customer' })).toBeFocused();

  await choose(form, 'Customer', 'Sahyadri', /Sahyadri Textiles/);
  await choose(form, 'Assign To', 'Asha', /Asha Rao/);
  await form.getByLabel('Task Title').fill(title);
  await form.getByLabel('Priority').selectOption('High');
  await form.getByLabel('Description').fill('File the **GSTR-3B** for the quarter.');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByText('GSTR-3B', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await form.getByRole('button', { name: 'Write' }).click();
  await form.getByLabel('Start Date').fill(dayFromNow(0));
  await form.getByLabel('Due Date').fill(dayFromNow(7));
  await form.getByRole('button', { name: 'Assign Task' }).click();
  await expect(page).toHaveURL(/\/app\/tasks\/[A-Z][A-Z0-9]*-\d+$/);
  const displayId = page.url().split('/').pop() as string;
  await expect(
    page.getByRole('heading', { level: 1 }).getByRole('textbox', { name: 'Task Title' }),
  ).toHaveValue(title);

  // ---- It appears in Asha's open list without a reload.
  const row = asha.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByRole('link', { name: displayId, exact: true })).toBeVisible();

  // ---- Asha starts it and comments, mentioning Ravi through the autocomplete.
  await row.getByRole('link', { name: title }).click();
  await expect(asha).toHaveURL(new RegExp(`/app/tasks/${displayId}$`));
  const details = asha.getByRole('complementary', { name: 'Task details' });
  await details.getByLabel('Status').selectOption('In Progress');
  await expect(asha.getByText('In Progress').first()).toBeVisible();

  const comments = asha.getByRole('form', { name: 'Add a comment' });
  const box = comments.getByRole('combobox', { name: 'Add a comment' });
  await box.click();
  await box.pressSequentially('Ready for review @Rav');
  await expect(asha.getByRole('option', { name: 'Ravi Kumar' })).toBeVisible();
  await box.press('Enter');
  await box.pressSequentially('please check.');
  await expect(box).toHaveValue(/Ready for review @\[Ravi Kumar\]\([0-9a-f-]{36}\) please check\./);
  await comments.getByRole('button', { name: 'Comment' }).click();
  const thread = asha.getByRole('list', { name: 'Comments' });
  await expect(thread.getByText('@Ravi Kumar')).toBeVisible();
  await expect(thread.getByText(/please check\./)).toBeVisible();

  // ---- History shows each change: created, the status change (old → new), the comment.
  const history = asha.getByRole('list', { name: 'History' });
  const statusChange = history.getByRole('listitem').filter({ hasText: 'Status' });
  await expect(statusChange).toContainText('Pending');
  await expect(statusChange).toContainText('In Progress');
  await expect(statusChange).toContainText('Asha Rao');
  await expect(history.getByRole('listitem').filter({ hasText: 'Commented' })).toContainText('please check.');
  await expect(history.getByRole('listitem').filter({ hasText: 'Created the task' })).toContainText(
    'Meera Iyer',
  );

  // ---- The manager's list shows the same History from the row's action.
  await page.goto(`/app/tasks?q=${displayId}`);
  await page.getByRole('button', { name: `History of ${displayId}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `History of ${displayId}` })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Status' })).toContainText('In Progress');

  // ---- Ravi, mentioned, has the notification.
  const raviContext = await browser.newContext();
  const ravi = await raviContext.newPage();
  await logIn(ravi, 'ravi@acme.demo');
  await ravi.goto('/app/notifications');
  await expect(
    ravi
      .getByRole('region', { name: 'Your notifications' })
      .getByText(`Asha Rao mentioned you on ${displayId}`),
  ).toBeVisible();

  await ashaContext.close();
  await raviContext.close();
});
