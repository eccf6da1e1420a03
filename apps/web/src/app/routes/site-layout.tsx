import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FloatingDock } from '../../components/layouts/floating-dock';
import { Footer } from '../../components/layouts/footer';
import { Header } from '../../components/layouts/header';
import { HydrateWhenVisible } from '../../components/marketing/hydrate-when-visible';
import { PageSpinner } from '../../components/ui/spinner';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { AuthModalHost } from './auth/auth-modal-host';
import { ScrollToTop } from './scroll-to-top';

/** Every public page: header before, footer after, the account modals over it. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <HydrateWhenVisible id="site-footer">
        <Footer />
      </HydrateWhenVisible>
      <AuthModalHost />
      <FloatingDock>
        <ChatLauncher />
      </FloatingDock>
    </div>
  );
}
