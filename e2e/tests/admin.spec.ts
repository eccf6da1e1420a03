import { DEMO, logIn } from '../support/accounts';
import { expect, expectFailures, test } from '../support/test';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('signed-out visitors go to log in and come back; an employee is kept out, in the UI and the API', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fdashboard$/);

  await logIn(page, DEMO.employee, undefined, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'You do not have access to the admin area' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  for (const path of ['/admin/dashboard', '/admin/inquiries', '/admin/features']) {
    const response = await page.request.get(`/api/v1${path}`);
    expect(response.status(), path).toBe(403);
  }
});

test('a platform admin signs in from /admin, sees real counts and the side menu', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?next=/);
  await logIn(page, DEMO.platformAdmin, undefined, '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Admin' });
  for (const item of [
    'Dashboard',
    'Landing',
    'Inquiry',
    'Pricing',
    'Features',
    'Organizations',
    'Audit log',
  ]) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  const counts = (await (await page.request.get('/api/v1/admin/dashboard')).json()).data;
  await expect(page.getByTestId('count-Users')).toHaveText(counts.users.toLocaleString('en-IN'));
  // The chart's numbers are there for screen readers as a table.
  await expect(page.getByRole('table', { name: 'Sign-ups, by week' })).toBeAttached();
  await page
    .getByRole('link', { name: /Inquiries/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/inquiry$/);
});

test('an admin edits the landing title and the home page sends it in its first HTML', async ({ page }) => {
  await logIn(page, DEMO.platformAdmin, undefined, '/admin/landing');
  const form = page.getByRole('form', { name: 'Landing content' });
  const title = form.getByLabel('Title');
  await expect(title).toHaveValue(/.+/);
  const original = await title.inputValue();
  // Keeps the default words, so the marketing suite running beside this test still finds its heading.
  const edited = `${original} & more ${suffix()}`;
  try {
    await title.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter a title')).toBeVisible();
    await title.fill(edited);
    await expect(page.getByRole('region', { name: 'Preview of the home page hero' })).toContainText(edited);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Landing content saved. The home page shows it now.')).toBeVisible();

    // What a crawler gets: the server's HTML, no script run.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(edited.replace('&', '&amp;'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
  } finally {
    await page.request.put('/api/v1/admin/site-content/landing', {
      data: {
        ...(await (await page.request.get('/api/v1/site-content/landing')).json()).data,
        title: original,
      },
    });
  }
});

test('an admin adds a custom feature and a plan that lists it; /pricing sends the plan in its HTML', async ({
  page,
}) => {
  const featureName = `Client Portal ${suffix()}`;
  const planName = `Team ${suffix()}`;
  // A duplicate name and deleting a default feature are refused by the server.
  expectFailures(page, /\/api\/v1\/admin\/features/);
  await logIn(page, DEMO.platformAdmin, undefined, '/admin/features');

  const addForm = page.getByRole('form', { name: 'Add a custom feature' });
  await addForm.getByRole('button', { name: 'Add' }).click();
  await expect(addForm.getByText('Please enter a feature name')).toBeVisible();
  await addForm.getByLabel('Custom feature name').fill('customer management');
  await addForm.getByRole('button', { name: 'Add' }).click();
  await expect(addForm.getByText('This feature already exists')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Customer Management' }).click();
  await expect(page.getByText('Cannot delete default features')).toBeVisible();
  await addForm.getByLabel('Custom feature name').fill(featureName);
  await addForm.getByRole('button', { name: 'Add' }).click();
  await expect(
    page.getByRole('list', { name: 'Features' }).getByText(featureName, { exact: true }),
  ).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pricing' }).click();
  await page.getByRole('button', { name: 'Add plan' }).click();
  const planForm = page.getByRole('form', { name: 'Add plan' });
  await planForm.getByRole('button', { name: 'Add plan' }).click();
  await expect(planForm.getByText('Please enter plan name and price').first()).toBeVisible();
  await planForm.getByLabel('Plan name').fill(planName);
  await planForm.getByLabel('Price (₹)').fill('1499');
  await planForm.getByLabel('Period').selectOption('per user/year');
  await planForm.getByLabel(featureName).check();
  await planForm.getByRole('button', { name: 'Add plan' }).click();
  await expect(page.getByText(`Plan “${planName}” added.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plans' }).getByText(planName)).toBeVisible();

  const html = await (await page.request.get('/pricing')).text();
  expect(html).toContain(planName);
  expect(html).toContain(featureName);
  await page.goto('/pricing');
  const card = page.getByRole('article', { name: planName });
  await expect(card).toContainText('₹1,499');
  await expect(card).toContainText('per user/year');
  await expect(card).toContainText(featureName);
});

test('a demo request sent on /demo appears in Inquiry and is marked contacted', async ({ page }) => {
  const email = `lead.${suffix()}@example.com`;
  await page.goto('/demo');
  const form = page.getByRole('form', { name: 'Book your demo' });
  await form.getByLabel('Full name').fill('Meera Lead');
  await form.getByLabel('Company name').fill('Lead & Sons');
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Phone number').fill('9876543210');
  await form.getByRole('combobox', { name: 'Country code' }).fill('india');
  await page.getByRole('option', { name: /IN \(\+91\)/ }).click();
  await form.getByLabel("I'm not a robot").check();
  await form.getByRole('button', { name: 'Book my free demo' }).click();
  await expect(page.getByText('Demo form submitted successfully!')).toBeVisible();

  await logIn(page, DEMO.platformAdmin, undefined, '/admin/inquiry');
  await page.getByRole('searchbox', { name: 'Search inquiries' }).fill(email);
  const row = page.getByRole('row', { name: /Meera Lead/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: 'Follow up Meera Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Follow up' });
  await dialog.getByLabel('Status').selectOption('contacted');
  await dialog.getByLabel('Notes').fill('Called, demo booked for Friday');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Inquiry from Meera Lead marked contacted.')).toBeVisible();
  await expect(row).toContainText('Contacted');
  await expect(row).toContainText('Called, demo booked for Friday');

  await page.getByLabel('Status').selectOption('contacted');
  await expect(page).toHaveURL(/status=contacted/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await (await import('node:fs/promises')).readFile((await file.path()) as string, 'utf8');
  // A BOM first, so Excel reads it as UTF-8, as every CSV the app writes.
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.slice(1).split('\n')[0]).toMatch(/^id,kind,status,name/);
  expect(csv).toContain(email);
  expect(csv).not.toMatch(/,new,/);
});
