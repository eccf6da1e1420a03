import { toast } from 'sonner';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLandingContent, useSaveLanding } from '../../../features/admin/api/admin-api';
import { LandingForm } from '../../../features/admin/components/landing-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Landing: the home hero's title, description and button text; saved text is on / at once. */
export default function AdminLandingPage() {
  useDocumentTitle('Landing content');
  const { data, isPending, isError } = useLandingContent();
  const save = useSaveLanding();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Landing"
        description="The hero of the public home page. Saved text is live at once, for visitors and crawlers."
        actions={
          <a
            href="/"
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline dark:text-brand-100"
          >
            Open the home page
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        }
      />
      {isPending ? (
        <Skeleton className="h-72" />
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the landing content.
        </p>
      ) : (
        <LandingForm
          content={data}
          onSubmit={async (values) => {
            await save.mutateAsync(values);
            toast.success('Landing content saved. The home page shows it now.');
          }}
        />
      )}
    </div>
  );
}
