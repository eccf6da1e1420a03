import { describe, expect, it } from 'vitest';
import { marketingRoutes } from './marketing-routes';

describe('marketing routes', () => {
  // The guide's leave page links /reports (the spec's name), which the guide never defines.
  it('/reports redirects to /report', () => {
    const route = marketingRoutes.find((entry) => entry.path === 'reports');
    const element = route?.element as { props?: { to?: string } } | undefined;
    expect(element?.props?.to).toBe('/report');
  });
});
