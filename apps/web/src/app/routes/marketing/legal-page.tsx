import type { ReactNode } from 'react';
import { Container } from '../../../components/marketing/section-heading';

/** Shared frame of the privacy and terms pages. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <Container className="max-w-3xl py-16 sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Last updated {updated}</p>
      <div className="mt-10 space-y-8 text-slate-700 dark:text-slate-300 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-7">
        {children}
      </div>
    </Container>
  );
}
