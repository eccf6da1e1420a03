import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once their place comes within `margin` of the screen, `placeholder` until then: for a
 * heavy section low on a page (Home's dashboard charts), which a phone would otherwise build, and fetch
 * for, while the person waits for the top of the page. Without IntersectionObserver (old browsers, tests)
 * the children render at once.
 */
export function WhenNearViewport({
  placeholder,
  children,
  margin = 400,
}: {
  placeholder: ReactNode;
  children: ReactNode;
  /** Pixels above and below the screen at which the children start to render. */
  margin?: number;
}) {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholderRef.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return isNear ? children : <div ref={placeholderRef}>{placeholder}</div>;
}
