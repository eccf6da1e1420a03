import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Seeded by the server on first start (apps/api/src/db/seed.ts). */
export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO = {
  platformAdmin: 'platform@taskflow.demo',
  orgAdmin: 'admin@acme.demo',
  manager: 'manager@acme.demo',
  employee: 'asha@acme.demo',
};

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Logs in through the /login page and waits for the app. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login Account' }).click();
  await expect(page.getByText('Login Successful!')).toBeVisible();
}
