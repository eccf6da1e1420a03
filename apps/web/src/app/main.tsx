import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '../styles.css';
import { Providers } from './providers';
import { routes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const app = (
  <StrictMode>
    <Providers router={createBrowserRouter(routes)} />
  </StrictMode>
);
// Public pages arrive prerendered (scripts/prerender.mjs): hydrate them; every other path starts empty.
// Hydrating in a transition lets React yield to the browser between chunks of work (no long task).
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
