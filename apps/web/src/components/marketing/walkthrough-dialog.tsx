import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { WALKTHROUGH_SLIDES } from '../../content/marketing/walkthrough';
import { Modal } from '../ui/modal';

const SLIDE_MS = 3500;
const count = WALKTHROUGH_SLIDES.length;
const control =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/** The product walkthrough: real screenshots of the app, played as a captioned sequence. */
export function WalkthroughDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const [isPlaying, setPlaying] = useState(true);

  useEffect(() => {
    if (!isOpen) return;
    setIndex(0);
    setPlaying(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen || !isPlaying) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [isOpen, isPlaying]);

  const slide = WALKTHROUGH_SLIDES[index] ?? WALKTHROUGH_SLIDES[0];
  if (!slide) return null;
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="TaskFlow product walkthrough">
      <div className="p-4 sm:p-6">
        <h2 className="pr-10 text-xl font-bold">Product walkthrough</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Step {index + 1} of {count}: {slide.title}
        </p>
        <figure className="mt-4">
          <img
            key={slide.src}
            src={slide.src}
            srcSet={`${slide.src.replace('.webp', '-640.webp')} 640w, ${slide.src} 1280w`}
            sizes="(min-width: 1024px) 960px, 100vw"
            alt={slide.alt}
            width={1280}
            height={800}
            className="aspect-[16/10] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover object-top dark:border-slate-700 dark:bg-slate-800"
          />
          <figcaption aria-live="polite" className="mt-3 text-slate-700 dark:text-slate-300">
            {slide.caption}
          </figcaption>
        </figure>
        <div className="mt-4 flex items-center justify-center gap-2">
          <button
            type="button"
            className={control}
            aria-label="Previous step"
            onClick={() => setIndex((index - 1 + count) % count)}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            className={control}
            aria-label={isPlaying ? 'Pause walkthrough' : 'Play walkthrough'}
            onClick={() => setPlaying(!isPlaying)}
          >
            {isPlaying ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          </button>
          <button
            type="button"
            className={control}
            aria-label="Next step"
            onClick={() => setIndex((index + 1) % count)}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>
    </Modal>
  );
}
