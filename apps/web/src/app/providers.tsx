import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, Suspense, useEffect } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { deferred } from '../components/marketing/deferred';
import { AuthModalProvider } from '../lib/auth-modal';
import { toasterIsMounted } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { ThemeProvider, useTheme } from '../lib/theme';

// Nothing toasts before the visitor acts, so the toaster loads when the browser is idle; toasts asked
// for before it mounts wait for it (lib/notify.ts).
const Toaster = deferred(async () => {
  const { Toaster: SonnerToaster } = await import('sonner');
  return function MountedToaster(props: ComponentProps<typeof SonnerToaster>) {
    useEffect(() => toasterIsMounted(), []);
    return <SonnerToaster {...props} />;
  };
});

function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Suspense fallback={null}>
      {/* Bottom right, above the chat button: clear of the top bar and of a dialog's close button (on a
          phone, where sonner spans the width, at the bottom too). */}
      <Toaster
        theme={theme}
        position="bottom-right"
        offset={{ bottom: 80, right: 16 }}
        mobileOffset={{ bottom: 80 }}
        richColors
        closeButton
      />
    </Suspense>
  );
}

/** Everything around the router; the prerenderer wraps its static router in the same providers. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthModalProvider>
          {children}
          <ThemedToaster />
        </AuthModalProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

export function Providers({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  // Marks the page as live once React has hydrated or rendered it (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
