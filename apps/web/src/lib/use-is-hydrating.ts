import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * True while React hydrates prerendered HTML (and when rendering on the server): React then reads
 * the server snapshot, and re-renders with the client one right after hydration.
 */
export function useIsHydrating() {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
