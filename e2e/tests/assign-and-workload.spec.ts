import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
// Days are counted in the demo organization's zone, where overdue is judged.
import { orgDay } from '../support/clock';
import { expect, test } from '../support/test';

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as T;
}

async function idOf(page: Page, email: string) {
  const people = await data<{ id: string }[]>(
    page.request,
    `/api/v1/people?q=${encodeURIComponent(email)}&pageSize=1`,
  );
  return people[0]?.id as string;
}

async function assign(page: Page, body: Record<string, unknown>) {
  const customers = await data<{ id: string }[]>(page.request, '/api/v1/customers?pageSize=1');
  const created = await page.request.post('/api/v1/tasks', {
    data: { customerId: customers[0]?.id, ...body },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as { id: string; displayId: string };
}

/** One free working day at least three weeks ahead, applied for (pending) through the API. */
async function applyForOneDay(request: APIRequestContext) {
  const types = await data<{ id: string; name: string }[]>(request, '/api/v1/leave/types');
  const leaveTypeId = types.find((type) => type.name === 'Annual')?.id;
  for (let offset = 21; offset < 200; offset++) {
    const fromDate = orgDay(offset);
    const preview = await request.post('/api/v1/leave/requests/preview', {
      data: { leaveTypeId, fromDate, toDate: fromDate },
    });
    const answer = (await preview.json()).data as {
      totalDays: number;
      warnings: unknown[];
      errors: Record<string, string>;
    };
    if (answer.totalDays !== 1 || answer.warnings.length || Object.keys(answer.errors).length) continue;
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
    expect(applied.status(), await applied.text()).toBe(201);
    return { fromDate, id: (await applied.json()).data.id as string };
  }
  throw new Error('No free day found');
}

test('reassigning on the task page to someone on leave warns, moves the open subtasks along and can be undone', async ({
  page,
  browser,
}) => {
  const ravi = await browser.newContext();
  const raviPage = await ravi.newPage();
  await logIn(raviPage, 'ravi@acme.demo');
  const leave = await applyForOneDay(raviPage.request);
  try {
    await logIn(page, DEMO.orgAdmin);
    const ashaId = await idOf(page, DEMO.employee);
    const tag = Date.now().toString(36);
    const task = await assign(page, {
      assigneeId: ashaId,
      title: `Bank rec ${tag}`,
      dueDate: leave.fromDate,
    });
    const subtask = await page.request.post(`/api/v1/tasks/${task.id}/subtasks`, {
      data: { title: `Match deposits ${tag}`, assigneeId: ashaId },
    });
    expect(subtask.status(), await subtask.text()).toBe(201);
    const assignees = async () => {
      const detail = await data<{
        assignee: { name: string };
        subtasks: { assignee: { name: string } | null }[];
      }>(page.request, `/api/v1/tasks/${task.id}`);
      return [detail.assignee.name, detail.subtasks[0]?.assignee?.name];
    };

    await page.goto(`/app/tasks/${task.displayId}`);
    const details = page.getByRole('complementary', { name: 'Task details' });
    await details.getByRole('combobox', { name: 'Assign To' }).fill('Ravi');
    await page.getByRole('option', { name: /Ravi Kumar/ }).click();

    // The same warning as Assign New Task, before anything is saved.
    const dialog = page.getByRole('alertdialog', { name: `Reassign ${task.displayId}?` });
    await expect(dialog.getByTestId('assignee-leave-warning')).toContainText(
      /Ravi Kumar is on .*leave \(pending approval\) on the due date/,
    );
    const moveSubtasks = dialog.getByRole('checkbox', {
      name: 'Also move 1 open subtask of Asha Rao to Ravi Kumar',
    });
    await expect(moveSubtasks).toBeChecked();
    expect(await assignees()).toEqual(['Asha Rao', 'Asha Rao']);
    await dialog.getByRole('button', { name: 'Reassign' }).click();

    const toast = page.getByText(`${task.displayId} reassigned to Ravi Kumar with 1 open subtask.`);
    await expect(toast).toBeVisible();
    // A toast stays while the pointer rests on it: the check below may take longer than its window.
    await toast.hover();
    // Saved before the toast shows; Undo is clicked within the toast's undo window.
    expect(await assignees()).toEqual(['Ravi Kumar', 'Ravi Kumar']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`${task.displayId} is back with Asha Rao.`)).toBeVisible();
    await expect.poll(assignees).toEqual(['Asha Rao', 'Asha Rao']);
  } finally {
    // Tidy up, also after a failure: Ravi's day goes back (other tests read his balance).
    const cancelled = await raviPage.request.post(`/api/v1/leave/requests/${leave.id}/cancel`);
    expect(cancelled.status(), await cancelled.text()).toBeLessThan(300);
    await ravi.close();
  }
});

test('the workload carries overdue work into this week, every number opens its tasks, and it fits 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, DEMO.manager);
  const ashaId = await idOf(page, DEMO.employee);
  const title = `Overdue TDS return ${Date.now().toString(36)}`;
  await assign(page, { assigneeId: ashaId, title, dueDate: orgDay(-9), estimateHours: 3 });

  await page.goto('/app/workload');
  const table = page.getByRole('table', { name: 'Workload per person and week' });
  // My team by default: the manager's reports, not the whole firm.
  await expect(page.getByRole('button', { name: 'My team' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('rowheader', { name: /Asha Rao/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Arjun Mehta/ })).toHaveCount(0);

  // Every number is a link, the totals row's included.
  const numbers = table.locator('tbody td, tfoot td');
  const cellCount = await numbers.count();
  expect(cellCount).toBeGreaterThan(6);
  for (let index = 0; index < cellCount; index++)
    await expect(numbers.nth(index).getByRole('link').first()).toBeVisible();
  await expect(
    table.locator('tfoot').getByRole('link', { name: /^My team: \+.* h carried over/ }),
  ).toBeVisible();

  // Nothing scrolls sideways at 1280 px: neither the page nor the table.
  const overflow = await page.evaluate(() => {
    const wrapper = document.querySelector('table')?.parentElement;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: wrapper ? wrapper.scrollWidth - wrapper.clientWidth : -1,
    };
  });
  expect(overflow).toEqual({ page: 0, table: 0 });

  // Asha's overdue work shows in this week as carried over, and opens exactly those tasks.
  const carried = table.getByRole('link', {
    name: /^Asha Rao, week of .*: \+.* h carried over \(\d+ tasks? overdue\)$/,
  });
  await carried.click();
  await expect(page).toHaveURL(/\/app\/tasks\?assigneeId=.*&status=.*&dueTo=/);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // The Team Members Dashboard's totals open the team's tasks too.
  await page.goto('/app/team-dashboard');
  await expect(page.getByRole('button', { name: 'My team' })).toHaveAttribute('aria-pressed', 'true');
  const totals = page.locator('tfoot');
  await totals.getByRole('link', { name: /overdue in total$/ }).click();
  await expect(page).toHaveURL(/scope=team&assignees=team&overdue=true/);
  await expect(page.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
});
