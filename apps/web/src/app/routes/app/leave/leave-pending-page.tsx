import { Inbox, UserRoundCog } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useLiveLeave } from '../../../../features/leave/api/leave';
import { DecisionForm } from '../../../../features/leave/components/decision-form';
import { describeDates } from '../../../../features/leave/components/leave-parts';
import { LeaveRequestDetailView } from '../../../../features/leave/components/leave-request-detail';
import { LeaveTable } from '../../../../features/leave/components/leave-table';
import { usePendingDecisions } from '../../../../features/leave/hooks/use-pending-decisions';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/** Guide: Leave Management › Pending Leave Applications (approval), for approvers. */
export default function LeavePendingPage() {
  useDocumentTitle('Pending Leave Applications');
  useLiveLeave();
  const {
    pending,
    openId,
    onOpen,
    closeOpen,
    onPageChange,
    selection,
    clearSelection,
    decideSelected,
    deciding,
    decisionTitle,
    onDecide,
    cancelDecision,
    runDecision,
  } = usePendingDecisions();
  const { selected } = selection;

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
            <Button variant="secondary" onClick={clearSelection}>
              Clear
            </Button>
            <Button variant="danger" onClick={() => decideSelected('reject')}>
              Reject selected
            </Button>
            <Button onClick={() => decideSelected('approve')}>Approve selected</Button>
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
          <Pagination meta={pending.data.meta} onPageChange={onPageChange} />
        </div>
      )}
      <Modal isOpen={Boolean(openId)} onClose={closeOpen} title="Leave application">
        <div className="mx-auto max-w-3xl p-6">
          {openId && <LeaveRequestDetailView id={openId} onDone={closeOpen} />}
        </div>
      </Modal>
      <Modal isOpen={deciding !== null} onClose={cancelDecision} title={decisionTitle}>
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
                onCancel={cancelDecision}
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
