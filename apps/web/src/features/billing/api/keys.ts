import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Every query of billing starts with this key. Any change (a draft saved, an invoice issued, a payment
 * recorded) reads them all again: the lists, the unbilled work, what is owed and the invoice itself all
 * move together.
 */
export const BILLING_KEY = ['billing'] as const;

/** A write to billing; on success every billing query is read again, and the clients' figures too. */
export function useBillingMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
        // The client page's "Unbilled" figure and the time pages' billed marks follow invoices.
        queryClient.invalidateQueries({ queryKey: ['customers'] }),
        queryClient.invalidateQueries({ queryKey: ['time'] }),
      ]),
  });
}

/** "?a=1&b=x" of the values given (empty ones left out), or "" when none is. */
export function searchOf(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
