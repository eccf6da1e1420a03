import type { Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
// Days are counted in the demo organization's zone, where My tasks judges dates.
import { orgDay } from '../support/clock';
import { expect, test } from '../support/test';

/** A demo employee with no one reporting to her (Asha and Ravi each have a junior). */
const RITU = 'ritu@acme.demo';

async function idOf(page: Page, email: string) {
  const people = await page.request.get(`/api/v1/people?q=${encodeURIComponent(email)}&pageSize=1`);
  expect(people.status()).toBe(200);
  return ((await people.json()).data as { id: string }[])[0]?.id as string;
}

async function firstCustomer(page: Page) {
  const listed = await page.request.get('/api/v1/customers?pageSize=1');
  return ((await listed.json()).data as { id: string }[])[0]?.id as string;
}

async function assign(page: Page, body: Record<string, unknown>) {
  const created = await page.request.post('/api/v1/tasks', { data: body });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as { id: string; displayId: string };
}

test('an employee opening Tasks sees her own open tasks grouped by due date, live', async ({
  page,
  browser,
}) => {
  const tag = `mine${Date.now().toString(36)}`;
  await logIn(page, DEMO.orgAdmin);
  const rituId = await idOf(page, RITU);
  const raviId = await idOf(page, 'ravi@acme.demo');
  const customerId = await firstCustomer(page);
  const base = { customerId, assigneeId: rituId };
  await assign(page, { ...base, title: `Overdue bank rec ${tag}`, dueDate: orgDay(-2) });
  await assign(page, { ...base, title: `Later audit ${tag}`, dueDate: orgDay(30) });
  await assign(page, { ...base, title: `Done already ${tag}`, dueDate: orgDay(0), status: 'Completed' });
  await assign(page, { ...base, title: `Ravi's return ${tag}`, dueDate: orgDay(0), assigneeId: raviId });

  const rituContext = await browser.newContext();
  const ritu = await rituContext.newPage();
  await logIn(ritu, RITU);
  // No one reports to her and she leads no project: Tasks is her My tasks.
  await ritu
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Tasks', exact: true })
    .click();
  await expect(ritu).toHaveURL(/\/app\/my-tasks$/);
  await expect(ritu.getByRole('heading', { name: 'My tasks', level: 1 })).toBeVisible();

  const group = (name: string) => ritu.getByRole('region', { name: new RegExp(`^${name} \\d+ tasks$`) });
  await expect(group('Overdue').getByRole('link', { name: `Overdue bank rec ${tag}` })).toBeVisible();
  await expect(group('Later').getByRole('link', { name: `Later audit ${tag}` })).toBeVisible();
  await expect(ritu.getByText(`Done already ${tag}`)).toHaveCount(0);
  await expect(ritu.getByText(`Ravi's return ${tag}`)).toHaveCount(0);

  // A task assigned for today arrives in Today without a reload.
  await assign(page, { ...base, title: `Today TDS ${tag}`, dueDate: orgDay(0) });
  await expect(group('Today').getByRole('link', { name: `Today TDS ${tag}` })).toBeVisible({
    timeout: 15_000,
  });

  // Open as list: the Task List with her open tasks, the list itself this time.
  await ritu.getByRole('link', { name: 'Open as list' }).click();
  await expect(ritu.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
  await expect(ritu.getByRole('link', { name: `Later audit ${tag}` })).toBeVisible();
  await expect(ritu.getByRole('link', { name: `Done already ${tag}` })).toHaveCount(0);
});

test('a task assigned from a project saves without picking the customer; the board adds one in a column', async ({
  page,
}) => {
  const tag = `ctx${Date.now().toString(36)}`;
  await logIn(page, DEMO.manager);
  const projects = await page.request.get('/api/v1/projects?pageSize=20');
  const project = (
    (await projects.json()).data as {
      id: string;
      key: string;
      name: string;
      status: string;
      isArchived?: boolean;
      customer: { id: string; name: string };
    }[]
  ).find((entry) => entry.status !== 'Completed' && !entry.isArchived);
  if (!project) throw new Error('The demo manager sees no open project');
  const projectTask = async (title: string) => {
    const listed = await page.request.get(
      `/api/v1/tasks?projectId=${project.id}&sort=-createdAt&pageSize=20`,
    );
    return ((await listed.json()).data as { title: string }[]).find((task) => task.title === title);
  };

  // ---- Assign New Task from the project: the customer comes from it, the assignee is "Me".
  await page.goto(`/app/projects/${project.id}`);
  await page.getByRole('link', { name: 'Assign New Task' }).first().click();
  const form = page.getByRole('form', { name: 'Assign New Task' });
  await expect(form.getByRole('combobox', { name: 'Customer' })).toHaveValue(project.customer.name);
  await form.getByRole('combobox', { name: 'Assign To' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText(/^Me\b/);
  await options.first().click();
  await expect(form.getByRole('combobox', { name: 'Assign To' })).toHaveValue('Me');
  await form.getByLabel('Task Title').fill(`Engagement letter ${tag}`);
  await form.getByLabel('Due Date').fill(orgDay(5));
  await form.getByRole('button', { name: 'Assign Task' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/tasks/${project.key}-\\d+$`));
  expect(await projectTask(`Engagement letter ${tag}`)).toMatchObject({
    customer: { id: project.customer.id },
    project: { id: project.id },
  });

  // ---- The board filtered by the project (in the URL): a title and Enter add a task to a column.
  await page.goto(`/app/board?projectId=${project.id}`);
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);
  const column = page
    .getByRole('region', { name: 'Task board' })
    .getByRole('region', { name: 'In Progress', exact: true });
  const quickAdd = column.getByRole('textbox', { name: 'Add a task to In Progress' });
  await quickAdd.fill(`Quick review ${tag}`);
  await quickAdd.press('Enter');
  await expect(page.getByText(new RegExp(`^${project.key}-\\d+ added to In Progress$`))).toBeVisible();
  await expect(quickAdd).toHaveValue('');
  await expect(column.getByRole('article', { name: new RegExp(`Quick review ${tag}$`) })).toBeVisible();
  expect(await projectTask(`Quick review ${tag}`)).toMatchObject({
    status: 'In Progress',
    customer: { id: project.customer.id },
    project: { id: project.id },
  });
});
