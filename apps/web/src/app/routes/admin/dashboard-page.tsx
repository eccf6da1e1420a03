import { Building2, Inbox, type LucideIcon, Star, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDashboard } from '../../../features/admin/api/admin-api';
import { WeeklyChart } from '../../../features/admin/components/weekly-chart';
import { useDocumentTitle } from '../../../lib/use-document-title';

function CountCard({
  label,
  value,
  to,
  icon: Icon,
}: {
  label: string;
  value: number;
  to: string;
  icon: LucideIcon;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="rounded-xl bg-brand-50 p-3 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
        <Icon aria-hidden className="size-6" />
      </span>
      <span>
        <span className="block text-3xl font-bold tabular-nums" data-testid={`count-${label}`}>
          {value.toLocaleString('en-IN')}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
      </span>
    </Link>
  );
}

/** Real counts (each links to its list) and twelve weeks of sign-ups and inquiries. */
export default function AdminDashboardPage() {
  useDocumentTitle('Admin dashboard');
  const { data, isPending, isError } = useDashboard();
  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description="The platform at a glance, from live data." />
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-24" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the dashboard.
        </p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <CountCard label="Users" value={data.users} to="/admin/organizations" icon={Users} />
            <CountCard label="Inquiries" value={data.inquiries} to="/admin/inquiry" icon={Inbox} />
            <CountCard
              label="Organizations"
              value={data.organizations}
              to="/admin/organizations"
              icon={Building2}
            />
            <CountCard
              label="New inquiries this week"
              value={data.newInquiriesThisWeek}
              to="/admin/inquiry?status=new"
              icon={Star}
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <WeeklyChart title="Sign-ups" weeks={data.weekly} field="signups" color="#4f46e5" />
            <WeeklyChart title="Inquiries" weeks={data.weekly} field="inquiries" color="#0ea5e9" />
          </div>
        </>
      )}
    </div>
  );
}
