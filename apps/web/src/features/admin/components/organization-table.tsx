import type { AdminOrganization, PricingPlan } from '@taskflow/shared';
import { Button } from '../../../components/ui/button';
import { OrganizationPlan } from './organization-plan';

const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' }) : '—';

/**
 * The admin's table of organizations: size, plan and storage, dates, a suspension's date and reason, and
 * Suspend or Reactivate per row.
 */
export function OrganizationTable({
  organizations,
  plans,
  onSuspend,
  onReactivate,
}: {
  organizations: AdminOrganization[];
  plans: PricingPlan[] | undefined;
  onSuspend: (organization: AdminOrganization) => void;
  onReactivate: (organization: AdminOrganization) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Organizations</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              People
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right md:table-cell">
              Projects
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right md:table-cell">
              Tasks
            </th>
            <th scope="col" className="px-4 py-3">
              Plan and storage
            </th>
            <th scope="col" className="hidden px-4 py-3 lg:table-cell">
              Created
            </th>
            <th scope="col" className="hidden px-4 py-3 lg:table-cell">
              Last activity
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {organizations.map((organization) => (
            <tr key={organization.id}>
              <td className="px-4 py-3 break-words">
                <span className="font-medium">{organization.name}</span>
                {organization.suspendedAt && (
                  <span className="mt-1 block text-xs text-red-700 dark:text-red-300">
                    Suspended {dateOf(organization.suspendedAt)}: {organization.suspendedReason}
                  </span>
                )}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{organization.people}</td>
              <td className="hidden px-4 py-3 text-right tabular-nums md:table-cell">
                {organization.projects}
              </td>
              <td className="hidden px-4 py-3 text-right tabular-nums md:table-cell">{organization.tasks}</td>
              <td className="px-4 py-3">
                <OrganizationPlan organization={organization} plans={plans} />
              </td>
              <td className="hidden px-4 py-3 lg:table-cell">{dateOf(organization.createdAt)}</td>
              <td className="hidden px-4 py-3 lg:table-cell">{dateOf(organization.lastActivityAt)}</td>
              <td className="px-4 py-3 text-right">
                {organization.suspendedAt ? (
                  <Button variant="secondary" onClick={() => onReactivate(organization)}>
                    Reactivate<span className="sr-only"> {organization.name}</span>
                  </Button>
                ) : (
                  <Button variant="danger" onClick={() => onSuspend(organization)}>
                    Suspend<span className="sr-only"> {organization.name}</span>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
