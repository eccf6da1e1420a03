import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AuthModalProvider } from '../lib/auth-modal';
import { queryClient } from '../lib/query-client';
import { ThemeProvider, useTheme } from '../lib/theme';

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} position="top-right" richColors closeButton />;
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
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
