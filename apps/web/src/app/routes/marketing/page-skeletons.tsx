import { Skeleton } from '../../../components/ui/skeleton';

/**
 * Shown only while a page's code is really loading on a client-side navigation (the spec's
 * 2-second placeholder, without the artificial wait); first loads arrive prerendered.
 */
export function MarketingPageSkeleton() {
  return (
    <div role="status" aria-label="Loading page" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="mt-4 h-12 w-full" />
          <Skeleton className="mt-3 h-12 w-4/5" />
          <Skeleton className="mt-6 h-5 w-full" />
          <Skeleton className="mt-2 h-5 w-3/4" />
          <div className="mt-8 flex gap-3">
            <Skeleton className="h-11 w-36" />
            <Skeleton className="h-11 w-36" />
          </div>
        </div>
        <Skeleton className="h-72 w-full rounded-2xl" />
      </div>
      <div className="mt-16 grid gap-6 md:grid-cols-3">
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} className="h-40 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/** The features list: six alternating rows. */
export function FeaturesListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading features"
      className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 lg:px-8"
    >
      <Skeleton className="mx-auto h-12 w-2/3" />
      {[1, 2, 3].map((row) => (
        <div key={row} className="grid items-center gap-10 lg:grid-cols-2">
          <div className={row % 2 === 0 ? 'lg:order-2' : undefined}>
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="mt-4 h-5 w-full" />
            <Skeleton className="mt-2 h-5 w-5/6" />
            <div className="mt-6 grid gap-3 sm:grid-cols-2">
              {[1, 2, 3, 4].map((benefit) => (
                <Skeleton key={benefit} className="h-5 w-full" />
              ))}
            </div>
            <Skeleton className="mt-8 h-10 w-36" />
          </div>
          <Skeleton className="h-56 w-full rounded-2xl" />
        </div>
      ))}
    </div>
  );
}
