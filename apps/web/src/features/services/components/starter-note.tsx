import { STARTER_SERVICE_NOTE } from '@taskflow/shared';
import { Info } from 'lucide-react';

/** What a starter service says of itself (issue 40, item 7): its dates are to be checked, not law. */
export function StarterNote() {
  return (
    <p className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{STARTER_SERVICE_NOTE}</span>
    </p>
  );
}
