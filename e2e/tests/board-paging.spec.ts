import { DEMO, logIn } from '../support/accounts';
import { expect, test } from '../support/test';

/** Cards a column shows at first (the API's page, BOARD_PAGE_SIZE). */
const PAGE = 30;
const CARDS = PAGE + 4;

test('a column of more cards than a page shows its count, reads the rest as it scrolls, and keeps its count through a move', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO.orgAdmin);
  const suffix = Date.now().toString(36);
  const me = (await (await page.request.get('/api/v1/users/me')).json()).data as { id: string };
  const customers = (await (await page.request.get('/api/v1/customers?q=Sahyadri&pageSize=5')).json())
    .data as { id: string }[];
  const customerId = customers[0]?.id;
  expect(customerId).toBeDefined();
  const projectName = `Paged board ${suffix}`;
  const created = await page.request.post('/api/v1/projects', {
    data: {
      name: projectName,
      customerId,
      leadId: me.id,
      startDate: '2031-01-01',
      targetEndDate: '2031-12-31',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = (await created.json()).data.id as string;
  // Made one after another, so the column's order is the order they were made in.
  for (let n = 1; n <= CARDS; n++) {
    const task = await page.request.post('/api/v1/tasks', {
      data: {
        projectId,
        customerId,
        assigneeId: me.id,
        title: `Paged ${suffix} ${n}`,
        dueDate: '2031-05-20',
      },
    });
    expect(task.status(), await task.text()).toBe(201);
  }

  await page.goto(`/app/projects/${projectId}/board`);
  const pending = page
    .getByRole('region', { name: `Board of ${projectName}` })
    .getByRole('region', { name: 'Pending', exact: true });
  const cards = pending.getByRole('article');
  await expect(pending.getByRole('heading')).toContainText(`${CARDS} tasks`);
  await expect(cards).toHaveCount(PAGE);
  await expect(pending.getByText(`${PAGE} of ${CARDS} shown`)).toBeVisible();

  // Scrolled to its end, the column reads the rest.
  await pending.locator('[data-rfd-droppable-id="Pending"]').evaluate((list) => {
    list.scrollTop = list.scrollHeight;
  });
  await expect(cards).toHaveCount(CARDS);
  await expect(cards.last()).toHaveAccessibleName(new RegExp(` Paged ${suffix} ${CARDS}$`));
  await expect(pending.getByText(/ shown$/)).toHaveCount(0);

  // A card of the second page moved to In Progress: both counts follow, and the column keeps its depth.
  const last = cards.last();
  const displayId = ((await last.getAttribute('aria-label')) ?? '').split(' ')[0] as string;
  await page.getByRole('combobox', { name: `Status of ${displayId}` }).selectOption('In Progress');
  const started = page
    .getByRole('region', { name: `Board of ${projectName}` })
    .getByRole('region', { name: 'In Progress', exact: true });
  await expect(started.getByRole('article', { name: new RegExp(`^${displayId} `) })).toBeVisible();
  await expect(started.getByRole('heading')).toContainText('1 tasks');
  await expect(pending.getByRole('heading')).toContainText(`${CARDS - 1} tasks`);
  await expect(cards).toHaveCount(CARDS - 1);
});
