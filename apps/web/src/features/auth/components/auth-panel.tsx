import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

const POINTS = [
  'Assign tasks to people, linked to clients and projects',
  'Track time, progress and due dates in one place',
  'Apply for and approve leave with a shared calendar',
];

/** Two-column frame of the account screens: what you get on the left, the form on the right. */
export function AuthPanel({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="grid md:grid-cols-[2fr_3fr]">
      <aside className="hidden rounded-l-2xl bg-gradient-to-br from-brand-600 to-indigo-900 p-8 text-white md:block">
        <p className="text-lg font-semibold">TaskFlow</p>
        <p className="mt-6 text-2xl leading-snug font-bold">Assign. Track. Achieve.</p>
        <ul className="mt-6 space-y-3 text-sm text-indigo-100">
          {POINTS.map((point) => (
            <li key={point} className="flex gap-2">
              <CheckCircle2 aria-hidden className="size-5 shrink-0" />
              {point}
            </li>
          ))}
        </ul>
      </aside>
      <div className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
        {children}
      </div>
    </div>
  );
}
