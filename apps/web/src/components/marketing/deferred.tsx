import { type ComponentType, lazy } from 'react';

/** Resolves once the page has loaded and the browser is idle (at once on the server). */
export function whenIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const start = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
}

/**
 * A component whose code loads only after the page is idle. Prerendered HTML shows it at once;
 * on the client React keeps that HTML (a dehydrated Suspense boundary) until the code arrives,
 * so the page's initial JavaScript stays small. Use inside a Suspense boundary.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => whenIdle().then(async () => ({ default: await load() })));
}
