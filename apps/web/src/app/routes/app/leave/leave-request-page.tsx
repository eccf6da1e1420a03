import { useParams } from 'react-router';
import { Breadcrumb } from '../../../../components/ui/page-header';
import { LeaveRequestDetailView } from '../../../../features/leave/components/leave-request-detail';
import { hasLeaveAccess } from '../../../../features/leave/lib/leave-access';
import { useMe } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { NoAccess } from '../no-access';

/** One leave application on its own page (the organization calendar and notifications link here). */
export default function LeaveRequestPage() {
  useDocumentTitle('Leave application');
  const { id = '' } = useParams();
  const { data: me } = useMe();
  if (!hasLeaveAccess(me?.permissions)) return <NoAccess permission="leave.view" />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <Breadcrumb items={[{ label: 'Leave Management' }, { label: 'Leave application' }]} />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <LeaveRequestDetailView id={id} />
      </div>
    </div>
  );
}
