import { ADMIN_MESSAGES, type AdminOrganization } from '@taskflow/shared';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import {
  type OrganizationFilter,
  useOrganizations,
  usePlans,
  useReactivateOrganization,
  useSuspendOrganization,
} from '../api/admin-api';

const PAGE_SIZE = 20;

/**
 * The admin's Organizations list: search, status and page (a new search or status starts at the first
 * page), the plans for each row's plan picker, suspending (a reason required; the toast counts the sessions
 * ended) and reactivating, each behind its confirmation.
 */
export function useOrganizationList() {
  const [search, setSearchText] = useState('');
  const [status, setStatusFilter] = useState<OrganizationFilter['status']>();
  const [page, setPage] = useState(1);
  const list = useOrganizations({ q: search.trim() || undefined, status, page, pageSize: PAGE_SIZE });
  const plans = usePlans();
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  const setStatus = (value: string) => {
    setStatusFilter((value || undefined) as OrganizationFilter['status']);
    setPage(1);
  };

  const [suspending, setSuspending] = useState<AdminOrganization | null>(null);
  const [reason, setReasonText] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const suspend = useSuspendOrganization();
  const startSuspending = (organization: AdminOrganization) => {
    setReasonText('');
    setReasonError(undefined);
    setSuspending(organization);
  };
  const setReason = (value: string) => {
    setReasonText(value);
    setReasonError(undefined);
  };
  const confirmSuspension = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!suspending) return;
    if (!reason.trim()) {
      setReasonError(ADMIN_MESSAGES.suspendReason);
      return;
    }
    try {
      const result = await suspend.mutateAsync({ id: suspending.id, reason: reason.trim() });
      const ended = result.data.sessionsEnded;
      toast.success(`${suspending.name} suspended; ${ended} ${ended === 1 ? 'session' : 'sessions'} ended.`);
      setSuspending(null);
    } catch (caught) {
      setReasonError(caught instanceof ApiError ? caught.message : 'Could not suspend the organization.');
    }
  };

  const [reactivating, setReactivating] = useState<AdminOrganization | null>(null);
  const reactivate = useReactivateOrganization();
  const confirmReactivation = async () => {
    if (!reactivating) return;
    try {
      await reactivate.mutateAsync(reactivating.id);
      toast.success(`${reactivating.name} reactivated.`);
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : 'Could not reactivate the organization.');
    }
    setReactivating(null);
  };

  return {
    list,
    plans: plans.data,
    search,
    setSearch,
    status,
    setStatus,
    setPage,
    suspension: {
      organization: suspending,
      reason,
      reasonError,
      setReason,
      start: startSuspending,
      cancel: () => setSuspending(null),
      confirm: confirmSuspension,
      isPending: suspend.isPending,
    },
    reactivation: {
      organization: reactivating,
      start: setReactivating,
      cancel: () => setReactivating(null),
      confirm: confirmReactivation,
      isPending: reactivate.isPending,
    },
  };
}
