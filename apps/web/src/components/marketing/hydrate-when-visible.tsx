import { type ReactNode, Suspense, use } from 'react';
import { useIsHydrating } from '../../lib/use-is-hydrating';

/** A promise React's `use` reads synchronously once `status` is 'fulfilled'. */
type Gate = Promise<void> & { status: 'pending' | 'fulfilled'; value: undefined };

const OPEN: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
const gates = new Map<string, Gate>();
const openers = new Set<() => void>();
/** A visitor reaching into the section hydrates it before the event is handled. */
const INTENT_EVENTS = ['pointerdown', 'focusin', 'touchstart'] as const;

/** Opens when the prerendered section nears the viewport or the visitor reaches into it. */
function gateFor(id: string): Gate {
  const known = gates.get(id);
  if (known) return known;
  const element = document.querySelector(`[data-hydrate="${id}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') return OPEN;
  let resolve = () => {};
  const gate = Object.assign(
    new Promise<void>((done) => {
      resolve = done;
    }),
    { status: 'pending' as Gate['status'], value: undefined },
  );
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    },
    { rootMargin: '200px 0px' },
  );
  function open() {
    openers.delete(open);
    observer.disconnect();
    for (const type of INTENT_EVENTS) element?.removeEventListener(type, open, true);
    gate.status = 'fulfilled';
    resolve();
  }
  openers.add(open);
  observer.observe(element);
  for (const type of INTENT_EVENTS) element.addEventListener(type, open, { capture: true, passive: true });
  gates.set(id, gate);
  return gate;
}

/**
 * Lets every waiting section hydrate now. Call it when the app navigates: a navigation is a
 * transition, and React will not commit a transition that re-renders a section still waiting.
 */
export function hydrateAllSections() {
  for (const open of [...openers]) open();
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const isHydrating = useIsHydrating();
  if (isHydrating && typeof document !== 'undefined') use(gateFor(id));
  return children;
}

/**
 * Hydrates a prerendered, below-the-fold section only when it comes near the viewport (or the
 * visitor focuses or touches it). Until then React keeps the server HTML as it is, visible and
 * with working plain links, so the page's start-up work is the part on screen: a long marketing
 * page no longer hydrates in one go. Pages rendered in the browser (client navigation) are not
 * delayed. `id` must be unique on the page.
 */
export function HydrateWhenVisible({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div data-hydrate={id}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
