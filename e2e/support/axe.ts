import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The WCAG AA rules whose outcome depends on the colors a theme gives. */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Axe on `page` as it is in `theme`. The themes share every element and differ only in their colors, so
 * the light theme is judged by every WCAG A/AA rule and the dark one by the rules that read colors (an axe
 * pass of a page cost two loaded cores several seconds).
 */
export function axeFor(page: Page, theme: 'light' | 'dark') {
  const axe = new AxeBuilder({ page });
  return theme === 'light' ? axe.withTags(WCAG_TAGS) : axe.withRules(COLOR_RULES);
}

/**
 * Waits until the page may be judged: nothing loading (skeletons, a list fading while it reads again)
 * and nothing fading in or easing into new colors (text half-way through a fade has too little contrast).
 */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * `axe`'s findings on the settled page. A live change (another test's, in the same organization) can start
 * a list reading again while axe judges it, fading it: then the page is settled and judged again.
 */
export async function analyzeSettled(page: Page, axe: AxeBuilder) {
  for (let attempt = 1; ; attempt++) {
    await settled(page);
    const results = await axe.analyze();
    if (attempt === 3 || (await page.locator('[aria-busy="true"]').count()) === 0) return results;
  }
}
