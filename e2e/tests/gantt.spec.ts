import type { APIRequestContext } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { expect, expectFailures, test } from '../support/test';

interface CreatedTask {
  id: string;
  displayId: string;
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** Day columns of the Gantt's day zoom are this wide (features/planning/components/gantt-data.ts). */
const DAY_WIDTH = 40;

test('two dependent tasks: dragging the first past the second is refused, shifting moves both and survives a reload', async ({
  page,
}) => {
  await logIn(page, DEMO.orgAdmin);
  const api = page.request;
  const me = await dataOf<{ id: string }>(await api.get('/api/v1/users/me'));
  const [customer] = await dataOf<{ id: string }[]>(await api.get('/api/v1/customers?pageSize=1'));
  const project = await dataOf<{ id: string }>(
    await api.post('/api/v1/projects', {
      data: {
        name: `Quarterly close ${Date.now().toString(36)}`,
        customerId: customer?.id,
        leadId: me.id,
        startDate: '2031-03-03',
        targetEndDate: '2031-06-30',
      },
    }),
  );
  const newTask = (title: string, startDate: string, dueDate: string) =>
    api
      .post('/api/v1/tasks', {
        data: {
          customerId: customer?.id,
          assigneeId: me.id,
          projectId: project.id,
          title,
          startDate,
          dueDate,
        },
      })
      .then((response) => dataOf<CreatedTask>(response));
  // Monday 3 to Wednesday 5 March, then Monday 10 to Wednesday 12 March 2031.
  const first = await newTask('Collect invoices', '2031-03-03', '2031-03-05');
  const second = await newTask('Reconcile ledgers', '2031-03-10', '2031-03-12');

  await page.goto(`/app/projects/${project.id}/gantt`);
  await expect(page.getByRole('link', { name: 'Gantt' })).toHaveAttribute('aria-current', 'page');

  // ---- The dependency, added on the Gantt.
  await page.getByRole('button', { name: 'Add dependency' }).click();
  const form = page.getByRole('form', { name: 'Add dependency' });
  await form.getByRole('combobox', { name: 'Must finish first' }).fill(first.displayId);
  await page.getByRole('option', { name: new RegExp(first.displayId) }).click();
  await form.getByRole('combobox', { name: 'Waits for it' }).fill(second.displayId);
  await page.getByRole('option', { name: new RegExp(second.displayId) }).click();
  await form.getByRole('button', { name: 'Add dependency' }).click();
  await expect(page.getByText('Dependency added.')).toBeVisible();
  // Toasts sit at the bottom right, over the chart: a drag passing under one would end there.
  await expect(page.getByText('Dependency added.')).toBeHidden({ timeout: 10_000 });

  // ---- Drag the first bar six days right: it would now end after the second starts. The server,
  // which knows every dependency, refuses that move (409) and the page offers the shift instead.
  expectFailures(page, new RegExp(`/api/v1/tasks/${first.id}/schedule$`));
  const bar = page.locator(`.wx-bar[data-id=":${first.id}"]`);
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  if (!box) throw new Error('The first bar has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + DAY_WIDTH * 3, y, { steps: 6 });
  await page.mouse.move(box.x + box.width / 2 + DAY_WIDTH * 6, y, { steps: 6 });
  await page.mouse.up();

  const dialog = page.getByRole('dialog', { name: `Reschedule ${first.displayId}` });
  const refusal = dialog.getByRole('alert').filter({ hasText: 'would start before its predecessor' });
  await expect(refusal).toContainText(second.displayId);
  await expect(refusal).toContainText(`${first.displayId} “Collect invoices”`);
  await expect(dialog.getByLabel('Start Date')).toHaveValue('2031-03-09');
  await expect(dialog.getByLabel('Due Date')).toHaveValue('2031-03-11');

  // ---- Shift instead: both move, the second by working days after the first ends.
  await dialog.getByRole('button', { name: 'Shift successors' }).click();
  await expect(
    page.getByText(`${first.displayId} rescheduled. Shifted along: ${second.displayId}.`),
  ).toBeVisible();

  await page.reload();
  const moved = await dataOf<{ startDate: string; dueDate: string }>(
    await api.get(`/api/v1/tasks/${first.id}`),
  );
  const shifted = await dataOf<{ startDate: string; dueDate: string }>(
    await api.get(`/api/v1/tasks/${second.id}`),
  );
  expect(moved).toMatchObject({ startDate: '2031-03-09', dueDate: '2031-03-11' });
  expect(shifted.startDate > moved.dueDate).toBe(true);
  expect(shifted.startDate).not.toBe('2031-03-10');
  const label = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  await expect(
    page.getByRole('button', { name: `Change dates of ${first.displayId}: 9 Mar – 11 Mar` }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: `Change dates of ${second.displayId}: ${label(shifted.startDate)} – ${label(shifted.dueDate)}`,
    }),
  ).toBeVisible();
});
