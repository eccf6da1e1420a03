import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How near the screen, above or below, the children's place must come for them to render. */
const NEAR_PX = 400;

/**
 * Renders `children` once their place comes within NEAR_PX of the screen, `placeholder` until then: for a
 * heavy section low on a page (Home's dashboard charts), which a phone would otherwise build, and fetch
 * for, while the person waits for the top of the page. Without IntersectionObserver (old browsers, tests)
 * the children render at once.
 */
export function WhenNearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholderRef.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return isNear ? children : <div ref={placeholderRef}>{placeholder}</div>;
}
