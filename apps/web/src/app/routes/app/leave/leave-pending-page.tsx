import type { LeaveRequest } from '@taskflow/shared';
import { Inbox, UserRoundCog } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import {
  useBulkDecideLeave,
  useDecideLeave,
  useLiveLeave,
  usePendingLeave,
} from '../../../../features/leave/api/leave';
import { DecisionForm, type LeaveDecision } from '../../../../features/leave/components/decision-form';
import { describeDates } from '../../../../features/leave/components/leave-parts';
import { LeaveRequestDetailView } from '../../../../features/leave/components/leave-request-detail';
import { LeaveTable } from '../../../../features/leave/components/leave-table';
import { keepShown, toggleAll, toggleOne } from '../../../../features/leave/lib/selection';
import { useDocumentTitle } from '../../../../lib/use-document-title';

const PAGE_SIZE = 20;

type Deciding =
  | { kind: 'one'; request: LeaveRequest; decision: LeaveDecision }
  | { kind: 'bulk'; ids: string[]; decision: LeaveDecision }
  | null;

/** Guide: Leave Management › Pending Leave Applications (approval), for approvers. */
export default function LeavePendingPage() {
  useDocumentTitle('Pending Leave Applications');
  useLiveLeave();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const openId = searchParams.get('request');
  const pending = usePendingLeave({ page, pageSize: PAGE_SIZE });
  const decide = useDecideLeave();
  const bulk = useBulkDecideLeave();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deciding, setDeciding] = useState<Deciding>(null);

  const setParam = useCallback(
    (key: 'page' | 'request', value: string | null) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (value) params.set(key, value);
          else params.delete(key);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
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
  const onOpen = useCallback((request: LeaveRequest) => setParam('request', request.id), [setParam]);
  const onDecide = useCallback(
    (request: LeaveRequest, decision: LeaveDecision) => setDeciding({ kind: 'one', request, decision }),
    [],
  );

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
      toast.success(
        `${result.decided} leave ${result.decided === 1 ? 'application' : 'applications'} ${verb}.`,
      );
      setSelected(new Set());
    }
    setDeciding(null);
  };

  const decisionTitle =
    deciding?.kind === 'one'
      ? `${deciding.decision === 'approve' ? 'Approve' : 'Reject'} the leave of ${deciding.request.employee.name}`
      : deciding
        ? `${deciding.decision === 'approve' ? 'Approve' : 'Reject'} ${deciding.ids.length} leave ${deciding.ids.length === 1 ? 'application' : 'applications'}`
        : '';

  return (
    <div className="grid gap-6">
      <Breadcrumb items={[{ label: 'Leave Management' }, { label: 'Pending Leave Applications' }]} />
      <PageHeader
        title="Pending Leave Applications"
        description="Applications waiting for your decision, or for the approvers you stand in for. Open one to see its steps and the tasks due while the person is away."
        actions={
          <Link to="/app/leave/settings?tab=away" className={buttonClasses('secondary')}>
            <UserRoundCog aria-hidden className="size-4" />
            Away & delegate
          </Link>
        }
      />
      {selected.size > 0 && (
        <section
          aria-label="Selected applications"
          className="sticky top-2 z-10 flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800"
        >
          <p className="text-sm font-medium">{selected.size} selected</p>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setSelected(new Set())}>
              Clear
            </Button>
            <Button
              variant="danger"
              onClick={() => setDeciding({ kind: 'bulk', ids: [...selected], decision: 'reject' })}
            >
              Reject selected
            </Button>
            <Button onClick={() => setDeciding({ kind: 'bulk', ids: [...selected], decision: 'approve' })}>
              Approve selected
            </Button>
          </div>
        </section>
      )}
      {pending.isPending ? (
        <ListSkeleton rows={4} label="Loading pending applications…" />
      ) : pending.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not load the pending applications. Try again later.
        </p>
      ) : pending.data.data.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No pending leave applications"
          description="New applications from your team appear here as soon as they are made."
        />
      ) : (
        <div aria-busy={pending.isFetching || undefined}>
          <LeaveTable
            requests={pending.data.data}
            onOpen={onOpen}
            onDecide={onDecide}
            selection={selection}
          />
          <Pagination
            meta={pending.data.meta}
            onPageChange={(next) => setParam('page', next > 1 ? String(next) : null)}
          />
        </div>
      )}
      <Modal isOpen={Boolean(openId)} onClose={() => setParam('request', null)} title="Leave application">
        <div className="mx-auto max-w-3xl p-6">
          {openId && <LeaveRequestDetailView id={openId} onDone={() => setParam('request', null)} />}
        </div>
      </Modal>
      <Modal isOpen={deciding !== null} onClose={() => setDeciding(null)} title={decisionTitle}>
        <div className="mx-auto max-w-lg p-6">
          <h2 className="pr-8 text-xl font-semibold wrap-anywhere">{decisionTitle}</h2>
          {deciding?.kind === 'one' && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {deciding.request.leaveType.name} leave, {describeDates(deciding.request)}
            </p>
          )}
          <div className="mt-4">
            {deciding && (
              <DecisionForm
                key={deciding.kind === 'one' ? deciding.request.id : deciding.ids.join()}
                only={deciding.decision}
                canAcceptShortfall={deciding.kind === 'one'}
                onCancel={() => setDeciding(null)}
                onDecide={(_decision, comment, acceptShortfall) => runDecision(comment, acceptShortfall)}
                label={decisionTitle}
              />
            )}
          </div>
        </div>
      </Modal>
    </div>
  );
}
