import type { LeaveRequest } from '@taskflow/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { setOrDelete, useUrlParams } from '../../../lib/use-url-params';
import { useBulkDecideLeave, useDecideLeave, usePendingLeave } from '../api/leave';
import type { LeaveDecision } from '../components/decision-form';
import { keepShown, toggleAll, toggleOne } from '../lib/selection';

const PAGE_SIZE = 20;

export type Deciding =
  | { kind: 'one'; request: LeaveRequest; decision: LeaveDecision }
  | { kind: 'bulk'; ids: string[]; decision: LeaveDecision }
  | null;

const applications = (count: number) => `${count === 1 ? 'application' : 'applications'}`;

/** The decision dialog's title: one person's leave, or how many applications at once. */
export function decisionTitleOf(deciding: Deciding): string {
  if (!deciding) return '';
  const verb = deciding.decision === 'approve' ? 'Approve' : 'Reject';
  return deciding.kind === 'one'
    ? `${verb} the leave of ${deciding.request.employee.name}`
    : `${verb} ${deciding.ids.length} leave ${applications(deciding.ids.length)}`;
}

/**
 * Pending Leave Applications: the page and the open request in the URL, the rows picked for a bulk
 * decision, and the decision being made (one request or the picked ones) until it is sent.
 */
export function usePendingDecisions() {
  const [searchParams, setParams] = useUrlParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const openId = searchParams.get('request');
  const pending = usePendingLeave({ page, pageSize: PAGE_SIZE });
  const decide = useDecideLeave();
  const bulk = useBulkDecideLeave();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deciding, setDeciding] = useState<Deciding>(null);

  const setParam = useCallback(
    (key: 'page' | 'request', value: string | null) => setParams((params) => setOrDelete(params, key, value)),
    [setParams],
  );

  const rows = pending.data?.data;
  // What was decided elsewhere (another approver, another tab) leaves the selection with its row.
  useEffect(() => {
    if (rows)
      setSelected((current) =>
        keepShown(
          current,
          rows.map((row) => row.id),
        ),
      );
  }, [rows]);
  // Deciding the last row of the last page leaves an empty page: step back.
  useEffect(() => {
    if (pending.data && pending.data.data.length === 0 && pending.data.meta.total > 0 && page > 1) {
      setParam('page', String(Math.ceil(pending.data.meta.total / PAGE_SIZE)));
    }
  }, [pending.data, page, setParam]);

  const selection = useMemo(
    () => ({
      selected,
      onToggle: (id: string) => setSelected((current) => toggleOne(current, id)),
      onToggleAll: () => setSelected((current) => toggleAll(current, rows?.map((row) => row.id) ?? [])),
    }),
    [selected, rows],
  );
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const decideSelected = useCallback(
    (decision: LeaveDecision) => setDeciding({ kind: 'bulk', ids: [...selected], decision }),
    [selected],
  );
  const onOpen = useCallback((request: LeaveRequest) => setParam('request', request.id), [setParam]);
  const closeOpen = useCallback(() => setParam('request', null), [setParam]);
  const onPageChange = useCallback(
    (next: number) => setParam('page', next > 1 ? String(next) : null),
    [setParam],
  );
  const onDecide = useCallback(
    (request: LeaveRequest, decision: LeaveDecision) => setDeciding({ kind: 'one', request, decision }),
    [],
  );
  const cancelDecision = useCallback(() => setDeciding(null), []);

  const runDecision = async (comment: string | undefined, acceptShortfall?: boolean) => {
    if (!deciding) return;
    const verb = deciding.decision === 'approve' ? 'approved' : 'rejected';
    if (deciding.kind === 'one') {
      await decide.mutateAsync({
        id: deciding.request.id,
        decision: deciding.decision,
        comment,
        acceptShortfall,
      });
      toast.success(`Leave of ${deciding.request.employee.name} ${verb}.`);
    } else {
      const result = await bulk.mutateAsync({ ids: deciding.ids, decision: deciding.decision, comment });
      toast.success(`${result.decided} leave ${applications(result.decided)} ${verb}.`);
      setSelected(new Set());
    }
    setDeciding(null);
  };

  return {
    pending,
    openId,
    onOpen,
    closeOpen,
    onPageChange,
    selection,
    clearSelection,
    decideSelected,
    deciding,
    decisionTitle: decisionTitleOf(deciding),
    onDecide,
    cancelDecision,
    runDecision,
  };
}
