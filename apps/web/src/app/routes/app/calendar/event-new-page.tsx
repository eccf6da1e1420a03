import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Breadcrumb } from '../../../../components/ui/page-header';
import { useCreateEvent } from '../../../../features/events/api/events';
import { EventForm } from '../../../../features/events/components/event-form';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/** Guide: Master Setup › Add Event, button Create Event. */
export default function EventNewPage() {
  useDocumentTitle('Add Event');
  const navigate = useNavigate();
  const create = useCreateEvent();
  const canCreate = useCan('events.create');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <Breadcrumb items={[{ label: 'Master Setup' }, { label: 'Events', to: '/app/events' }]} />
        <h1 className="mt-1 text-2xl font-bold tracking-tight">Add Event</h1>
      </div>
      {canCreate ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <EventForm
            submitLabel="Create Event"
            onCancel={() => navigate('/app/events')}
            onSubmit={async (body) => {
              const saved = await create.mutateAsync(body);
              toast.success('Event created');
              navigate(`/app/events/${saved.data.id}`, { state: { guestLinks: saved.guestLinks } });
            }}
          />
        </div>
      ) : (
        <p role="alert" className="text-sm text-slate-600 dark:text-slate-400">
          You do not have permission to add events.
        </p>
      )}
    </div>
  );
}
