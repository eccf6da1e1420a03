import { useQuery } from '@tanstack/react-query';
import { CLIENT_LINK_DAYS_DEFAULT, CLIENT_LINK_DAYS_MAX, ClientLinkSettingsSchema } from '@taskflow/shared';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../lib/notify';
import { requestSettingsQueryOptions, useUpdateRequestSettings } from '../api/requests';

type SettingsInput = z.input<typeof ClientLinkSettingsSchema>;
type SettingsOutput = z.output<typeof ClientLinkSettingsSchema>;

function SettingsForm({ clientLinkDays, onDone }: { clientLinkDays: number; onDone: () => void }) {
  const update = useUpdateRequestSettings();
  const form = useApiForm<SettingsInput, SettingsOutput>({
    schema: ClientLinkSettingsSchema,
    defaultValues: { clientLinkDays },
    onSubmit: async (values) => {
      const saved = await update.mutateAsync(values);
      notify('success', `Client links now expire after ${saved.clientLinkDays} days.`);
      onDone();
    },
  });
  return (
    <ApiFormShell form={form} label="Client links" onCancel={onDone}>
      <TextField
        label={requiredLabel('Client links expire after (days)')}
        type="number"
        inputMode="numeric"
        min={1}
        max={CLIENT_LINK_DAYS_MAX}
        hint={`Links already sent keep their date; ${CLIENT_LINK_DAYS_DEFAULT} days unless you change it. A shorter time is safer, a longer one asks fewer clients for a new link.`}
        error={form.formState.errors.clientLinkDays?.message}
        {...form.register('clientLinkDays')}
      />
    </ApiFormShell>
  );
}

/** How long a new client link works (the organization's setting, Manage Requests). */
export function ClientLinkSettingsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const settings = useQuery({ ...requestSettingsQueryOptions(), enabled: isOpen });
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Client links">
      <div className="grid gap-4 p-6">
        <h2 className="pr-8 text-xl font-semibold">Client links</h2>
        {settings.isPending ? (
          <ListSkeleton rows={1} label="Loading the settings…" />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            Could not load the settings. Try again later.
          </p>
        ) : (
          <SettingsForm clientLinkDays={settings.data.clientLinkDays} onDone={onClose} />
        )}
      </div>
    </Modal>
  );
}
