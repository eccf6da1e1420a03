import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useBlocker } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

export const FIX_FIELDS_MESSAGE = 'Check the highlighted fields.';
export const UNEXPECTED_MESSAGE = 'Something went wrong. Try again later.';

export interface ApiFormOptions<TInput extends FieldValues, TOutput> {
  // biome-ignore lint/suspicious/noExplicitAny: any zod object schema whose input is the form's values
  schema: z.ZodType<TOutput, any> & { _zod: { input: TInput } };
  defaultValues: DefaultValues<TInput>;
  /** Sends the values; a thrown ApiError's field messages land on the fields. */
  onSubmit: (values: TOutput) => Promise<unknown>;
  /** Server field names the form shows under another name (`startsAt` → `startsAtLocal`). */
  serverFields?: Record<string, Path<TInput>>;
}

export type ApiForm<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput> & {
  /** The form's submit handler: validates, then `save`s. */
  submit: (event?: FormEvent) => Promise<void>;
  /** Sends already validated values (for forms that ask something first). */
  save: (values: TOutput) => Promise<void>;
  formError: string | undefined;
  isSaving: boolean;
  /** True while a successful save navigates away, so the unsaved-changes guard stays quiet. */
  isLeavingRef: React.RefObject<boolean>;
};

/**
 * The one way a form talks to the API: the shared zod schema validates in the browser, a server
 * refusal's field messages go onto their fields (each once, cleared as soon as the field changes),
 * anything else becomes the one form-level line.
 */
export function useApiForm<TInput extends FieldValues, TOutput = TInput>({
  schema,
  defaultValues,
  onSubmit,
  serverFields = {},
}: ApiFormOptions<TInput, TOutput>): ApiForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    // biome-ignore lint/suspicious/noExplicitAny: the resolver's generics cannot follow a generic schema
    resolver: zodResolver(schema as any) as any,
    defaultValues,
  });
  const [formError, setFormError] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const serverErrored = useRef(new Set<string>());
  const isLeavingRef = useRef(false);
  const { watch, clearErrors, getValues } = form;

  // A server message is about the value that was sent: it goes as soon as the field changes.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      const root = name.split('.')[0] as string;
      if (serverErrored.current.delete(root)) clearErrors(root as Path<TInput>);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const save = useCallback(
    async (values: TOutput) => {
      setFormError(undefined);
      setSaving(true);
      isLeavingRef.current = true;
      try {
        await onSubmit(values);
        // What was saved is the new starting point: nothing left to warn about.
        form.reset(getValues(), { keepDefaultValues: false });
        isLeavingRef.current = false;
      } catch (error) {
        isLeavingRef.current = false;
        setFormError(
          placeServerErrors(error, form, serverFields, (field) => serverErrored.current.add(field)),
        );
      } finally {
        setSaving(false);
      }
    },
    [onSubmit, getValues, serverFields, form],
  );

  return { ...form, submit: form.handleSubmit(save), save, formError, isSaving, isLeavingRef };
}

/**
 * Puts an API refusal's field messages onto the form's fields (the first one focused) and answers
 * the one form-level line: what no field shows, "check the highlighted fields", or the message.
 * For forms that do not use `useApiForm` (sign-up, log-in) as much as for those that do.
 */
export function placeServerErrors<TInput extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<TInput, unknown, unknown>, 'setError' | 'getValues'>,
  serverFields: Record<string, Path<TInput>> = {},
  onPlaced: (field: string) => void = () => {},
): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_MESSAGE;
  if (error.status === 0) return error.message;
  const known = form.getValues() as Record<string, unknown>;
  const unplaced: string[] = [];
  let placed = 0;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = serverFields[name] ?? name.split(/[.[]/)[0];
    if (field && field in known) {
      onPlaced(field);
      form.setError(field as Path<TInput>, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else if (!unplaced.includes(message)) {
      unplaced.push(message);
    }
  }
  // Each message once: field messages stay on their fields, the line says what is left.
  return unplaced.length > 0 ? unplaced.join(' ') : placed > 0 ? FIX_FIELDS_MESSAGE : error.message;
}

/** The one form-level error line. */
export function FormErrorLine({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm wrap-anywhere text-red-700 dark:bg-red-950/50 dark:text-red-300"
    >
      {message}
    </p>
  );
}

/**
 * Save and Cancel, pinned to the bottom of whatever scrolls (a dialog, or the page), so the
 * Save button is in reach on a small screen however long the form is. `bleed` is the padding of
 * the panel it sits in, which the footer spans edge to edge. On a page (not in a dialog, which covers
 * the floating dock) the buttons keep clear of the dock, above it on a phone and beside it wider, so the
 * assistant's button or the timer never covers Submit.
 */
export function FormFooter({
  submitLabel = 'Save',
  onCancel,
  isSubmitting,
  bleed = 'dialog',
  blockedReason,
  children,
}: {
  submitLabel?: string;
  onCancel?: () => void;
  isSubmitting: boolean;
  bleed?: 'dialog' | 'card' | 'none';
  /** Why Submit is disabled: the form already knows the server would refuse (shown next to it). */
  blockedReason?: string;
  children?: ReactNode;
}) {
  return (
    <div
      data-form-footer
      className={clsx(
        'sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white py-4 dark:border-slate-800 dark:bg-slate-900',
        bleed === 'dialog' && '-mx-6 -mb-6 px-6',
        // On a phone the buttons stand above the dock (its row is too narrow to share); wider, beside it.
        bleed === 'card' &&
          '-mx-5 -mb-5 rounded-b-2xl px-5 pb-[max(1rem,var(--floating-dock-y,0px))] sm:-mx-6 sm:-mb-6 sm:px-6 sm:pr-[max(1.5rem,var(--floating-dock-x,0px))] sm:pb-4',
        bleed === 'none' &&
          'bg-slate-50/95 pb-[max(1rem,var(--floating-dock-y,0px))] backdrop-blur sm:pr-[var(--floating-dock-x,0px)] sm:pb-4 dark:bg-slate-950/95',
      )}
    >
      {blockedReason && (
        <p id="form-submit-blocked" className="mr-auto text-sm wrap-anywhere text-red-700 dark:text-red-300">
          {blockedReason}
        </p>
      )}
      {children}
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button
        type="submit"
        isLoading={isSubmitting}
        disabled={Boolean(blockedReason)}
        aria-describedby={blockedReason ? 'form-submit-blocked' : undefined}
      >
        {submitLabel}
      </Button>
    </div>
  );
}

export const UNSAVED_TITLE = 'Leave without saving?';
const UNSAVED_MESSAGE = 'Your changes on this form have not been saved.';

/** Asks before the page or the browser tab is left with changes that were not saved. */
export function UnsavedChangesGuard({
  isDirty,
  isLeavingRef,
}: {
  isDirty: boolean;
  isLeavingRef: React.RefObject<boolean>;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isLeavingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingRef.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, isLeavingRef]);
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title={UNSAVED_TITLE}
      description={UNSAVED_MESSAGE}
      confirmLabel="Leave"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

/**
 * A form wired to the API by `useApiForm`: its fields (children), the form-level line, the
 * Save/Cancel footer and the unsaved-changes guard. A new form is its fields and nothing else.
 */
export function ApiFormShell<TInput extends FieldValues, TOutput>({
  form,
  label,
  submitLabel,
  onCancel,
  bleed = 'dialog',
  isReadOnly = false,
  className = 'grid gap-5',
  footerExtra,
  blockedReason,
  children,
}: {
  form: ApiForm<TInput, TOutput>;
  label: string;
  submitLabel?: string;
  onCancel?: () => void;
  bleed?: 'dialog' | 'card' | 'none';
  isReadOnly?: boolean;
  className?: string;
  footerExtra?: ReactNode;
  /** Disables Submit with this reason (see FormFooter). */
  blockedReason?: string;
  children: ReactNode;
}) {
  const { isDirty, isSubmitting } = form.formState;
  return (
    <form onSubmit={form.submit} noValidate className={className} aria-label={label}>
      {children}
      <FormErrorLine message={form.formError} />
      {!isReadOnly && (
        <FormFooter
          submitLabel={submitLabel}
          onCancel={onCancel}
          isSubmitting={isSubmitting || form.isSaving}
          bleed={bleed}
          blockedReason={blockedReason}
        >
          {footerExtra}
        </FormFooter>
      )}
      <UnsavedChangesGuard isDirty={isDirty && !isReadOnly} isLeavingRef={form.isLeavingRef} />
    </form>
  );
}

/** The red asterisk of a required field; the field's error names the rule for screen readers. */
export function Required() {
  return (
    <span className="text-red-600 dark:text-red-400" aria-hidden>
      {' '}
      *
    </span>
  );
}

/** A label with the required asterisk. */
export function requiredLabel(text: ReactNode) {
  return (
    <>
      {text}
      <Required />
    </>
  );
}
