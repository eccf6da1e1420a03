import { Skeleton } from '../ui/skeleton';
import { PageSpinner } from '../ui/spinner';

/**
 * The signed-in shell's frame before anything is known of the person: the sidebar (on wide screens),
 * the top bar and a loading page, at the places AppLayout draws them. The server sends it inside the
 * HTML of every /app address (scripts/prerender.mjs), so a phone paints the app's frame before its
 * JavaScript has arrived; the router shows the same frame while the first page's code loads and
 * RequireAuth while the session is read, so nothing flickers between the three.
 */
export function AppShellSkeleton() {
  return (
    <div className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] dark:bg-slate-950">
      <div className="hidden border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col gap-6 p-4">
          <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>TaskFlow</span>
          </span>
          <div className="space-y-3 px-3">
            {['w-24', 'w-32', 'w-28', 'w-36', 'w-24', 'w-32'].map((width, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} className={`h-5 ${width}`} />
            ))}
          </div>
        </div>
      </div>
      <div className="flex min-w-0 flex-col">
        <div className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 dark:border-slate-800 dark:bg-slate-900/90">
          <Skeleton className="size-9 lg:hidden" />
          <div className="flex-1" />
          <Skeleton className="h-9 w-10 md:w-28" />
          <Skeleton className="size-9" />
          <Skeleton className="size-9" />
          <Skeleton className="size-9 sm:w-32" />
        </div>
        <main className="mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 pt-4 sm:px-6 sm:pt-6 lg:px-8 lg:pt-8">
          <PageSpinner />
        </main>
      </div>
    </div>
  );
}
