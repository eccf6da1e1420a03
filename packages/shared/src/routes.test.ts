import { describe, expect, it } from 'vitest';
import { GUIDE_PATHS, isWebRoute, signedInAreaOf } from './routes';
import { FEATURE_SLUGS, PUBLIC_SITE_PATHS, SOLUTION_SLUGS } from './site-pages';

describe('isWebRoute', () => {
  it('knows every public page, app and admin path', () => {
    for (const path of PUBLIC_SITE_PATHS) expect(isWebRoute(path), path).toBe(true);
    expect(isWebRoute('/app/people/42')).toBe(true);
    expect(isWebRoute('/admin/dashboard')).toBe(true);
    expect(isWebRoute('/pricing/')).toBe(true);
    expect(isWebRoute('/demo?ref=ad')).toBe(true);
    for (const path of GUIDE_PATHS) expect(isWebRoute(path), path).toBe(true);
  });

  it('knows an event guest’s RSVP link, with its token only', () => {
    expect(isWebRoute('/events/rsvp/3rm_luOHRqTMGmIVqS6iLRCNAqKv6oSWuznDAb3_CJo')).toBe(true);
    expect(isWebRoute('/events/rsvp')).toBe(false);
    expect(isWebRoute('/events')).toBe(false);
  });

  it('knows only the six feature and four solution slugs', () => {
    expect(FEATURE_SLUGS.every((slug) => isWebRoute(`/features/${slug}`))).toBe(true);
    expect(SOLUTION_SLUGS.every((slug) => isWebRoute(`/solution/${slug}`))).toBe(true);
    expect(isWebRoute('/features/time-travel')).toBe(false);
    expect(isWebRoute('/solution/astronauts')).toBe(false);
    expect(isWebRoute('/features/reports/extra')).toBe(false);
  });

  it('refuses paths the app does not have', () => {
    expect(isWebRoute('/no-such-page')).toBe(false);
    expect(isWebRoute('/apps')).toBe(false);
  });
});

describe('signedInAreaOf', () => {
  it('names the area of its own address and of those below it, and nothing for look-alikes', () => {
    expect(signedInAreaOf('/app')).toBe('/app');
    expect(signedInAreaOf('/app/')).toBe('/app');
    expect(signedInAreaOf('/app/tasks/ACM-1')).toBe('/app');
    expect(signedInAreaOf('/admin/dashboard')).toBe('/admin');
    for (const path of ['/', '/apps', '/application', '/administrator', '/login', '/pricing/app']) {
      expect(signedInAreaOf(path), path).toBeUndefined();
    }
  });
});
