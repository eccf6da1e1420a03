/**
 * Toasts without putting sonner in a page's initial JavaScript: the Toaster itself loads when
 * the browser is idle (providers.tsx), and this loads the `toast` function on first use.
 */
export function notify(kind: 'success' | 'error', message: string) {
  void import('sonner').then(({ toast }) => toast[kind](message));
}
