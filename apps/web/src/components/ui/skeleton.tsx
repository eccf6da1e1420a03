import { clsx } from 'clsx';

/** A placeholder block shown only while real content loads. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden className={clsx('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)} />
  );
}

/** The one loading state of a list or panel: placeholder rows, announced once to screen readers. */
export function ListSkeleton({
  rows = 5,
  label = 'Loading…',
  rowClassName = 'h-12',
}: {
  rows?: number;
  label?: string;
  rowClassName?: string;
}) {
  return (
    <div className="space-y-2" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}
