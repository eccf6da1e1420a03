import type { Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { expect, test } from '../support/test';

/**
 * Every address the flat sidebar linked to before it was grouped (issue 31), each with the entry that
 * marks it now: a page reached by its section's tabs marks the section's entry (issue 39: Board is under
 * Tasks, the setup pages under Settings); Notifications is the top bar's bell and marks none.
 */
const OLD_SIDEBAR = [
  ['/app', 'Home', null],
  ['/app/settings/organization', 'Settings', 'Organization'],
  ['/app/customers', 'Customers', null],
  ['/app/events', 'Events', null],
  ['/app/calendar', 'Calendar', null],
  ['/app/my-calendar', 'My tasks', 'My tasks calendar'],
  ['/app/tasks', 'Tasks', 'Tasks'],
  ['/app/projects', 'Projects', null],
  ['/app/board', 'Tasks', 'Board'],
  ['/app/time', 'Time', null],
  ['/app/team-dashboard', 'Team Dashboard', 'Team Dashboard'],
  ['/app/workload', 'Team Dashboard', 'Workload'],
  ['/app/leave', 'Leave Status', null],
  ['/app/leave/apply', 'Apply for Leave', null],
  ['/app/leave/pending', 'Pending Leave Applications', null],
  ['/app/leave/all', 'All leave', 'All leave'],
  ['/app/leave/calendar', 'All leave', 'Leave calendar'],
  ['/app/leave/settings', 'Settings', 'Leave settings'],
  ['/app/reports', 'Reports', null],
  ['/app/holidays', 'Settings', 'Holidays'],
  ['/app/roles', 'Settings', 'Roles'],
  ['/app/departments', 'Settings', 'Departments'],
  ['/app/people', 'People', 'People'],
  ['/app/org-tree', 'People', 'Org tree'],
  ['/app/notifications', null, null],
  ['/app/settings/security', 'Settings', 'Security & sessions'],
] as const;

const appNav = (page: Page) => page.getByRole('navigation', { name: 'App' });
const group = (page: Page, name: string) => appNav(page).getByRole('button', { name, exact: true });

test('the sidebar groups daily work first, marks the current section and remembers folded groups', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, DEMO.orgAdmin);
  const nav = appNav(page);
  await expect(nav.getByRole('button')).toHaveText(['Work', 'Leave', 'People']);
  const work = nav.getByRole('list').first();
  await expect(work.getByRole('link')).toHaveText([
    'Home',
    'My tasks',
    'Tasks',
    'Projects',
    'Customers',
    'Calendar',
    'Events',
    'Time',
    'Reports',
  ]);
  // Issue 39: at most 16 links for the administrator, the setup done once one Settings entry.
  expect(await nav.getByRole('link').count()).toBeLessThanOrEqual(16);
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/app/settings/organization',
  );
  for (const setup of ['Roles', 'Holidays', 'Departments', 'Leave settings', 'Organization'])
    await expect(nav.getByRole('link', { name: setup, exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  // A page inside a section marks that section's entry, and only it.
  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { name: 'Project Management', level: 1 })).toBeVisible();
  const projects = (await (await page.request.get('/api/v1/projects?pageSize=1')).json()).data as {
    id: string;
  }[];
  await page.goto(`/app/projects/${projects[0]?.id}`);
  await expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);

  // Leave folds away, and stays folded after a reload.
  await group(page, 'Leave').click();
  await expect(group(page, 'Leave')).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Apply for Leave' })).toBeHidden();
  await page.reload();
  await expect(group(page, 'Leave')).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Apply for Leave' })).toBeHidden();
  await expect(group(page, 'Work')).toHaveAttribute('aria-expanded', 'true');
  await group(page, 'Leave').click();
  await expect(nav.getByRole('link', { name: 'Apply for Leave' })).toBeVisible();

  // Settings opens its first page; the setup pages are its tabs.
  await nav.getByRole('link', { name: 'Settings' }).click();
  const tabs = page.getByRole('navigation', { name: 'Settings' });
  await tabs.getByRole('link', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/\/app\/roles$/);
  await expect(tabs.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

  // The account menu's name begins with the name it shows (WCAG 2.5.3 Label in Name).
  const me = (await (await page.request.get('/api/v1/users/me')).json()).data as { name: string };
  const accountMenu = page.getByRole('button', { name: /account menu$/ });
  await expect(accountMenu).toBeVisible();
  expect((await accountMenu.getAttribute('aria-label')) ?? '').toBe('');
  await expect(accountMenu).toHaveAccessibleName(new RegExp(`^${me.name}\\s*, account menu$`));
});

test('every address of the old sidebar still opens its page, marked in the grouped one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, DEMO.orgAdmin);
  for (const [path, entry, tab] of OLD_SIDEBAR) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    if (entry)
      await expect(
        appNav(page).getByRole('link', { name: entry, exact: true }),
        `${path} is marked as ${entry}`,
      ).toHaveAttribute('aria-current', 'page');
    else await expect(appNav(page).locator('[aria-current]')).toHaveCount(0);
    if (tab)
      await expect(
        page.getByRole('main').getByRole('link', { name: tab, exact: true }).first(),
        `${path} is the ${tab} tab`,
      ).toHaveAttribute('aria-current', 'page');
  }
});

test('an employee sees only what she can use; on a phone the same groups are in the drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, DEMO.employee);
  await page.goto('/app/leave/apply');
  await expect(appNav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  const nav = drawer.getByRole('navigation', { name: 'App' });
  await expect(nav.getByRole('button')).toHaveText(['Work', 'Leave', 'People']);
  await expect(nav.getByRole('link', { name: 'Apply for Leave' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  for (const hidden of [
    'Roles',
    'Pending Leave Applications',
    'Workload',
    'Leave settings',
    'Team Dashboard',
  ]) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  // Folded in the drawer, folded the next time it opens.
  await nav.getByRole('button', { name: 'People', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'People', exact: true })).toBeHidden();
  await nav.getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav.getByRole('button', { name: 'People', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(nav.getByRole('link', { name: 'Tasks', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('editing a role explains each permission and confirms the change with the people it affects', async ({
  page,
}) => {
  await logIn(page, DEMO.orgAdmin);
  const employeeHolders = async () => {
    const roles = (await (await page.request.get('/api/v1/roles?q=Employee')).json()).data as {
      name: string;
      userCount: number;
    }[];
    return roles.find((role) => role.name === 'Employee')?.userCount ?? 0;
  };

  await page.goto('/app/roles');
  await page.getByRole('button', { name: 'Edit Employee' }).click();
  const form = page.getByRole('form', { name: 'Edit role' });
  const tasks = form.getByRole('group', { name: 'Tasks', exact: true });
  await expect(tasks.getByRole('checkbox', { name: 'View All Tasks' })).toHaveAccessibleDescription(
    /every task in the organization/,
  );
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-required', 'true');

  await tasks.getByRole('checkbox', { name: 'View All Tasks' }).check();
  // Counted by the API when Save is pressed (another journey may move someone meanwhile: either count).
  const countBefore = await employeeHolders();
  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change what Employee allows?' });
  await expect(confirm).toBeVisible();
  const countAfter = await employeeHolders();
  expect(countBefore).toBeGreaterThan(1);
  await expect(confirm).toContainText(
    new RegExp(`This applies at once to the (${countBefore}|${countAfter}) people who hold this role\\.`),
  );
  await expect(confirm.getByRole('list')).toHaveText(['Tasks: View All Tasks']);
  // Kept as it is: other journeys rely on the Employee role.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // A role of one person: saved through the confirmation, then a toast.
  const roleName = `Nav check ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/v1/roles', {
    data: { name: roleName, description: 'Sees events', permissions: ['events.view'] },
  });
  expect(created.status()).toBe(201);
  // A seeded Employee no other journey uses (apps/api/src/modules/people/people.seed.ts).
  const people = (await (await page.request.get('/api/v1/people?q=tanvi')).json()).data as {
    id: string;
    roleId: string;
  }[];
  const person = people[0];
  expect(person).toBeTruthy();
  const previousRoleId = person?.roleId;
  const roleId = (await created.json()).data.id as string;
  expect((await page.request.patch(`/api/v1/people/${person?.id}`, { data: { roleId } })).status()).toBe(200);
  try {
    await page.reload();
    await page.getByRole('button', { name: `Edit ${roleName}` }).click();
    const edit = page.getByRole('form', { name: 'Edit role' });
    await edit
      .getByRole('group', { name: 'Events', exact: true })
      .getByRole('checkbox', { name: 'View' })
      .uncheck();
    await edit
      .getByRole('group', { name: 'Holidays', exact: true })
      .getByRole('checkbox', { name: 'View' })
      .check();
    await edit.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Change what ${roleName} allows?` });
    await expect(dialog).toContainText('This applies at once to the 1 person who holds this role.');
    await expect(dialog.getByRole('heading', { name: 'Permissions added' })).toBeVisible();
    await expect(dialog.getByRole('list')).toHaveText(['Holidays: View', 'Events: View']);
    await dialog.getByRole('button', { name: 'Save for 1 person' }).click();
    await expect(page.getByText('Role saved; it applies to 1 person.')).toBeVisible();
  } finally {
    if (previousRoleId)
      await page.request.patch(`/api/v1/people/${person?.id}`, { data: { roleId: previousRoleId } });
  }
});
