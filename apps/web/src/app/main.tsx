import { signedInAreaOf } from '@taskflow/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '../styles.css';
import { hydrateAllSections } from '../components/marketing/hydrate-when-visible';
import { meQueryOptions } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { Providers } from './providers';
import { routes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The signed-in areas draw nothing of the page before the session is read (RequireAuth): ask for it now,
// beside the page's code the router is about to load, not after it.
if (signedInAreaOf(window.location.pathname)) void queryClient.prefetchQuery(meQueryOptions);
const router = createBrowserRouter(routes);
// Subscribed before the router provider, so sections waiting to hydrate open before React renders
// a navigation (see hydrate-when-visible.tsx).
const startKey = router.state.location.key;
router.subscribe((state) => {
  if (state.navigation.state !== 'idle' || state.location.key !== startKey) hydrateAllSections();
});
const app = (
  <StrictMode>
    <Providers router={router} />
  </StrictMode>
);
// Public pages arrive prerendered (scripts/prerender.mjs): hydrate them. Hydrating in a transition lets
// React yield to the browser between chunks of work (no long task). The app's addresses arrive with its
// frame only (data-app-shell), which React replaces with the same frame on its first commit.
if (root.firstElementChild && !root.hasAttribute('data-app-shell')) {
  startTransition(() => void hydrateRoot(root, app));
} else createRoot(root).render(app);
