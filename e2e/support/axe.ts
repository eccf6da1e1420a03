import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
