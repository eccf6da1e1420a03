import type { Page } from '@playwright/test';
import { DEMO } from '../../support/accounts';
import { expect, expectFailures, test } from '../../support/test';

/** Reads stored inquiries the way the admin area will: as the seeded platform admin, through the API. */
async function inquiriesAsAdmin(page: Page, kind: 'demo' | 'contact') {
  const login = await page.request.post('/api/v1/users/login', {
    data: { email: DEMO.platformAdmin, password: 'demo-pass-2026' },
  });
  expect(login.ok()).toBe(true);
  const response = await page.request.get(`/api/v1/inquiries?kind=${kind}&pageSize=100`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data as {
    name: string;
    email: string;
    company: string | null;
    phone: string;
  }[];
}

const unique = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

test('demo form: shows every section 5 message, then books the demo, keeps the form and stores it', async ({
  page,
}) => {
  await page.goto('/demo');
  const form = page.getByRole('form', { name: 'Book your demo' });
  const submit = form.getByRole('button', { name: 'Book my free demo' });

  await submit.click();
  for (const message of [
    'Name is required.',
    'Company name is required.',
    'Enter a valid email.',
    'Select a country code.',
    'Phone number is required.',
    'Please confirm you are not a robot.',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }

  const email = unique('demo');
  await form.getByLabel('Full name').fill('Kavya Nair');
  await form.getByLabel('Company name').fill('Nair & Co Chartered Accountants');
  await form.getByLabel('Work email').fill('kavya@example');
  await form.getByLabel('Phone number').fill('123456');
  await submit.click();
  await expect(form.getByText('Enter a valid email.', { exact: true })).toBeVisible();
  await expect(form.getByText('Enter a valid phone number.', { exact: true })).toBeVisible();
  await form.getByLabel('Phone number').fill('1234567890123456');
  await submit.click();
  await expect(form.getByText('Enter a valid phone number.', { exact: true })).toBeVisible();

  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Phone number').fill('9876543210');
  await form.getByRole('combobox', { name: 'Country code' }).fill('india');
  await page.getByRole('option', { name: /IN \(\+91\)/ }).click();
  await form.getByLabel("I'm not a robot").check();
  await submit.click();

  await expect(page.getByText('Demo form submitted successfully!')).toBeVisible();
  // Spec: the demo form is not reset after success.
  await expect(form.getByLabel('Full name')).toHaveValue('Kavya Nair');
  await expect(form.getByLabel('Work email')).toHaveValue(email);
  await expect(form.getByText('Name is required.')).toHaveCount(0);

  const stored = await inquiriesAsAdmin(page, 'demo');
  expect(stored).toContainEqual(
    expect.objectContaining({
      name: 'Kavya Nair',
      email,
      company: 'Nair & Co Chartered Accountants',
      phone: '9876543210',
    }),
  );
});

test('contact form: shows every section 5 message, then sends, resets the form and stores it', async ({
  page,
}) => {
  await page.goto('/contactus');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const submit = form.getByRole('button', { name: 'Send message' });

  await submit.click();
  for (const message of [
    'First name is required.',
    'Last name is required.',
    'Valid email is required.',
    'Enter a valid 10-digit phone number.',
    'Message is required.',
    "Please confirm you're not a robot.",
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }

  const email = unique('contact');
  await form.getByLabel('First name').fill('Rohan');
  await form.getByLabel('Last name').fill('Das');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('987654321');
  await form.getByLabel('Message').fill('Do you offer annual billing for 40 people?');
  await form.getByLabel("I'm not a robot").check();
  await submit.click();
  await expect(form.getByText('Enter a valid 10-digit phone number.', { exact: true })).toBeVisible();

  await form.getByLabel('Phone number').fill('9876543210');
  await form.getByLabel(/Industry/).selectOption('finance');
  await submit.click();

  await expect(page.getByText('Message sent!')).toBeVisible();
  // Spec: the contact form and its errors are reset after success.
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByLabel("I'm not a robot")).not.toBeChecked();
  await expect(form.getByRole('alert')).toHaveCount(0);

  const stored = await inquiriesAsAdmin(page, 'contact');
  expect(stored).toContainEqual(expect.objectContaining({ name: 'Rohan Das', email, phone: '9876543210' }));
});

test('a refused submission keeps what the visitor typed and says why', async ({ page }) => {
  // The refusal (429) is this test's own, routed below.
  expectFailures(page, /\/api\/v1\/inquiries\/contact$/);
  await page.route('**/api/v1/inquiries/contact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
        message: 'Too many requests. Please wait a moment and try again.',
      }),
    }),
  );
  await page.goto('/contactus');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('First name').fill('Rohan');
  await form.getByLabel('Last name').fill('Das');
  await form.getByLabel('Email').fill('rohan@example.com');
  await form.getByLabel('Phone number').fill('9876543210');
  await form.getByLabel('Message').fill('Keep me');
  await form.getByLabel("I'm not a robot").check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Too many requests. Please wait a moment and try again.')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('Keep me');
  await expect(form.getByLabel('First name')).toHaveValue('Rohan');
});
