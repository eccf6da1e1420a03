import { KeyRound, Mail, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useMe } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function AppHomePage() {
  useDocumentTitle('Dashboard');
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Welcome, {me.name.split(' ')[0]}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {me.organizationId
            ? `${me.organizationName} · ${me.roleName ?? 'Member'}`
            : 'You are not part of an organization yet. Create one, or ask your administrator for an invitation.'}
        </p>
      </div>
      {!me.organizationId && (
        <Link to="/app/setup" className={buttonClasses('primary')}>
          Set up your organization
        </Link>
      )}
      <section
        aria-labelledby="account-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="account-heading" className="text-lg font-semibold">
          Your account
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="flex items-center gap-3">
            <Mail aria-hidden className="size-5 text-slate-400" />
            <div>
              <dt className="text-xs text-slate-500 uppercase">Email</dt>
              <dd className="font-medium">{me.email}</dd>
            </div>
          </div>
          <div className="flex items-center gap-3">
            <KeyRound aria-hidden className="size-5 text-slate-400" />
            <div>
              <dt className="text-xs text-slate-500 uppercase">Member since</dt>
              <dd className="font-medium">{new Date(me.createdAt).toLocaleDateString()}</dd>
            </div>
          </div>
        </dl>
        <Link
          to="/app/settings/security"
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-600 hover:underline dark:text-indigo-300"
        >
          <ShieldCheck aria-hidden className="size-4" /> Review your sessions and password
        </Link>
      </section>
    </div>
  );
}
