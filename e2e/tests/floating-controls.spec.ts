import type { Locator } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { expect, test } from '../support/test';

/**
 * Issue 39, item 7: on a phone the running timer sat half under the assistant's button on every page, and
 * the assistant's button covered "Submit application"; the Time page offered Start timer while one ran.
 * Measured in a real browser: no two of them overlap.
 */

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on the page');
  return box;
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a phone the timer, the assistant and the form’s Submit never cover one another', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, DEMO.employee);
  const listed = await page.request.get('/api/v1/tasks?scope=mine&pageSize=1&sort=dueDate');
  const [task] = (await listed.json()).data as { id: string; displayId: string }[];
  if (!task) throw new Error('The demo employee has no task');
  await page.request.post('/api/v1/time/timer/stop');
  expect((await page.request.post('/api/v1/time/timer', { data: { taskId: task.id } })).status()).toBe(201);
  try {
    await page.goto('/app/leave/apply');
    const timer = page.getByRole('region', { name: 'Running timer' });
    const assistant = page.getByRole('button', { name: 'Open the help assistant' });
    const submit = page.getByRole('button', { name: 'Submit application' });
    await expect(timer).toBeVisible();
    await expect(submit).toBeVisible();
    const [timerBox, assistantBox, submitBox] = await Promise.all([
      boxOf(timer),
      boxOf(assistant),
      boxOf(submit),
    ]);
    expect(overlap(timerBox, assistantBox), 'timer and assistant').toBe(false);
    expect(overlap(submitBox, assistantBox), 'Submit and assistant').toBe(false);
    expect(overlap(submitBox, timerBox), 'Submit and timer').toBe(false);
    // Submit is reachable: a click lands on it, not on a floating control.
    await submit.click({ trial: true });

    // The Time page offers Stop on the running task, not a Start the server would refuse.
    await page.goto('/app/time');
    await expect(page.getByRole('button', { name: `Stop timer on ${task.displayId}` })).toHaveCount(2);
    await expect(page.getByRole('main').getByRole('button', { name: 'Start timer' })).toHaveCount(0);
  } finally {
    await page.request.post('/api/v1/time/timer/stop');
  }
});
