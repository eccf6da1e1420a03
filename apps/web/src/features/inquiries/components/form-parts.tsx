import { HONEYPOT_FIELD } from '@taskflow/shared';
import {
  type FormEventHandler,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
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

/** The card a public page puts its inquiry form in: the heading that names the form, a line, the form. */
export function InquiryFormCard({
  titleId,
  title,
  intro,
  children,
}: {
  titleId: string;
  title: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-2 mb-6 text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      {children}
    </section>
  );
}

/**
 * What the contact and demo forms share around their own fields: the form (named by the card's
 * heading, the schema's messages instead of the browser's), the "I'm not a robot" box, the honeypot
 * and the submit button, which stays disabled until the page is hydrated (`canSubmit`).
 */
export function InquiryFormFrame({
  titleId,
  onSubmit,
  onFocus,
  canSubmit,
  honeypot,
  robot,
  isSending,
  submitLabel,
  children,
  after,
}: {
  titleId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Starts loading the schema once the visitor is in the form. */
  onFocus: () => void;
  canSubmit: boolean;
  honeypot: RefObject<HTMLInputElement | null>;
  /** The robot box's registered field, with its id and message. */
  robot: UseFormRegisterReturn & { id: string; error?: string };
  isSending: boolean;
  submitLabel: string;
  children: ReactNode;
  /** Shown under the button (a confirmation). */
  after?: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      className="relative space-y-4"
      aria-labelledby={titleId}
    >
      {children}
      <CheckboxField label="I'm not a robot" {...robot} />
      <HoneypotField ref={honeypot} />
      <Button type="submit" isLoading={isSending} disabled={!canSubmit} className="w-full py-3 text-base">
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
