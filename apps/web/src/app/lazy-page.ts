import type { ComponentType } from 'react';

/** Route-level code splitting: each page module default-exports its component. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}
