import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';

/** Room left between the dock and what must stay clear of it. */
const GAP_PX = 8;

/**
 * Where the floating controls leave the page room (issue 39): `--floating-dock-x` is how far from the
 * viewport's right edge the dock reaches, `--floating-dock-y` how far from its bottom, each with a gap;
 * 0px while the dock is empty or absent. Sticky footers keep their buttons left of it, pages end above it.
 */
export const DOCK_X = 'var(--floating-dock-x, 0px)';
export const DOCK_Y = 'var(--floating-dock-y, 0px)';

/** The main area's bottom padding: the page's end scrolls clear of the dock (its usual padding at least). */
export const DOCK_CLEARANCE =
  'pb-[max(1rem,var(--floating-dock-y,0px))] sm:pb-[max(1.5rem,var(--floating-dock-y,0px))] lg:pb-[max(2rem,var(--floating-dock-y,0px))]';

const DockSlot = createContext<HTMLElement | null>(null);

/** The dock's slot for controls rendered elsewhere in the tree (the running timer on a phone), if any. */
export function useFloatingDockSlot(): HTMLElement | null {
  return useContext(DockSlot);
}

/** Makes a dock's slot reachable below it in the tree: the layout holds the slot's element here. */
export function FloatingDockSlotProvider({
  slot,
  children,
}: {
  slot: HTMLElement | null;
  children: ReactNode;
}) {
  return <DockSlot.Provider value={slot}>{children}</DockSlot.Provider>;
}

function publishInset(dock: HTMLElement | null) {
  const rect = dock?.getBoundingClientRect();
  const isEmpty = !rect || rect.width === 0 || rect.height === 0;
  setRootProperty(
    '--floating-dock-x',
    isEmpty ? '0px' : `${Math.ceil(window.innerWidth - rect.left + GAP_PX)}px`,
  );
  setRootProperty(
    '--floating-dock-y',
    isEmpty ? '0px' : `${Math.ceil(window.innerHeight - rect.top + GAP_PX)}px`,
  );
}

/** A property on the root changes the style of the whole page: set only when its value does. */
function setRootProperty(name: string, value: string) {
  const style = document.documentElement.style;
  if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
}

/**
 * The one place floating controls live, at the bottom right of every page: the assistant's button and,
 * on a phone, the running timer sit side by side in it instead of on top of each other, and the dock
 * tells the page how much room it takes (DOCK_X, DOCK_Y) so that no primary button ends up beneath it.
 * `onSlot` receives the element that controls rendered elsewhere portal into (left of the children).
 */
export function FloatingDock({
  children,
  onSlot,
}: {
  children: ReactNode;
  onSlot?: (slot: HTMLElement | null) => void;
}) {
  const [dock, setDock] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!dock) return;
    const publish = () => publishInset(dock);
    // The dock widens when the timer joins it. The observer also reports the dock's first size, after the
    // page's layout: measuring here instead made every page wait for a layout of its own before its first
    // paint. Without an observer (old browsers, tests) the dock is measured now and on every resize.
    if (typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(publish);
      observer.observe(dock);
      return () => {
        observer.disconnect();
        publishInset(null);
      };
    }
    publish();
    window.addEventListener('resize', publish);
    return () => {
      window.removeEventListener('resize', publish);
      publishInset(null);
    };
  }, [dock]);
  const slotRef = useCallback((element: HTMLDivElement | null) => onSlot?.(element), [onSlot]);
  return (
    <div
      ref={setDock}
      data-floating-dock
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex items-center gap-2 *:pointer-events-auto"
    >
      <div ref={slotRef} className="contents" />
      {children}
    </div>
  );
}
