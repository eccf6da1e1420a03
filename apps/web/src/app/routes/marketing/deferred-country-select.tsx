import { Suspense } from 'react';
import { deferred } from '../../../components/marketing/deferred';
import { FieldError } from '../../../components/ui/field';
import type { CountrySelectProps } from '../../../features/inquiries/components/demo-form';

const CountryCodeSelect = deferred<CountrySelectProps>(async () => {
  const module = await import('../../../components/forms/country-code-select');
  return module.CountryCodeSelect;
});

/**
 * The foundation's country dropdown (Headless UI), loaded once the page is idle: it is the
 * heaviest part of the demo page and of no use before its list has loaded anyway. The fallback
 * matches its own loading state, so nothing moves when it arrives.
 */
export function DeferredCountrySelect(props: CountrySelectProps) {
  return (
    <Suspense
      fallback={
        <div>
          <p className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
            {props.label ?? 'Country code'}
          </p>
          <p className="py-2 text-sm text-slate-500 dark:text-slate-400">Loading country codes...</p>
          {/* A submit before the dropdown arrives still shows its message. */}
          <FieldError id={`${props.id}-error`} message={props.error} />
        </div>
      }
    >
      <CountryCodeSelect {...props} />
    </Suspense>
  );
}
