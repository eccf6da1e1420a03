import type { ServiceSummary } from '@taskflow/shared';
import { Grid3x3, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { describeFrequency, describeRule } from '../lib/describe';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The services as cards: cadence, date rule, steps and clients; Apply for those who manage services. */
export function ServiceList({
  services,
  canManage,
  onApply,
}: {
  services: ServiceSummary[];
  canManage: boolean;
  onApply: (service: ServiceSummary) => void;
}) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {services.map((service) => (
        <li
          key={service.id}
          className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/app/services/${service.id}`}
                className="font-semibold wrap-anywhere text-slate-900 hover:text-brand-700 hover:underline dark:text-slate-100 dark:hover:text-brand-300"
              >
                {service.name}
              </Link>
              {service.isStarter && (
                <span
                  className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-600/20 ring-inset dark:bg-amber-950/50 dark:text-amber-100"
                  title="Starter data: check its dates against the current notifications"
                >
                  Starter
                </span>
              )}
              {service.isArchived && (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  Archived
                </span>
              )}
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {describeFrequency(service.frequency, service.everyMonths)} ·{' '}
              {describeRule(service.jobDateRule)}
            </p>
          </div>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {plural(service.stepCount, 'step')} · {plural(service.activeClients, 'active client')}
              {service.pausedClients > 0 && `, ${service.pausedClients} paused`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Link
                to={`/app/services/${service.id}/matrix`}
                aria-label={`Compliance matrix of ${service.name}`}
                className={buttonClasses('secondary')}
              >
                <Grid3x3 aria-hidden className="size-4" />
                Matrix
              </Link>
              {canManage && !service.isArchived && (
                <Button
                  variant="secondary"
                  onClick={() => onApply(service)}
                  aria-label={`Apply ${service.name} to clients`}
                >
                  <Send aria-hidden className="size-4" />
                  Apply
                </Button>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
