import { FEATURE_SLUGS, SOLUTION_SLUGS } from './site-pages';

/** The handbook's pages and its search (spec section 2, Guide). */
export const GUIDE_PATHS = [
  '/guide',
  '/search',
  '/quickstart',
  '/signupprocess',
  '/orgsetup',
  '/customersetup',
  '/role',
  '/addevent',
  '/department',
  '/project',
  '/taskmange',
  '/report',
  '/reports',
  '/leave-management',
  // Parts of the app the spec's guide does not cover.
  '/guide/planning',
  '/guide/time',
  '/guide/leave-rules',
  '/guide/imports',
  '/guide/accounting-firms',
  '/guide/services',
  '/guide/compliance-matrix',
  '/guide/client-requests',
  '/guide/client-link',
  '/guide/billing',
  '/guide/assistant',
  '/guide/admin',
  '/guide/api',
] as const;

/**
 * Paths the web app answers, so the server can give unknown paths a real 404 status
 * (the SPA still renders its not-found page). `*` matches the rest of the path,
 * `:x` one segment.
 */
export const WEB_ROUTE_PATTERNS = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/invite',
  // An event guest's emailed link (public, no sign-in).
  '/events/rsvp/:token',
  // A client's request link (the token rides in the fragment, which the server never sees).
  '/client',
  '/feature',
  // Only the known slugs: /features/anything-else renders 'Feature not found' with a 404 status.
  ...FEATURE_SLUGS.map((slug) => `/features/${slug}`),
  '/pricing',
  '/solutions',
  ...SOLUTION_SLUGS.map((slug) => `/solution/${slug}`),
  '/demo',
  '/contactus',
  '/contact',
  '/chatbot',
  '/privacy',
  '/terms',
  ...GUIDE_PATHS,
  '/app',
  '/app/*',
  '/admin',
  '/admin/*',
];

/** The signed-in areas: the app, and the platform's admin area. */
export type SignedInArea = '/app' | '/admin';

/** Which signed-in area a path is in (the area's own address or one below it), if any. */
export function signedInAreaOf(path: string): SignedInArea | undefined {
  return (['/app', '/admin'] as const).find((area) => path === area || path.startsWith(`${area}/`));
}

export function isWebRoute(path: string): boolean {
  const clean = path.split('?')[0]?.replace(/\/+$/, '') || '/';
  const segments = clean.split('/');
  return WEB_ROUTE_PATTERNS.some((pattern) => {
    const parts = pattern.split('/');
    if (parts.at(-1) === '*') {
      return segments.length >= parts.length && parts.slice(0, -1).every((part, i) => part === segments[i]);
    }
    return (
      parts.length === segments.length &&
      parts.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
}
