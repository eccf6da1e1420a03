import { type Blackout, type LeaveType, todayIn } from '@taskflow/shared';
import { CalendarOff, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import {
  useBlackouts,
  useCreateLeaveType,
  useDeleteBlackout,
  useLeaveAway,
  useLeaveTypes,
  useSaveBlackout,
  useSaveLeaveAway,
  useUpdateLeaveType,
} from '../../../../features/leave/api/leave';
import { AwayForm } from '../../../../features/leave/components/away-form';
import { BalanceAdjustments } from '../../../../features/leave/components/balance-adjustments';
import { BlackoutForm } from '../../../../features/leave/components/blackout-form';
import { BlackoutList } from '../../../../features/leave/components/blackout-list';
import { LeaveTypeForm } from '../../../../features/leave/components/leave-type-form';
import { LeaveTypeList } from '../../../../features/leave/components/leave-type-list';
import { ApiError } from '../../../../lib/api-client';
import { useCan, useMe } from '../../../../lib/auth';
import { useDates } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlParams } from '../../../../lib/use-url-params';
import { NoAccess } from '../no-access';

type Tab = 'types' | 'blackouts' | 'balances' | 'away';
const TABS: { id: Tab; label: string; adminOnly: boolean }[] = [
  { id: 'types', label: 'Leave types', adminOnly: true },
  { id: 'blackouts', label: 'Blackout periods', adminOnly: true },
  { id: 'balances', label: 'Balances', adminOnly: true },
  { id: 'away', label: 'Away & delegate', adminOnly: false },
];

const Failed = ({ what }: { what: string }) => (
  <p role="alert" className="text-sm text-red-700 dark:text-red-300">
    Could not load {what}. Try again later.
  </p>
);

function LeaveTypesTab() {
  const types = useLeaveTypes(true);
  const create = useCreateLeaveType();
  const update = useUpdateLeaveType();
  const [editing, setEditing] = useState<LeaveType | 'new' | null>(null);
  const close = () => setEditing(null);
  const title = editing === 'new' ? 'Add leave type' : 'Edit leave type';
  return (
    <section aria-label="Leave types" className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          Add leave type
        </Button>
      </div>
      {types.isPending ? (
        <ListSkeleton rows={4} rowClassName="h-20" label="Loading leave types…" />
      ) : types.isError ? (
        <Failed what="the leave types" />
      ) : (
        <LeaveTypeList
          types={types.data}
          onEdit={setEditing}
          onArchive={async (type, isArchived) => {
            try {
              await update.mutateAsync({ id: type.id, body: { isArchived } });
              toast.success(
                isArchived ? `${type.name} archived: no new applications.` : `${type.name} restored.`,
              );
            } catch (error) {
              toast.error(error instanceof ApiError ? error.message : 'Could not save the leave type.');
            }
          }}
        />
      )}
      <Modal isOpen={editing !== null} onClose={close} title={title}>
        <div className="mx-auto max-w-2xl p-6">
          <h2 className="mb-6 pr-8 text-xl font-semibold">{title}</h2>
          {editing && (
            <LeaveTypeForm
              key={editing === 'new' ? 'new' : editing.id}
              leaveType={editing === 'new' ? undefined : editing}
              onCancel={close}
              onSubmit={async (fields) => {
                const saved =
                  editing === 'new'
                    ? await create.mutateAsync(fields)
                    : await update.mutateAsync({ id: editing.id, body: fields });
                toast.success(`${saved.name} leave type saved.`);
                close();
              }}
            />
          )}
        </div>
      </Modal>
    </section>
  );
}

function BlackoutsTab() {
  const blackouts = useBlackouts();
  const save = useSaveBlackout();
  const remove = useDeleteBlackout();
  const [editing, setEditing] = useState<Blackout | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Blackout | null>(null);
  const close = () => setEditing(null);
  const title = editing === 'new' ? 'Add blackout period' : 'Edit blackout period';
  const addButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden className="size-4" />
      Add blackout period
    </Button>
  );
  return (
    <section aria-label="Blackout periods" className="grid gap-4">
      <div className="flex justify-end">{addButton}</div>
      {blackouts.isPending ? (
        <ListSkeleton rows={3} rowClassName="h-20" label="Loading blackout periods…" />
      ) : blackouts.isError ? (
        <Failed what="the blackout periods" />
      ) : blackouts.data.length === 0 ? (
        <EmptyState
          icon={CalendarOff}
          title="No blackout periods"
          description="Mark filing deadlines or audit season: leave on those dates is refused or needs an extra approval."
        />
      ) : (
        <BlackoutList blackouts={blackouts.data} onEdit={setEditing} onDelete={setDeleting} />
      )}
      <Modal isOpen={editing !== null} onClose={close} title={title}>
        <div className="mx-auto max-w-xl p-6">
          <h2 className="mb-6 pr-8 text-xl font-semibold">{title}</h2>
          {editing && (
            <BlackoutForm
              key={editing === 'new' ? 'new' : editing.id}
              blackout={editing === 'new' ? undefined : editing}
              onCancel={close}
              onSubmit={async (body) => {
                await save.mutateAsync({ id: editing === 'new' ? undefined : editing.id, body });
                toast.success('Blackout period saved.');
                close();
              }}
            />
          )}
        </div>
      </Modal>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this blackout period?"
        description="Leave on these dates will no longer be refused or need an extra approval. Applications already made keep their steps."
        confirmLabel="Delete blackout period"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Blackout period deleted.');
            setDeleting(null);
          } catch (error) {
            toast.error(error instanceof ApiError ? error.message : 'Could not delete the blackout period.');
          }
        }}
      />
    </section>
  );
}

function AwayTab() {
  const { data: me } = useMe();
  const away = useLeaveAway(true);
  const save = useSaveLeaveAway();
  return (
    <section aria-label="Away and delegate" className="grid max-w-2xl gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        While you are away, your delegate decides the leave applications and timesheets waiting for you. Leave
        the dates empty when you are not away, or let the delegation follow your approved leave.
      </p>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {away.isPending ? (
          <ListSkeleton rows={2} label="Loading…" />
        ) : away.isError ? (
          <Failed what="your away dates" />
        ) : (
          <AwayForm
            away={away.data}
            myId={me?.id}
            onSubmit={async (body) => {
              await save.mutateAsync(body);
              toast.success(
                body.awayFrom || body.followsOwnLeave
                  ? 'Away dates and delegate saved.'
                  : 'You are no longer marked away.',
              );
            }}
          />
        )}
      </div>
    </section>
  );
}

/** Leave settings: types, blackout periods and balances for admins; away dates for approvers. */
export default function LeaveSettingsPage() {
  useDocumentTitle('Leave settings');
  const isAdmin = useCan('organization.manage');
  const isApprover = useCan('leave.accept');
  const { timeZone } = useDates();
  const year = Number(todayIn(timeZone).slice(0, 4));
  const [searchParams, setParams] = useUrlParams();
  if (!isAdmin && !isApprover) return <NoAccess permission="organization.manage" />;
  const tabs = TABS.filter((tab) => (tab.adminOnly ? isAdmin : isApprover));
  const wanted = tabs.find((tab) => tab.id === searchParams.get('tab'));
  const current = (wanted ?? tabs[0])?.id ?? 'away';

  return (
    <div className="grid gap-6">
      <Breadcrumb items={[{ label: 'Leave Management' }, { label: 'Leave settings' }]} />
      <PageHeader
        title="Leave settings"
        description={
          isAdmin
            ? 'Leave types and their approval chains, blackout periods, balances, and your away dates.'
            : 'Your away dates and the delegate who decides for you meanwhile.'
        }
      />
      <div
        role="tablist"
        aria-label="Leave settings"
        className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 sm:w-fit dark:bg-slate-800"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={current === tab.id}
            onClick={() => setParams(tab.id === tabs[0]?.id ? {} : { tab: tab.id }, { replace: true })}
            className={
              current === tab.id
                ? 'rounded-md bg-white px-4 py-1.5 text-sm font-semibold shadow-sm dark:bg-slate-950'
                : 'rounded-md px-4 py-1.5 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
            }
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current === 'types' && <LeaveTypesTab />}
      {current === 'blackouts' && <BlackoutsTab />}
      {current === 'balances' && <BalanceAdjustments year={year} />}
      {current === 'away' && <AwayTab />}
    </div>
  );
}
