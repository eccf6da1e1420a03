import { clsx } from 'clsx';

/** The one error or success line of a form, announced to screen readers. */
export function FormAlert({ tone, message }: { tone: 'error' | 'success'; message?: string }) {
  if (!message) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-lg px-3 py-2 text-sm',
        tone === 'error'
          ? 'bg-red-50 text-red-700 dark:bg-red-950/50 dark:text-red-300'
          : 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300',
      )}
    >
      {message}
    </p>
  );
}
