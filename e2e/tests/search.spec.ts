import { DEMO, logIn } from '../support/accounts';
import { expect, test } from '../support/test';

/** A demo task found through the Task List's own search, to look for in the palette. */
async function demoTask(page: import('@playwright/test').Page, q: string) {
  const listed = await page.request.get(`/api/v1/tasks?q=${encodeURIComponent(q)}&pageSize=1`);
  expect(listed.status()).toBe(200);
  const task = ((await listed.json()).data as { id: string; displayId: string; title: string }[])[0];
  if (!task) throw new Error(`No demo task matches ${q}`);
  return task;
}

test('Ctrl+K finds a task by its id and by words of its title; each result is a link to it', async ({
  page,
}) => {
  await logIn(page, DEMO.orgAdmin);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  // The button's name holds its visible text (WCAG 2.5.3 Label in Name).
  await expect(page.getByRole('button', { name: 'Search… Ctrl K', exact: true })).toBeVisible();

  const gst = await demoTask(page, 'GST filing');
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('combobox', { name: /Search tasks/ });
  await expect(palette).toBeFocused();
  await page.keyboard.type(gst.displayId.toLowerCase());
  const byId = page.getByRole('option', { name: new RegExp(`^${gst.displayId} .*\\(Tasks\\)`) });
  await expect(byId).toHaveCount(1);
  await expect(byId).toHaveAttribute('href', `/app/tasks/${gst.id}`);
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('option').first()).toHaveAttribute('href', `/app/tasks/${gst.id}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/tasks/${gst.id}$`));
  await expect(page.getByRole('heading', { name: gst.title })).toBeVisible();

  // Words of a title, the last one still being typed.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('bank rec');
  const byWords = page.getByRole('option', { name: /Bank reconciliation.*\(Tasks\)/i }).first();
  await expect(byWords).toBeVisible();
  await expect(byWords).toHaveAttribute('href', /^\/app\/tasks\/[0-9a-f-]+$/);
  await page.getByRole('combobox', { name: /Search tasks/ }).fill('GST filing');
  await expect(page.getByRole('option', { name: /GST filing.*\(Tasks\)/ }).first()).toBeVisible();
  await expect(page.getByText(/Nothing matches/)).toHaveCount(0);
});

test('on a phone the search button and the palette say nothing of Ctrl+K', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, DEMO.employee);
  const button = page.getByRole('button', { name: 'Search…', exact: true });
  await expect(button).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search and commands' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Ctrl|⌘/).filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText(/Ctrl/).filter({ visible: true })).toHaveCount(0);
});
