import { formatRupees, type PricingPlan } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePricingPlans } from '../api/list-pricing-plans';

function PlanCard({ plan, onChoose }: { plan: PricingPlan; onChoose: (plan: PricingPlan) => void }) {
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={clsx(
        'relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-8 dark:bg-slate-900',
        plan.isPopular
          ? 'border-brand-600 ring-2 ring-brand-600 lg:scale-105'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      {plan.isPopular && plan.badgeText && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
          {plan.badgeText}
        </p>
      )}
      <h2 id={`plan-${plan.id}`} className="text-xl font-bold">
        {plan.name}
      </h2>
      <p className="mt-2 min-h-12 text-sm text-slate-600 dark:text-slate-300">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight">{formatRupees(plan.price)}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{plan.period}</span>
      </p>
      {plan.badgeSubtext && (
        <p className="mt-1 text-sm font-medium text-brand-700 dark:text-brand-100">{plan.badgeSubtext}</p>
      )}
      <Button
        variant={plan.isPopular ? 'primary' : 'secondary'}
        className="mt-6 w-full"
        onClick={() => onChoose(plan)}
        aria-label={`${plan.buttonText}: ${plan.name} plan`}
      >
        {plan.buttonText}
      </Button>
      <ul className="mt-8 space-y-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="size-5 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Line for line the size of a plan card (six features; the middle, popular one with its subtext). */
function PlansSkeleton() {
  return (
    <div role="status" aria-label="Loading plans" className="grid items-start gap-8 lg:grid-cols-3">
      {['personal', 'popular', 'advanced'].map((key) => (
        <div key={key} className="rounded-3xl border border-slate-200 p-6 sm:p-8 dark:border-slate-800">
          <Skeleton className="h-7 w-28" />
          <div className="mt-2 h-12 space-y-2 pt-0.5">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
          <Skeleton className="mt-6 h-10 w-36" />
          {key === 'popular' && <Skeleton className="mt-1 h-5 w-40" />}
          <Skeleton className="mt-6 h-10 w-full" />
          <div className="mt-8 space-y-3">
            {[1, 2, 3, 4, 5, 6].map((line) => (
              <Skeleton key={line} className="h-5 w-4/5" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The plans, read from the API (the admin area edits them), with loading, error and empty states. */
export function PricingPlanCards({ onChoose }: { onChoose: (plan: PricingPlan) => void }) {
  const { data: plans, isPending, isError, refetch } = usePricingPlans();
  if (isPending) return <PlansSkeleton />;
  if (isError) {
    return (
      <div
        role="alert"
        className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950"
      >
        <p>We could not load the plans just now.</p>
        <button type="button" className={buttonClasses('secondary', 'mt-4')} onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (plans.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 p-6 text-center dark:border-slate-800">
        Plans are being updated. Please contact us for a quote.
      </p>
    );
  }
  return (
    <div className="grid items-start gap-8 lg:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} onChoose={onChoose} />
      ))}
    </div>
  );
}
