import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkInvitationResult, ImportDateOrder } from '@taskflow/shared';
import { apiPost } from '../../../lib/api-client';

export interface BulkInviteInput {
  /** A pasted list of addresses, or… */
  emails?: string;
  /** …a CSV with Name, Email, Role, Department, Manager, Joining Date. */
  file?: File;
  /** The role of rows that name none. */
  roleId: string;
  /** How joining dates such as 03/04/2027 are read, when the file does not settle it (dmy or mdy). */
  dateOrder?: ImportDateOrder;
  commit: boolean;
}

/** Several invitations at once: a preview first (commit false), then all of them or none. */
export function useBulkInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ emails, file, roleId, dateOrder, commit }: BulkInviteInput) => {
      const form = new FormData();
      form.set('roleId', roleId);
      form.set('commit', String(commit));
      if (dateOrder) form.set('dateOrder', dateOrder);
      if (file) form.set('file', file);
      else form.set('emails', emails ?? '');
      return apiPost<{ data: BulkInvitationResult }>('/invitations/bulk', form).then((body) => body.data);
    },
    // The pending list (api/invitations.ts keys it under 'invitations') gains the new rows.
    onSuccess: (result) =>
      result.isCommitted ? queryClient.invalidateQueries({ queryKey: ['invitations'] }) : undefined,
  });
}
