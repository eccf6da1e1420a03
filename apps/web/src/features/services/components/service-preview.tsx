import { type ServiceFields, type ServicePreviewBody, ServicePreviewBodySchema } from '@taskflow/shared';
import { CalendarClock } from 'lucide-react';
import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useDates } from '../../../lib/dates';
import { useDebounced } from '../../../lib/use-debounced';
import { useServicePreview } from '../api/services';

/** Periods the preview shows. */
export const PREVIEW_PERIODS = 4;
const PREVIEW_DELAY_MS = 400;

/**
 * The next jobs of the service as it is being written ("GSTR-3B – Nov 2026, due 20 Dec"), worked out by
 * the server in the organization's calendar with the generator's own rules; the first one's steps dated.
 */
export function ServicePreview({ control }: { control: Control<ServiceFields, unknown, unknown> }) {
  const values = useWatch({ control });
  const dates = useDates();
  // Only a draft the schema takes is asked about: a half-typed one keeps the last preview.
  const draft = useMemo((): ServicePreviewBody | null => {
    const parsed = ServicePreviewBodySchema.safeParse({ ...values, name: undefined, count: PREVIEW_PERIODS });
    return parsed.success ? (parsed.data as ServicePreviewBody) : null;
  }, [values]);
  const preview = useServicePreview(useDebounced(draft, PREVIEW_DELAY_MS));
  const periods = preview.data ?? [];
  const [first] = periods;
  return (
    <section
      aria-labelledby="service-preview-title"
      aria-busy={preview.isFetching}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-800 dark:bg-slate-950/40"
    >
      <h2 id="service-preview-title" className="flex items-center gap-2 font-semibold">
        <CalendarClock aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
        Next jobs
      </h2>
      {periods.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">
          {preview.isError
            ? 'Could not work out the dates. Check the fields above.'
            : preview.isFetching
              ? 'Working out the dates…'
              : 'Fill in the job name, the date rule and the steps to see the next jobs.'}
        </p>
      ) : (
        <>
          <ul className="grid gap-2" aria-live="polite">
            {periods.map((period) => (
              <li key={period.periodKey} className="grid gap-0.5">
                <span className="font-medium wrap-anywhere">{period.title}</span>
                <span className="text-slate-600 dark:text-slate-400">
                  due {dates.calendarDate(period.jobDate)} · appears {dates.calendarDate(period.appearsOn)}
                </span>
              </li>
            ))}
          </ul>
          {first && (
            <details className="rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900">
              <summary className="cursor-pointer font-medium">Steps of {first.periodLabel}</summary>
              <ol className="mt-2 grid gap-1.5">
                {first.steps.map((step) => (
                  <li key={step.title} className="grid">
                    <span className="wrap-anywhere">{step.title}</span>
                    <span className="text-slate-600 dark:text-slate-400">
                      {step.startDate === step.dueDate
                        ? dates.calendarDate(step.dueDate)
                        : `${dates.calendarDate(step.startDate)} – ${dates.calendarDate(step.dueDate)}`}
                    </span>
                  </li>
                ))}
              </ol>
            </details>
          )}
          <p className="text-xs text-slate-600 dark:text-slate-400">
            For a client named "Client", in your organization's working days and holidays.
          </p>
        </>
      )}
    </section>
  );
}
