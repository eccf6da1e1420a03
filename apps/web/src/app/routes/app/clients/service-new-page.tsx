import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { useCreateService } from '../../../../features/services/api/services';
import { ServiceForm } from '../../../../features/services/components/service-form';
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function ServiceNewPage() {
  useDocumentTitle('New service');
  const navigate = useNavigate();
  const create = useCreateService();
  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: 'Services', to: '/app/services' }, { label: 'New service' }]} />
      <PageHeader title="New service" description="Its jobs are made when it is applied to clients." />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <ServiceForm
          onCancel={() => navigate('/app/services')}
          onSubmit={async (fields) => {
            const service = await create.mutateAsync(fields);
            toast.success(`${service.name} was created. Apply it to clients to make its jobs.`);
            navigate(`/app/services/${service.id}`);
          }}
        />
      </div>
    </div>
  );
}
