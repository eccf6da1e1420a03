import { TESTIMONIAL_INTERVAL_MS } from '@taskflow/shared';
import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useState } from 'react';
import type { Testimonial } from '../../content/marketing/testimonials';

const controlClasses =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * Testimonials: 2 per slide (1 under 768 px), advancing every 4 s. Autoplay stops while the
 * pointer or focus is inside, and for good with the pause button or reduced motion; arrows,
 * arrow keys, dots and swipe move it by hand.
 */
export function TestimonialCarousel({
  items,
  label = 'Testimonials',
}: {
  items: Testimonial[];
  label?: string;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', slidesToScroll: 'auto' });
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [isInteracting, setInteracting] = useState(false);
  const regionId = useId();

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, []);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSnaps(embla.scrollSnapList());
      setSelected(embla.selectedScrollSnap());
    };
    sync();
    embla
      .on('select', sync)
      .on('reInit', sync)
      .on('pointerDown', () => setInteracting(true));
    embla.on('pointerUp', () => setInteracting(false));
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  const isPlaying = !isPaused && !isInteracting;
  useEffect(() => {
    if (!embla || !isPlaying) return;
    const timer = window.setInterval(() => embla.scrollNext(), TESTIMONIAL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [embla, isPlaying]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false);
      }}
    >
      <div className="mb-4 flex items-center justify-end gap-2">
        <button
          type="button"
          className={controlClasses}
          onClick={() => setPaused((paused) => !paused)}
          aria-label={isPaused ? 'Play testimonials' : 'Pause testimonials'}
        >
          {isPaused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        </button>
        <button
          type="button"
          className={controlClasses}
          onClick={previous}
          aria-label="Previous testimonials"
          aria-controls={regionId}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          className={controlClasses}
          onClick={next}
          aria-label="Next testimonials"
          aria-controls={regionId}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <section
        ref={viewportRef}
        id={regionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the slide region takes arrow keys, as the carousel pattern advises
        tabIndex={0}
        aria-label="Testimonial slides"
        onKeyDown={onKeyDown}
        aria-live={isPlaying ? 'off' : 'polite'}
        className="overflow-hidden rounded-2xl"
        data-testid="testimonial-viewport"
      >
        <div className="-ml-4 flex touch-pan-y">
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group of the WAI carousel pattern, not a form fieldset
            <div
              key={item.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2"
              data-testid="testimonial-slide"
            >
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <Quote aria-hidden className="size-8 text-brand-500" />
                <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-200">
                  “{item.text}”
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex size-11 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 dark:bg-brand-700 dark:text-white"
                  >
                    {item.initials}
                  </span>
                  <span>
                    <span className="block font-semibold">{item.name}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {item.role}, {item.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </section>
      {snaps.length > 1 && (
        <div className="mt-6 flex justify-center gap-1">
          {snaps.map((snap, index) => (
            <button
              key={snap}
              type="button"
              onClick={() => embla?.scrollTo(index)}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={clsx(
                  'block h-2 rounded-full transition-all',
                  index === selected ? 'w-6 bg-brand-600' : 'w-2 bg-slate-300 dark:bg-slate-600',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
