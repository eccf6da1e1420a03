import { Network } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useOrgTree } from '../../../features/people/api/people';
import { OrgTree } from '../../../features/people/components/org-tree';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function OrgTreePage() {
  useDocumentTitle('Organization tree');
  const { data: nodes, isPending, isError } = useOrgTree();
  return (
    <div className="space-y-6">
      <PageHeader title="Organization tree" description="Who reports to whom, by department." />
      {isPending ? (
        <ListSkeleton rows={8} label="Loading the organization tree…" />
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
