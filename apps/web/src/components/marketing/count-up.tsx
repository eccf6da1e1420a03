import { COUNT_UP_MS } from '@taskflow/shared';
import { useEffect, useRef, useState } from 'react';

const formatter = new Intl.NumberFormat('en-IN');

/**
 * Counts from 0 to `to` over 2.5 s once the number scrolls into view. The server and the first
 * client render show the final figure (crawlers, no-JS and reduced-motion readers see it at once);
 * screen readers always get the final figure, never the moving one.
 */
export function CountUp({
  to,
  prefix = '',
  suffix = '',
  durationMs = COUNT_UP_MS,
}: {
  to: number;
  prefix?: string;
  suffix?: string;
  durationMs?: number;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(to);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          const eased = 1 - (1 - progress) ** 3;
          setValue(Math.round(to * eased));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    setValue(0);
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [to, durationMs]);

  const final = `${prefix}${formatter.format(to)}${suffix}`;
  return (
    <span ref={ref}>
      <span aria-hidden className="tabular-nums">
        {prefix}
        {formatter.format(value)}
        {suffix}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
