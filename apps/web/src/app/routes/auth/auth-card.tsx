import type { ReactNode } from 'react';

/** Account pages show the same panel as the modal, framed on the page. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto my-10 w-[calc(100%-1.5rem)] max-w-5xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {children}
    </div>
  );
}
