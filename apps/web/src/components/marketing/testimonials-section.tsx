import { Suspense } from 'react';
import { TESTIMONIALS, type Testimonial } from '../../content/marketing/testimonials';
import { deferred } from './deferred';
import { Container, SectionHeading } from './section-heading';

const TestimonialCarousel = deferred<{ items: Testimonial[]; label?: string }>(
  async () => (await import('./testimonial-carousel')).TestimonialCarousel,
);

/**
 * The testimonials band of the feature and demo pages. The carousel sits below the fold: its code
 * (Embla) loads when the page is idle.
 */
export function TestimonialsSection({ id, title }: { id: string; title: string }) {
  return (
    <section aria-labelledby={id} className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/50">
      <Container>
        <SectionHeading
          id={id}
          eyebrow="Testimonials"
          title={title}
          description="Illustrative stories from the kinds of firms TaskFlow is built for."
        />
        <div className="mt-10">
          <Suspense fallback={<div className="h-80" aria-hidden />}>
            <TestimonialCarousel items={TESTIMONIALS} />
          </Suspense>
        </div>
      </Container>
    </section>
  );
}
