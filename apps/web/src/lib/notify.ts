let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

/** Called once by the Toaster (providers.tsx) when it is on the page. */
export function toasterIsMounted() {
  markToasterMounted();
}

/**
 * sonner's `toast`, once the Toaster is on the page: it loads when the browser is idle and keeps no
 * toast made before it mounted, so a toast asked for earlier (an action right after a page load)
 * waits for it instead of being lost.
 */
export async function loadToast() {
  const [{ toast }] = await Promise.all([import('sonner'), toasterMounted]);
  return toast;
}

/**
 * Toasts without putting sonner in a page's initial JavaScript (see loadToast).
 * A toast with an id replaces the one showing under that id instead of stacking.
 */
export function notify(kind: 'success' | 'error', message: string, options?: { id?: string }) {
  void loadToast().then((toast) => toast[kind](message, options));
}
