import { DEMO, logIn } from '../support/accounts';
import { expect, expectFailures, test } from '../support/test';

/** A seeded Employee that no other journey touches (apps/api/src/modules/people/people.seed.ts). */
const TEST_USER = 'manish@acme.demo';

test('an admin builds a role with Select All, and the person given it sees the app change', async ({
  page,
  browser,
}) => {
  const roleName = `Department Lead ${Date.now().toString(36)}`;
  // A duplicate name is refused by the server (only it knows the names taken).
  expectFailures(page, /\/api\/v1\/roles$/);
  await logIn(page, DEMO.orgAdmin);
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Settings' }).click();
  // The setup pages are the tabs of Settings (issue 39).
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByText('Master Setup')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Role Management' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Employee/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Role' }).click();
  const form = page.getByRole('form', { name: 'Add New Role' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Role Name is required')).toBeVisible();
  await expect(form.getByText('Description is required')).toBeVisible();

  await form.getByLabel('Role Name').fill('employee');
  await form.getByLabel('Description').fill('Runs the department list.');
  const departments = form.getByRole('group', { name: 'Departments', exact: true });
  await departments.getByLabel('Select All').check();
  for (const label of ['View', 'Create', 'Edit', 'Delete']) {
    await expect(departments.getByLabel(label, { exact: true })).toBeChecked();
  }
  // One box of another group: its Select All is neither checked nor clear.
  const events = form.getByRole('group', { name: 'Events', exact: true });
  await events.getByLabel('View', { exact: true }).check();
  await expect(events.getByLabel('Select All')).not.toBeChecked();
  expect(await events.getByLabel('Select All').evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(
    true,
  );
  // A duplicate name (any case) is refused by the server, on the field.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A role with this name already exists')).toBeVisible();

  await form.getByLabel('Role Name').fill(roleName);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role created.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(roleName) });
  await expect(row).toBeVisible();

  // Saved as chosen: reopen it.
  await row.getByRole('button', { name: `Edit ${roleName}` }).click();
  const edit = page.getByRole('form', { name: 'Edit role' });
  const savedDepartments = edit.getByRole('group', { name: 'Departments', exact: true });
  await expect(savedDepartments.getByLabel('Select All')).toBeChecked();
  for (const label of ['View', 'Create', 'Edit', 'Delete']) {
    await expect(savedDepartments.getByLabel(label, { exact: true })).toBeChecked();
  }
  await expect(
    edit.getByRole('group', { name: 'Customers', exact: true }).getByLabel('View'),
  ).not.toBeChecked();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // Give the role to a seeded Employee through the people API.
  const roles = await (await page.request.get(`/api/v1/roles?q=${encodeURIComponent(roleName)}`)).json();
  const people = await (await page.request.get(`/api/v1/people?q=manish`)).json();
  const assigned = await page.request.patch(`/api/v1/people/${people.data[0].id}`, {
    data: { roleId: roles.data[0].id },
  });
  expect(assigned.status()).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('row', { name: new RegExp(roleName) }).getByRole('cell', { name: '1', exact: true }),
  ).toBeVisible();

  // As that person: Departments with every action; no Customers (the role does not grant it), no Roles.
  const context = await browser.newContext();
  const member = await context.newPage();
  await logIn(member, TEST_USER);
  const nav = member.getByRole('navigation', { name: 'App' });
  await expect(nav.getByRole('link', { name: 'Events' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Customers' })).toHaveCount(0);
  // Departments and Roles are tabs of Settings (issue 39): the one the role allows, not the other.
  await nav.getByRole('link', { name: 'Settings' }).click();
  const tabs = member.getByRole('navigation', { name: 'Settings' });
  await expect(tabs.getByRole('link', { name: 'Departments' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Departments' }).click();
  await expect(member.getByRole('button', { name: 'Add Department' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Delete Tax' })).toBeVisible();
  await context.close();
});

test('an Employee sees departments but cannot change them', async ({ page }) => {
  await logIn(page, DEMO.employee);
  const nav = page.getByRole('navigation', { name: 'App' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  const tabs = page.getByRole('navigation', { name: 'Settings' });
  await expect(tabs.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Departments' }).click();
  await expect(page.getByRole('heading', { name: 'Department Setup' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Tax/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Department' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Tax' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Tax' })).toHaveCount(0);
});

test('an admin adds a department, renames it (asked first only when it has members), and is told about a duplicate', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const name = `Forensics ${suffix}`;
  const renamed = `Forensic Accounting ${suffix}`;
  // A duplicate name is refused by the server (only it knows the names taken).
  expectFailures(page, /\/api\/v1\/departments$/);
  await logIn(page, DEMO.orgAdmin);
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Settings' }).click();
  // The setup pages are the tabs of Settings (issue 39).
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Departments' }).click();
  await expect(page.getByText('Master Setup')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Department Setup' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Department' }).click();
  const form = page.getByRole('form', { name: 'Add Department' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Department Name is required')).toBeVisible();
  await form.getByLabel('Department Name').fill(name);
  await form.getByLabel('Description').fill('Fraud investigations and disputes.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Department created.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Fraud investigations and disputes.');
  await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();

  // Renaming a department people belong to asks first (their records name it); Cancel keeps the name.
  await page.getByRole('button', { name: 'Edit Tax', exact: true }).click();
  const editTax = page.getByRole('form', { name: 'Edit department' });
  await editTax.getByLabel('Department Name').fill(`Taxation ${suffix}`);
  await editTax.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Rename “Tax” to “Taxation ${suffix}”?` });
  await expect(confirm).toContainText('hard to change');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await editTax.getByRole('button', { name: 'Cancel' }).click();

  // An empty department has nobody to confuse: it is renamed at once, without the warning.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: 'Edit department' });
  await edit.getByLabel('Department Name').fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Department saved.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${name}`) })).toHaveCount(0);

  // The same name in another case is a duplicate, named on the field.
  await page.getByRole('button', { name: 'Add Department' }).click();
  const again = page.getByRole('form', { name: 'Add Department' });
  await again.getByLabel('Department Name').fill(renamed.toUpperCase());
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByLabel('Department Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(again.getByRole('alert').first()).toHaveText('A department with this name already exists');
  await again.getByRole('button', { name: 'Cancel' }).click();

  // Search finds it; an empty department is deleted at once, with a few seconds to undo.
  await page.getByRole('searchbox', { name: 'Search departments' }).fill(`accounting ${suffix}`);
  const found = page.getByRole('row', { name: new RegExp(renamed) });
  await expect(page.getByRole('row')).toHaveCount(2);
  await found.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(page.getByText(`${renamed} was deleted.`)).toBeVisible();
  await expect(page.getByText('No departments match your search')).toBeVisible();
});
