import { Building2 } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateOrganization } from '../../../features/organizations/api/organizations';
import { OrganizationForm } from '../../../features/organizations/components/organization-form';
import { useMe } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** First run: a signed-in user without an organization creates one and becomes its admin. */
export default function SetupPage() {
  useDocumentTitle('Set up your organization');
  const { data: me } = useMe();
  const create = useCreateOrganization();
  const navigate = useNavigate();
  if (me?.organizationId) return <Navigate to="/app" replace />;
  return (
    <div className="space-y-6">
      <div className="flex items-start gap-4">
        <span className="rounded-xl bg-brand-50 p-3 text-brand-700 dark:bg-slate-800 dark:text-indigo-300">
          <Building2 aria-hidden className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Set up your organization</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            You will be its admin. You can change these settings later and invite your team next.
          </p>
        </div>
      </div>
      <OrganizationForm
        submitLabel="Create organization"
        onSubmit={async (form) => {
          const result = await create.mutateAsync(form);
          toast.success(`${result.data.name} is ready.`);
          navigate('/app');
        }}
      />
    </div>
  );
}
