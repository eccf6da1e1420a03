import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Breadcrumb } from '../../../../components/ui/page-header';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useEvent, useUpdateEvent } from '../../../../features/events/api/events';
import { EventForm } from '../../../../features/events/components/event-form';
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function EventEditPage() {
  useDocumentTitle('Edit Event');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const event = useEvent(id);
  const update = useUpdateEvent(id);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <Breadcrumb items={[{ label: 'Master Setup' }, { label: 'Events', to: '/app/events' }]} />
        <h1 className="mt-1 text-2xl font-bold tracking-tight">Edit Event</h1>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {event.isPending ? (
          <ListSkeleton rows={3} rowClassName="h-10" label="Loading the event…" />
        ) : event.isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {event.error.message}
          </p>
        ) : (
          <EventForm
            event={event.data}
            submitLabel="Save changes"
            onCancel={() => navigate(`/app/events/${id}`)}
            onSubmit={async (body) => {
              const saved = await update.mutateAsync(body);
              toast.success('Event updated');
              navigate(`/app/events/${id}`, { state: { guestLinks: saved.guestLinks } });
            }}
          />
        )}
      </div>
    </div>
  );
}
