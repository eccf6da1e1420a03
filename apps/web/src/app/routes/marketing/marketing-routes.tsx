import { GUIDE_PATHS } from '@taskflow/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page';
import { FeaturesListSkeleton, MarketingPageSkeleton } from './page-skeletons';

/**
 * A page whose code loads on demand behind a skeleton. Unlike a router `lazy` route, the
 * skeleton shows at once on navigation, and the prerenderer (which waits for Suspense) still
 * gets the whole page.
 */
function withSkeleton(
  load: () => Promise<{ default: ComponentType }>,
  Fallback: ComponentType = MarketingPageSkeleton,
) {
  const Page = lazy(load);
  return function SkeletonPage() {
    return (
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>
    );
  };
}

const loadGuidePage = lazyPage(() => import('../guide/guide-page'));

/** The public site of spec section 2 (children of the site layout). */
export const marketingRoutes: RouteObject[] = [
  { index: true, Component: withSkeleton(() => import('./home-page')) },
  { path: 'feature', Component: withSkeleton(() => import('./features-page'), FeaturesListSkeleton) },
  { path: 'features/:feature', Component: withSkeleton(() => import('./feature-detail-page')) },
  { path: 'pricing', Component: withSkeleton(() => import('./pricing-page')) },
  { path: 'solutions', Component: withSkeleton(() => import('./solutions-page')) },
  { path: 'solution/:slug', Component: withSkeleton(() => import('./solution-page')) },
  { path: 'demo', Component: withSkeleton(() => import('./demo-page')) },
  { path: 'contactus', Component: withSkeleton(() => import('./contact-page')) },
  { path: 'contact', element: <Navigate to="/contactus" replace /> },
  { path: 'chatbot', Component: withSkeleton(() => import('./chatbot-page')) },
  { path: 'privacy', Component: withSkeleton(() => import('./privacy-page')) },
  { path: 'terms', Component: withSkeleton(() => import('./terms-page')) },
  // The guide (issue 24): ordinary lazy routes, not prerendered.
  ...GUIDE_PATHS.filter((path) => path !== '/search' && path !== '/reports').map((path) => ({
    path: path.slice(1),
    lazy: loadGuidePage,
  })),
  { path: 'search', lazy: lazyPage(() => import('../guide/search-page')) },
  // The spec's leave page links /reports, which it never defines: the report page is /report.
  { path: 'reports', element: <Navigate to="/report" replace /> },
];
