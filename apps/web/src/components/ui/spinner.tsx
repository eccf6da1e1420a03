import { Loader2 } from 'lucide-react';

export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-500">
      <Loader2 aria-hidden className="size-6 animate-spin" />
      <span>{label}</span>
    </div>
  );
}
