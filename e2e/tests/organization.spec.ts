import { resolve } from 'node:path';
import { DEMO, logIn, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';

const AVATAR = resolve(import.meta.dirname, '../fixtures/avatar.png');

test('a new user creates an organization and becomes its admin', async ({ page }) => {
  const email = uniqueEmail('founder');
  const password = 'founder-secure-pass';
  const signup = await page.request.post('/api/v1/users/register', {
    multipart: {
      name: 'Farah Founder',
      email,
      countryCode: 'IN',
      phone: '9876543210',
      password,
      avatar: {
        name: 'avatar.png',
        mimeType: 'image/png',
        buffer: await import('node:fs').then((fs) => fs.readFileSync(AVATAR)),
      },
    },
  });
  expect(signup.status()).toBe(201);

  // A person with no organization goes straight to the first-run setup.
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/app\/setup$/);

  const form = page.getByRole('form', { name: 'Create organization' });
  await form.getByRole('button', { name: 'Create organization' }).click();
  await expect(form.getByText('Organization name is required')).toBeVisible();
  await form.getByLabel('Organization name').fill('Farah & Co Chartered Accountants');
  await form.getByLabel('Industry').selectOption('Accounting & compliance');
  await form.getByRole('combobox', { name: 'Time zone' }).fill('kolkata');
  await page.getByRole('option', { name: '(GMT+5:30) Asia/Kolkata' }).click();
  await form.getByLabel('Sat').check();
  await form.getByLabel('Logo').setInputFiles(AVATAR);
  await form.getByRole('button', { name: 'Create organization' }).click();

  await expect(page.getByText('Farah & Co Chartered Accountants is ready.')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Farah & Co Chartered Accountants · Admin')).toBeVisible();
  // Settings opens its first tab, Organization (issue 39).
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Settings' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Organization' }),
  ).toHaveAttribute('aria-current', 'page');
  const settings = page.getByRole('form', { name: 'Save settings' });
  await expect(settings.getByLabel('Organization name')).toHaveValue('Farah & Co Chartered Accountants');
  await expect(settings.getByLabel('Sat')).toBeChecked();
  await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
});

test('an employee sees the organization settings read-only', async ({ page }) => {
  await logIn(page, DEMO.employee);
  await page.goto('/app/settings/organization');
  await expect(page.getByText('Only administrators can change these settings.')).toBeVisible();
  await expect(page.getByLabel('Organization name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
});
