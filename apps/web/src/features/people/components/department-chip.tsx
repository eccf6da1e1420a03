import { clsx } from 'clsx';

const PALETTE = [
  'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
  'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-300',
  'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-300',
  'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300',
  'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-300',
];

/** One stable colour per department, so the same department looks the same everywhere. */
export function departmentColour(departmentId: string): string {
  let hash = 0;
  for (const char of departmentId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0] ?? '';
}

export function DepartmentChip({ id, name }: { id: string | null; name: string | null }) {
  if (!id || !name) return null;
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
        departmentColour(id),
      )}
    >
      {name}
    </span>
  );
}
