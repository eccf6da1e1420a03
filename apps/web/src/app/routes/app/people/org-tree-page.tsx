import { Network } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryState } from '../../../../components/ui/query-state';
import { useOrgTree } from '../../../../features/people/api/people';
import { OrgTree } from '../../../../features/people/components/org-tree';
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function OrgTreePage() {
  useDocumentTitle('Organization tree');
  const tree = useOrgTree();
  return (
    <div className="space-y-6">
      <PageHeader title="Organization tree" description="Who reports to whom, by department." />
      <QueryState
        query={tree}
        rows={8}
        loading="Loading the organization tree…"
        failed="Could not load the organization tree."
        isEmpty={(nodes) => nodes.length === 0}
        empty={
          <EmptyState
            icon={Network}
            title="No one here yet"
            description="Invite people to build your tree."
          />
        }
      >
        {(nodes) => <OrgTree nodes={nodes} />}
      </QueryState>
    </div>
  );
}
