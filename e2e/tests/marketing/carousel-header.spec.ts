import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';

/** Testimonial cards fully inside the carousel's viewport (slides carry a gutter, so measure the cards). */
async function visibleSlides(page: Page) {
  const viewport = page.getByTestId('testimonial-viewport');
  await viewport.scrollIntoViewIfNeeded();
  const box = await viewport.boundingBox();
  if (!box) throw new Error('No carousel viewport');
  let count = 0;
  for (const slide of await page.getByTestId('testimonial-slide').all()) {
    const slideBox = await slide.locator('figure').boundingBox();
    if (slideBox && slideBox.x >= box.x - 1 && slideBox.x + slideBox.width <= box.x + box.width + 1) count++;
  }
  return count;
}

test('the testimonial carousel shows 1 card per slide at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/features/task-management');
  expect(await visibleSlides(page)).toBe(1);
});

test('the testimonial carousel shows 2 cards per slide at 1280 px, moves by hand and pauses', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/features/task-management');
  expect(await visibleSlides(page)).toBe(2);
  // The carousel code loads when the page is idle; its controls then work.
  const next = page.getByRole('button', { name: 'Next testimonials' });
  await expect(page.getByRole('button', { name: 'Go to slide 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause testimonials' }).click();
  await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  await next.click();
  await expect(page.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('testimonial-viewport').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  // Once the slide animation settles, two whole cards are in view again.
  await expect.poll(() => visibleSlides(page)).toBe(2);
});

test.describe('header menus', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('open on hover', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Features' }).hover();
    await expect(nav.getByRole('link', { name: /Leave Management/ })).toBeVisible();
    await nav.getByRole('button', { name: 'Solutions' }).hover();
    await expect(nav.getByRole('link', { name: /For HR & Admins/ })).toBeVisible();
  });

  test('open on click and follow a link', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Solutions' }).click();
    await nav.getByRole('link', { name: /For Freelancers/ }).click();
    await expect(page).toHaveURL(/\/solution\/freelancers$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Clients, tasks and hours');
  });

  test('work with the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const features = nav.getByRole('button', { name: 'Features' });
    await features.focus();
    await page.keyboard.press('Enter');
    await expect(features).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: /Task Management/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/features\/task-management$/);
    await features.focus();
    await page.keyboard.press('Enter');
    await expect(features).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(features).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile menu opens full screen at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByText('Features', { exact: true }).click();
    await menu.getByRole('link', { name: 'Reports & Analytics' }).click();
    await expect(page).toHaveURL(/\/features\/reports$/);
    await expect(menu).toBeHidden();
  });
});
