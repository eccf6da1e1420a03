import { PERMISSION_GROUPS, type Permission } from '@taskflow/shared';
import { ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useMe } from '../../../lib/auth';

const LABELS = new Map<string, string>(
  PERMISSION_GROUPS.flatMap((group) =>
    group.permissions.map((permission) => [permission.key, `${group.label}: ${permission.label}`] as const),
  ),
);

export const NO_ACCESS_TITLE = "You don't have access to this page";

/**
 * The one refusal of the app: a page the person's role may not use says so before anything else
 * (no form that would only fail on Save, no "could not load"). The server checks again.
 */
export function NoAccess({ permission }: { permission: Permission }) {
  const { data: me } = useMe();
  return (
    <section
      aria-labelledby="no-access-title"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <ShieldOff aria-hidden className="size-10 text-slate-400" />
      <h1 id="no-access-title" className="mt-4 text-xl font-semibold">
        {NO_ACCESS_TITLE}
      </h1>
      <p className="mt-2 text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
        {me?.roleName ? `Your role (${me.roleName})` : 'Your role'} does not include the permission “
        {LABELS.get(permission) ?? permission}”. Ask an administrator of your organization if you need it.
      </p>
      <Link to="/app" className={buttonClasses('secondary', 'mt-6')}>
        Go to the dashboard
      </Link>
    </section>
  );
}
