/** Request helpers of the events tests (organizations and members come from test/org-fixture). */
import type { TestApp } from '../../test/test-app';

export function api(t: TestApp, cookie: string) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload }),
    patch: (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload }),
    delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } }),
  };
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();
