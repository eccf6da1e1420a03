import { Network } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOrgTree } from '../../../features/people/api/people';
import { OrgTree } from '../../../features/people/components/org-tree';
import { useDocumentTitle } from '../../../lib/use-document-title';

const SKELETON_KEYS = ['row-1', 'row-2', 'row-3', 'row-4', 'row-5', 'row-6', 'row-7', 'row-8'];

export default function OrgTreePage() {
  useDocumentTitle('Organization tree');
  const { data: nodes, isPending, isError } = useOrgTree();
  return (
    <div className="space-y-6">
      <PageHeader title="Organization tree" description="Who reports to whom, by department." />
      {isPending ? (
        <div className="space-y-2" aria-busy="true">
          {SKELETON_KEYS.map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600">
          Could not load the organization tree.
        </p>
      ) : nodes.length === 0 ? (
        <EmptyState icon={Network} title="No one here yet" description="Invite people to build your tree." />
      ) : (
        <OrgTree nodes={nodes} />
      )}
    </div>
  );
}
