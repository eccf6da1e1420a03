import { Suspense } from 'react';
import type { Testimonial } from '../../content/marketing/testimonials';
import { deferred } from './deferred';

const TestimonialCarousel = deferred<{ items: Testimonial[]; label?: string }>(
  async () => (await import('./testimonial-carousel')).TestimonialCarousel,
);

/** The carousel sits below the fold: its code (Embla) loads when the page is idle. */
export function DeferredTestimonials({ items }: { items: Testimonial[] }) {
  return (
    <Suspense fallback={<div className="h-80" aria-hidden />}>
      <TestimonialCarousel items={items} />
    </Suspense>
  );
}
