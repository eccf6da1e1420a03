import { HONEYPOT_FIELD } from '@taskflow/shared';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from '../../../components/ui/field';

/**
 * A field people never see or reach; bots that fill every input fill it too, and the API
 * refuses any submission where it is not empty.
 */
export const HoneypotField = forwardRef<HTMLInputElement>(function HoneypotField(_props, ref) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        ref={ref}
        id={`hp-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
});

type CheckboxProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string; id: string };

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { label, error, id, ...props },
  ref,
) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 px-3 py-3 dark:border-slate-700 dark:bg-slate-800/60">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="size-5 rounded border-slate-400 accent-brand-600"
          {...props}
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
});

export const labelClasses = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300';
