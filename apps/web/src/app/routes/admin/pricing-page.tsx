import { formatRupees, formatStorage, type PricingPlan } from '@taskflow/shared';
import { ArrowRight, IndianRupee, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  useDeletePlan,
  useFeatures,
  usePlans,
  useReorderPlans,
  useSavePlan,
} from '../../../features/admin/api/admin-api';
import { PlanForm } from '../../../features/admin/components/plan-form';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Pricing: the plans of /pricing, added, edited, reordered and deleted here; the page shows them at once. */
export default function AdminPricingPage() {
  useDocumentTitle('Pricing plans');
  const plans = usePlans();
  const features = useFeatures();
  const save = useSavePlan();
  const remove = useDeletePlan();
  const reorder = useReorderPlans();
  /** null: the form is closed; 'new': adding; a plan: editing that plan. */
  const [editing, setEditing] = useState<PricingPlan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PricingPlan | null>(null);
  const current = editing === 'new' ? undefined : (editing ?? undefined);

  const move = async (index: number, by: -1 | 1) => {
    if (!plans.data) return;
    const ids = plans.data.map((plan) => plan.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    try {
      await reorder.mutateAsync(ids);
      toast.success('Plan order saved.');
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : 'Could not change the order.');
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Pricing"
        description="The plans of the public pricing page, in the order shown there."
        actions={
          <>
            <a
              href="/pricing"
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 self-center text-sm font-semibold text-brand-700 underline dark:text-brand-100"
            >
              Open /pricing
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            {editing === null && (
              <Button onClick={() => setEditing('new')}>
                <Plus aria-hidden className="size-4" /> Add plan
              </Button>
            )}
          </>
        }
      />
      {editing !== null && (
        <section
          aria-label={current ? `Edit ${current.name}` : 'Add plan'}
          className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 className="mb-4 text-lg font-semibold">{current ? `Edit ${current.name}` : 'Add plan'}</h2>
          {features.isPending ? (
            <Skeleton className="h-48" />
          ) : (
            <PlanForm
              key={current?.id ?? 'new'}
              plan={current}
              catalogue={features.data ?? []}
              onCancel={() => setEditing(null)}
              onSubmit={async (body) => {
                await save.mutateAsync({ id: current?.id, body });
                toast.success(current ? `Plan “${body.name}” saved.` : `Plan “${body.name}” added.`);
                setEditing(null);
              }}
            />
          )}
        </section>
      )}
      {plans.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20" />
          ))}
        </div>
      ) : plans.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the plans.
        </p>
      ) : plans.data.length === 0 ? (
        <EmptyState
          icon={IndianRupee}
          title="No plans yet"
          description="Add a plan to show it on the pricing page."
        />
      ) : (
        <ol aria-label="Plans" className="space-y-3">
          {plans.data.map((plan, index) => (
            <li
              key={plan.id}
              className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-3 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
                  {plan.name}
                  {plan.isPopular && (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
                      Most popular
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {formatRupees(plan.price)} · {plan.period} ·{' '}
                  {formatStorage(plan.storageQuotaMb * 1024 * 1024)} storage · {plan.features.length}{' '}
                  {plan.features.length === 1 ? 'feature' : 'features'}
                </p>
              </div>
              <div className="-ml-2 flex flex-wrap gap-1 sm:ml-0">
                <Button
                  variant="ghost"
                  aria-label={`Move ${plan.name} up`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, -1)}
                >
                  <ArrowRight aria-hidden className="size-4 -rotate-90" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Move ${plan.name} down`}
                  disabled={index === plans.data.length - 1 || reorder.isPending}
                  onClick={() => move(index, 1)}
                >
                  <ArrowRight aria-hidden className="size-4 rotate-90" />
                </Button>
                <Button variant="ghost" aria-label={`Edit ${plan.name}`} onClick={() => setEditing(plan)}>
                  <Pencil aria-hidden className="size-4" />
                </Button>
                <Button variant="ghost" aria-label={`Delete ${plan.name}`} onClick={() => setDeleting(plan)}>
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete the ${deleting?.name ?? ''} plan?`}
        description="It disappears from the pricing page at once."
        confirmLabel="Delete"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(`Plan “${deleting.name}” deleted.`);
            if (editing !== 'new' && editing?.id === deleting.id) setEditing(null);
          } catch (caught) {
            toast.error(caught instanceof ApiError ? caught.message : 'Could not delete the plan.');
          }
          setDeleting(null);
        }}
      />
    </div>
  );
}
