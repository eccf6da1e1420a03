import { type PricingPlan, pricingCardsHtml } from '@taskflow/shared';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePricingPlans } from '../api/list-pricing-plans';

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
  // One HTML source for the cards (shared pricingCardsHtml): the server writes the same markup into the
  // first HTML of /pricing whenever the plans change, between these markers.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicks come from the buttons inside (keyboard included)
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside handle Enter and Space themselves
    <div
      onClick={(event) => {
        const button = (event.target as Element).closest('button[data-plan-id]');
        const plan = plans.find((item) => item.id === button?.getAttribute('data-plan-id'));
        if (plan) onChoose(plan);
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: every value is escaped by pricingCardsHtml
      dangerouslySetInnerHTML={{ __html: `<!--plans-->${pricingCardsHtml(plans)}<!--/plans-->` }}
    />
  );
}
