/**
 * Toasts without putting sonner in a page's initial JavaScript: the Toaster itself loads when
 * the browser is idle (providers.tsx), and this loads the `toast` function on first use.
 * A toast with an id replaces the one showing under that id instead of stacking.
 */
export function notify(kind: 'success' | 'error', message: string, options?: { id?: string }) {
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}
