import { type AdminOrganization, formatStorage, type PricingPlan } from '@taskflow/shared';
import { clsx } from 'clsx';
import { toast } from 'sonner';
import { inputClasses } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useSetOrganizationPlan } from '../api/admin-api';

const MB = 1024 * 1024;

/**
 * An organization's plan, which the platform admin changes here (its storage quota follows), and its
 * storage used against that quota. "Free plan" means no plan of its own: the cheapest plan's limits.
 */
export function OrganizationPlan({
  organization,
  plans,
}: {
  organization: AdminOrganization;
  plans: PricingPlan[] | undefined;
}) {
  const setPlan = useSetOrganizationPlan();
  const own = organization.plan;
  // Its own plan stays choosable while the plans load (or if the list no longer has it).
  const choices = [
    ...(plans ?? []).map((plan) => ({
      id: plan.id,
      label: `${plan.name} (${formatStorage(plan.storageQuotaMb * MB)})`,
    })),
    ...(own && !plans?.some((plan) => plan.id === own.id) ? [{ id: own.id, label: own.name }] : []),
  ];
  const isOver = organization.usedBytes >= organization.quotaBytes;

  const change = async (planId: string | null) => {
    try {
      const { data } = await setPlan.mutateAsync({ id: organization.id, planId });
      toast.success(
        `${organization.name} is now on ${data.plan?.name ?? 'the free plan'}: ${formatStorage(data.quotaBytes)} of storage.`,
      );
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : 'Could not change the plan.');
    }
  };

  return (
    <div className="min-w-40">
      <select
        aria-label={`Plan of ${organization.name}`}
        className={clsx(inputClasses(false), 'py-1.5')}
        value={own?.id ?? ''}
        disabled={setPlan.isPending}
        onChange={(event) => void change(event.target.value || null)}
      >
        <option value="">Free plan</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
      <p
        className={clsx(
          'mt-1 text-xs tabular-nums',
          isOver ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400',
        )}
      >
        {formatStorage(organization.usedBytes)} of {formatStorage(organization.quotaBytes)} used
      </p>
    </div>
  );
}
