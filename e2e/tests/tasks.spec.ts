import type { Locator } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { orgDay } from '../support/clock';
import { expect, HEAVY_ANSWER, test } from '../support/test';

/** Picks an option of a type-to-filter field (customer, assignee). */
async function choose(form: Locator, label: string, typed: string, option: RegExp) {
  await form.getByRole('combobox', { name: label }).fill(typed);
  await form.page().getByRole('option', { name: option }).click();
}

test('a manager assigns a task; the employee sees it live, works on it and mentions a colleague, who is notified; History shows each change', async ({
  page,
  browser,
}) => {
  const title = `Quarterly GST return ${Date.now().toString(36)}`;

  // ---- Asha has her Task List open before the task exists.
  const ashaContext = await browser.newContext();
  const asha = await ashaContext.newPage();
  await logIn(asha, DEMO.employee);
  await asha
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Tasks', exact: true })
    .click();
  await expect(asha.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
  await expect(asha.getByRole('status').filter({ hasText: 'Loading tasks' })).toHaveCount(0);
  await expect(asha.getByRole('link', { name: title })).toHaveCount(0);

  // ---- The manager assigns it with Assign New Task (from the command palette).
  await logIn(page, DEMO.manager);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page
    .getByRole('combobox', { name: /Search tasks, projects, customers, people and events/ })
    .fill('New task');
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
  // The organization's own work type, added from the form and chosen at once.
  const workType = `Compliance ${Date.now().toString(36)}`;
  await form.getByRole('button', { name: 'Add a work type' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Add a work type' });
  await typeDialog.getByRole('textbox', { name: 'Work Type' }).fill(workType);
  await typeDialog.getByRole('button', { name: 'Add work type' }).click();
  await expect(typeDialog).toHaveCount(0);
  await expect(form.getByLabel('Work Type')).toHaveValue(workType);
  await expect(page).toHaveURL(/\/app\/tasks\/new$/);
  // Renamed in the same dialog: the form's choice follows the new name.
  const renamed = `${workType} filing`;
  await form.getByRole('button', { name: 'Add a work type' }).click();
  await typeDialog.getByRole('button', { name: `Rename ${workType}` }).click();
  await typeDialog.getByRole('textbox', { name: `New name for ${workType}` }).fill(renamed);
  await typeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(typeDialog.getByText(renamed, { exact: true })).toBeVisible();
  await typeDialog.getByRole('button', { name: 'Close' }).click();
  await expect(form.getByLabel('Work Type')).toHaveValue(renamed);
  await form.getByLabel('Description').fill('File the **GSTR-3B** for the quarter.');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByText('GSTR-3B', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await form.getByRole('button', { name: 'Write' }).click();
  await form.getByLabel('Start Date').fill(orgDay(0));
  await form.getByLabel('Due Date').fill(orgDay(7));
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

test('the Task List: import with a per-row preview, search and filters in the URL, a saved view, bulk changes, export and delete', async ({
  page,
}) => {
  const tag = `imp${Date.now().toString(36)}`;
  const due = orgDay(14);
  const csv = (rows: string[]) => ({
    name: 'tasks.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Title,Company,Assign To,Due Date,Priority', ...rows].join('\n')),
  });

  // The organization's admin: of the demo roles only Admin may delete tasks.
  await logIn(page, DEMO.orgAdmin);
  await page.goto('/app/tasks');
  await expect(page.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();

  // ---- Import: one bad row refuses the whole file and names the line; a clean file imports.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('dialog');
  const file = importer.getByLabel('CSV file');
  await file.setInputFiles(
    csv([
      `Reconcile ledger ${tag},Sahyadri Textiles Pvt Ltd,Asha Rao,${due},High`,
      `Chase invoices ${tag},Nowhere Limited,Asha Rao,${due},Low`,
    ]),
  );
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer.getByText(/problems? in 2 rows/)).toBeVisible();
  await expect(importer.getByText('Line 3', { exact: true })).toBeVisible();
  await expect(importer.getByText(/No customer named "Nowhere Limited"/)).toBeVisible();
  await expect(importer.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  await file.setInputFiles(
    csv([
      `Reconcile ledger ${tag},Sahyadri Textiles Pvt Ltd,Asha Rao,${due},High`,
      `Chase invoices ${tag},Sahyadri Textiles Pvt Ltd,asha@acme.demo,${due},Low`,
    ]),
  );
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer.getByText('2 tasks are ready to import')).toBeVisible(HEAVY_ANSWER);
  await importer.getByRole('button', { name: 'Import 2 tasks' }).click();
  await expect(page.getByText('2 tasks imported')).toBeVisible();

  // ---- Search and a filter go into the URL, which opens the same view again.
  const rows = page.getByRole('row').filter({ hasText: tag });
  await page.getByRole('searchbox', { name: /Search tasks/ }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Filters' }).click();
  // The box shows what the URL says: it is ticked once the URL has the filter.
  const high = page.getByRole('group', { name: 'Priority' }).getByLabel('High');
  await high.click();
  await expect(high).toBeChecked();
  await expect(page).toHaveURL(/priority=High/);
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Reconcile ledger ${tag}`);

  // ---- Saved as a view, which is chosen again after the filters are cleared.
  await page.getByRole('button', { name: 'Save view' }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByLabel('View name').fill(`High ${tag}`);
  await saveDialog.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText(`View “High ${tag}” saved`)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Saved views').selectOption({ label: `High ${tag}` });
  await expect(page).toHaveURL(/priority=High/);
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(2);

  // ---- Bulk: both on hold, in one request.
  await page.getByRole('checkbox', { name: 'Select all tasks on this page' }).check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk.getByText('2 tasks selected')).toBeVisible();
  await bulk.getByLabel('Set status').selectOption('On Hold');
  await expect(page.getByText('Status set to On Hold for 2 tasks')).toBeVisible();
  await expect(rows.filter({ hasText: 'On Hold' })).toHaveCount(2);

  // ---- Export: the current filters as CSV.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const exported = await (await downloading).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of exported) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  expect(text).toContain(`Reconcile ledger ${tag}`);
  expect(text).toContain(`Chase invoices ${tag}`);
  expect(text.trim().split('\n')).toHaveLength(3);

  // ---- Bulk delete, after confirming.
  await page.getByRole('checkbox', { name: 'Select all tasks on this page' }).check();
  await bulk.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete 2 tasks' }).click();
  await expect(page.getByText('2 tasks deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No tasks match' })).toBeVisible();
});

test('recurring work: a monthly task on the last working day, then stop repeating', async ({ page }) => {
  const title = `Monthly TDS filing ${Date.now().toString(36)}`;
  await logIn(page, DEMO.orgAdmin);
  await page.goto('/app/tasks/new');
  const form = page.getByRole('form', { name: 'Assign New Task' });
  await choose(form, 'Customer', 'Sahyadri', /Sahyadri Textiles/);
  await choose(form, 'Assign To', 'Asha', /Asha Rao/);
  await form.getByLabel('Task Title').fill(title);
  await form.getByLabel('Due Date').fill(orgDay(10));
  await form.getByLabel('Repeats').selectOption('monthly');
  await form.getByLabel('On the last working day of the month').check();
  await form.getByRole('button', { name: 'Assign Task' }).click();
  await expect(page).toHaveURL(/\/app\/tasks\/[A-Z][A-Z0-9]*-\d+$/);

  await expect(page.getByText('Every month, on the last working day')).toBeVisible();
  await page.getByRole('button', { name: 'Stop repeating' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Stop repeating this task?' });
  await dialog.getByRole('button', { name: 'Stop repeating' }).click();
  await expect(page.getByText('No longer repeats')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No longer repeats')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop repeating' })).toHaveCount(0);
});
