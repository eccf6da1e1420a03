import type { Page } from '@playwright/test';

/**
 * When the page first painted content, and when each of its built scripts started to download: pages
 * that paint before loading their scripts (decisions 006 and 053) are checked against it. The suite's
 * clock (support/test.ts) stands in for `performance`; the browser's own timeline is read through
 * observers, which it leaves alone.
 */
export function paintTimeline(page: Page): Promise<{ firstPaint?: number; scriptStarts: number[] }> {
  return page.evaluate(async () => {
    const recorded = (type: string) =>
      new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type, buffered: true }),
      );
    const [paints, resources] = await Promise.all([recorded('paint'), recorded('resource')]);
    return {
      firstPaint: paints.find((entry) => entry.name === 'first-contentful-paint')?.startTime,
      scriptStarts: resources
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    };
  });
}
