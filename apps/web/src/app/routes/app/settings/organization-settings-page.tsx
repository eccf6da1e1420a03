import { toast } from 'sonner';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useOrganization, useUpdateOrganization } from '../../../../features/organizations/api/organizations';
import { OrganizationForm } from '../../../../features/organizations/components/organization-form';
import { StorageUsage } from '../../../../features/organizations/components/storage-usage';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function OrganizationSettingsPage() {
  useDocumentTitle('Organization settings');
  const { data: organization, isPending, isError } = useOrganization();
  const update = useUpdateOrganization();
  const canManage = useCan('organization.manage');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Organization settings</h1>
        {!canManage && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Only administrators can change these settings.
          </p>
        )}
      </div>
      {isPending ? (
        <div className="max-w-2xl">
          <ListSkeleton rows={3} rowClassName="h-10" label="Loading the organization…" />
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600">
          Could not load the organization.
        </p>
      ) : (
        <OrganizationForm
          organization={organization}
          isReadOnly={!canManage}
          submitLabel="Save settings"
          onSubmit={async (form) => {
            await update.mutateAsync(form);
            toast.success('Organization settings saved.');
          }}
        />
      )}
      {canManage && <StorageUsage />}
    </div>
  );
}
