import AxeBuilder from '@axe-core/playwright';
import { expect, expectFailures, test } from '../../support/test';

const PAGES = [
  '/',
  '/feature',
  '/features/task-management',
  '/features/collaboration',
  '/pricing',
  '/solutions',
  '/solution/hr-admin',
  '/demo',
  '/contactus',
  '/chatbot',
  '/guide',
  '/privacy',
  '/terms',
  '/features/unknown',
];

for (const theme of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    test(`${path} (${theme}) has no serious or critical axe violations`, async ({ page }) => {
      // axe walks the whole page; give it room on a busy machine.
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: theme });
      // The unknown feature's page is the site's 404, answered with that status on purpose.
      if (path === '/features/unknown') expectFailures(page, /\/features\/unknown$/);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
      // Sections that fade in as they come into view are judged once they have: text half-way through
      // its fade has, for that moment, too little contrast.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(blocking).toEqual([]);
    });
  }
}
