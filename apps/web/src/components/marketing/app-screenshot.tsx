import { clsx } from 'clsx';

/**
 * A screenshot of the app from public/marketing/walkthrough (bench/capture-walkthrough.mjs takes
 * each at 1280 × 800 and as a 640 px variant): sized, lazy, and the small file on small screens.
 */
export function AppScreenshot({
  file,
  alt,
  sizes,
  className,
}: {
  /** The file name without extension, e.g. '5-org-tree'. */
  file: string;
  alt: string;
  sizes: string;
  className?: string;
}) {
  const url = (suffix: string) => `/marketing/walkthrough/${file}${suffix}.webp`;
  return (
    <img
      src={url('-640')}
      srcSet={`${url('-640')} 640w, ${url('')} 1280w`}
      sizes={sizes}
      alt={alt}
      width={1280}
      height={800}
      loading="lazy"
      decoding="async"
      className={clsx(
        'aspect-[16/10] w-full bg-slate-100 object-cover object-top dark:bg-slate-800',
        className,
      )}
    />
  );
}
