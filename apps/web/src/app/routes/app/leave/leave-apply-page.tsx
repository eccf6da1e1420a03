import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Breadcrumb } from '../../../../components/ui/page-header';
import { ApplyLeaveForm } from '../../../../features/leave/components/apply-leave-form';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/** Guide: Leave Management › Apply for Leave. */
export default function LeaveApplyPage() {
  useDocumentTitle('Apply for Leave');
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <Breadcrumb items={[{ label: 'Leave Management' }, { label: 'Leave Status', to: '/app/leave' }]} />
        <h1 className="mt-1 text-2xl font-bold tracking-tight">Apply for Leave</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Apply 48 to 72 hours ahead where you can. Your manager is notified and decides; you are told the
          outcome.
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <ApplyLeaveForm
          onCancel={() => navigate('/app/leave')}
          onApplied={(id) => {
            toast.success('Leave application submitted. Your approver has been notified.');
            navigate(`/app/leave?request=${id}`);
          }}
        />
      </div>
    </div>
  );
}
