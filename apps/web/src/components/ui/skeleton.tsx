import { clsx } from 'clsx';

/** A placeholder block shown only while real content loads. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden className={clsx('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)} />
  );
}
