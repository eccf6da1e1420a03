import { DEMO, logIn } from '../support/accounts';
import { apiClient, createProject, createTask, currentUser, findCustomers } from '../support/api';
import { expect, test } from '../support/test';

/** Cards a column shows at first (the API's page, BOARD_PAGE_SIZE). */
const PAGE = 30;
const CARDS = PAGE + 4;

test('a column of more cards than a page shows its count, reads the rest as it scrolls, and keeps its count through a move', async ({
  page,
}) => {
  await logIn(page, DEMO.orgAdmin);
  const suffix = Date.now().toString(36);
  const api = apiClient(page.request);
  const me = await currentUser(api);
  const customerId = (await findCustomers(api, 'Sahyadri'))[0]?.id;
  if (!customerId) throw new Error('The demo organization has no customer named Sahyadri');
  const projectName = `Paged board ${suffix}`;
  const { id: projectId } = await createProject(api, {
    name: projectName,
    customerId,
    leadId: me.id,
    startDate: '2031-01-01',
    targetEndDate: '2031-12-31',
  });
  // Made one after another, so the column's order is the order they were made in.
  for (let n = 1; n <= CARDS; n++) {
    await createTask(api, {
      projectId,
      customerId,
      assigneeId: me.id,
      title: `Paged ${suffix} ${n}`,
      dueDate: '2031-05-20',
    });
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
