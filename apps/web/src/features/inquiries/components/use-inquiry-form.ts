import type { FieldErrors } from '@taskflow/shared';
import { useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useIsHydrating } from '../../../lib/use-is-hydrating';

/**
 * What the demo and contact forms share: the form state, the honeypot field's ref, and a submit
 * that sends the values with the honeypot, toasts the result and puts the server's field errors
 * under their fields. A failed submit keeps the form as typed. Submitting waits for hydration:
 * the browser's own submit would put the visitor's details in the URL.
 */
export function useInquiryForm<T extends FieldValues>(options: {
  resolver: Resolver<T>;
  empty: T;
  send: (values: T, website: string) => Promise<unknown>;
  successMessage: string;
  onSent?: (values: T) => void;
}) {
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useForm<T>({ resolver: options.resolver, defaultValues: options.empty as DefaultValues<T> });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await options.send(values, honeypot.current?.value ?? '');
      notify('success', options.successMessage);
      options.onSent?.(values);
    } catch (error) {
      const fields: FieldErrors = error instanceof ApiError ? error.fields : {};
      for (const [field, message] of Object.entries(fields)) {
        if (field in options.empty) form.setError(field as Path<T>, { message });
      }
      notify('error', error instanceof Error ? error.message : 'Something went wrong.');
    }
  });
  const isHydrating = useIsHydrating();
  return { form, honeypot, onSubmit, canSubmit: !isHydrating };
}
