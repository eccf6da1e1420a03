import { ATTACHMENT_MAX_MB_DEFAULT } from '@taskflow/shared';
import { FileText, Paperclip, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Field } from '../../../../components/ui/field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { ApiError } from '../../../../lib/api-client';
import { useDates } from '../../../../lib/dates';
import { useCurrentOrganization } from '../../../../lib/organization';
import {
  type TaskAttachment,
  useAddAttachment,
  useRemoveAttachment,
  useTaskAttachments,
} from '../../api/task-api';
import { checkAttachment } from '../../lib/attachment-check';

// A hint to the file chooser only: the content decides (no `accept` would also be right; this one
// lists what firms exchange so the chooser opens on them).
const ACCEPT = [
  'image/*',
  '.pdf',
  '.zip',
  '.csv',
  '.txt',
  '.json',
  '.xml',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.rtf',
  '.7z',
  '.gz',
].join(',');

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Attachments: a chosen file is checked (type by its bytes, size) before it is sent; the server checks again. */
export function TaskAttachments({ taskId, canEdit }: { taskId: string; canEdit: boolean }) {
  const dates = useDates();
  const attachments = useTaskAttachments(taskId);
  const add = useAddAttachment(taskId);
  const remove = useRemoveAttachment(taskId);
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState<TaskAttachment | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const maxMb = useCurrentOrganization().data?.attachmentMaxMb ?? ATTACHMENT_MAX_MB_DEFAULT;

  const upload = async (file: File) => {
    const problem = await checkAttachment(file, maxMb);
    setError(problem);
    if (problem) return;
    try {
      await add.mutateAsync(file);
      toast.success(`${file.name} attached`);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fields.file ?? failure.message)
          : 'Something went wrong. Try again later.',
      );
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section aria-labelledby="attachments-heading" className="grid gap-3">
      <h2 id="attachments-heading" className="text-lg font-semibold">
        Attachments
      </h2>
      {attachments.isPending ? (
        <Skeleton className="h-10" />
      ) : attachments.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the attachments.
        </p>
      ) : attachments.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No files attached.</p>
      ) : (
        <ul className="grid gap-1">
          {attachments.data.map((attachment) => (
            <li
              key={attachment.id}
              className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50 dark:hover:bg-slate-800/50"
            >
              <FileText aria-hidden className="size-5 shrink-0 text-slate-400" />
              <div className="min-w-0 flex-1">
                <a
                  href={attachment.url}
                  download={attachment.fileName}
                  className="block truncate text-sm font-medium hover:underline"
                  title={attachment.fileName}
                >
                  {attachment.fileName}
                </a>
                <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                  {formatSize(attachment.sizeBytes)} · {attachment.uploadedBy?.name ?? 'Someone'} ·{' '}
                  {dates.dateTime(attachment.createdAt)}
                </span>
              </div>
              {canEdit && (
                <button
                  type="button"
                  aria-label={`Remove ${attachment.fileName}`}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-red-600 dark:hover:bg-slate-800 dark:hover:text-red-400"
                  onClick={() => setRemoving(attachment)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <Field
          label={
            <span className="inline-flex items-center gap-1.5">
              <Paperclip aria-hidden className="size-4" />
              Attach a file
            </span>
          }
          hint={`Documents, spreadsheets, CSV, text, images, PDF or ZIP, at most ${maxMb} MB.`}
          error={error}
        >
          {(control) => (
            <input
              {...control}
              ref={input}
              type="file"
              accept={ACCEPT}
              disabled={add.isPending}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void upload(file);
              }}
              className="block w-full min-w-0 text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
            />
          )}
        </Field>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove this attachment?"
        description={removing ? `${removing.fileName} is removed from the task.` : null}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            toast.success(`${removing.fileName} removed`);
            setRemoving(null);
          } catch (failure) {
            toast.error(failure instanceof ApiError ? failure.message : 'Could not remove the attachment.');
          }
        }}
      />
    </section>
  );
}
