import { REPORT_DEFINITIONS, REPORT_MEASURE_LABELS, REPORT_MEASURES } from '@taskflow/shared';
import { CircleHelp } from 'lucide-react';
import { Popover } from 'radix-ui';

/** What each column counts (the same words as the module's README), in a popover beside the table. */
export function ReportHelp({ timeZone }: { timeZone?: string }) {
  return (
    <Popover.Root>
      <Popover.Trigger className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800">
        <CircleHelp aria-hidden className="size-4" />
        {/* Named by its visible word first (WCAG 2.5.3: a voice user says what they see). */}
        <span>Definitions</span>
        <span className="sr-only"> of what the columns count</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <dl className="space-y-2">
            {REPORT_MEASURES.map((measure) => (
              <div key={measure}>
                <dt className="font-semibold">{REPORT_MEASURE_LABELS[measure]}</dt>
                <dd className="text-slate-600 dark:text-slate-400">{REPORT_DEFINITIONS[measure]}</dd>
              </div>
            ))}
          </dl>
          {timeZone && (
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">Dates are judged in {timeZone}.</p>
          )}
          <Popover.Arrow className="fill-white dark:fill-slate-900" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
