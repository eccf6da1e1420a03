import {
  formatStorage,
  REQUEST_CLIENT_NOTE_MAX,
  type RequestItemStatus,
  type RequestItemView,
} from '@taskflow/shared';
import { clsx } from 'clsx';
import { CheckCircle2, FileText, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import {
  uploadClientFile,
  useRemoveClientFile,
  useUpdateClientItem,
  useUploadedItem,
} from '../api/client-page';
import { CLIENT_STRINGS, type ClientLanguage, serverMessage } from '../lib/i18n';

const STATUS_CLASSES: Record<RequestItemStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  submitted: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  returned: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

/** One item the firm asked for: its files, an upload, a note, done; read-only once the firm accepted it. */
export function ClientItem({
  item,
  token,
  language,
}: {
  item: RequestItemView;
  token: string;
  language: ClientLanguage;
}) {
  const t = CLIENT_STRINGS[language];
  const ids = useId();
  const update = useUpdateClientItem(token);
  const removeFile = useRemoveClientFile(token);
  const { replace, refresh } = useUploadedItem();
  const [note, setNote] = useState(item.clientNote ?? '');
  const [noteError, setNoteError] = useState<string>();
  const [progress, setProgress] = useState<{ n: number; of: number; percent: number }>();
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const isAccepted = item.status === 'accepted';
  const isOwed = item.status === 'pending' || item.status === 'returned';
  const messageOf = (error: unknown) =>
    error instanceof ApiError ? serverMessage(language, error.message) : t.failed;

  // One file after another: each has its own answer (a refused one does not stop the rest).
  const sendFiles = async (files: File[]) => {
    const errors: string[] = [];
    let sent = 0;
    for (const [index, file] of files.entries()) {
      setProgress({ n: index + 1, of: files.length, percent: 0 });
      try {
        const updated = await uploadClientFile(token, item.id, file, (fraction) =>
          setProgress({ n: index + 1, of: files.length, percent: Math.round(fraction * 100) }),
        );
        replace(updated);
        sent += 1;
      } catch (error) {
        errors.push(`${file.name}: ${messageOf(error)}`);
      }
    }
    setProgress(undefined);
    setUploadErrors(errors);
    if (sent > 0) {
      notify('success', t.uploaded(sent));
      void refresh();
    }
    if (errors.length > 0) notify('error', errors[0] ?? t.failed);
  };

  const save = (done: boolean) => {
    setNoteError(undefined);
    const trimmed = note.trim();
    update.mutate(
      {
        itemId: item.id,
        ...(trimmed !== (item.clientNote ?? '') ? { note: trimmed || null } : {}),
        ...(done ? { done: true as const } : {}),
      },
      {
        onSuccess: () => notify('success', done ? t.markedDone : t.noteSaved),
        onError: (error) => {
          const message = messageOf(
            error instanceof ApiError && error.fields.note
              ? new ApiError(error.status, error.code, error.fields.note)
              : error,
          );
          setNoteError(message);
          notify('error', message);
        },
      },
    );
  };

  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold wrap-anywhere">{item.name}</h3>
        <span
          className={clsx(
            'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            STATUS_CLASSES[item.status],
          )}
        >
          {t.status[item.status]}
        </span>
      </div>
      {item.note && (
        <p className="mt-1 text-sm whitespace-pre-line wrap-anywhere text-slate-600 dark:text-slate-400">
          <span className="sr-only">{t.firmNote}: </span>
          {item.note}
        </p>
      )}
      {item.status === 'returned' && item.returnReason && (
        <div className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950/50 dark:text-red-100">
          <p className="font-semibold">{t.returnedBecause}</p>
          <p className="whitespace-pre-line wrap-anywhere">{item.returnReason}</p>
        </div>
      )}

      {item.files.length > 0 && (
        <div className="mt-3">
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t.yourFiles}
          </h4>
          <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
            {item.files.map((file) => (
              <li key={file.id} className="flex items-center gap-2 py-1.5 text-sm">
                <FileText aria-hidden className="size-4 shrink-0 text-slate-400" />
                <span className="min-w-0 flex-1 truncate" title={file.fileName}>
                  {file.fileName}
                </span>
                <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                  {formatStorage(file.sizeBytes)}
                </span>
                {!isAccepted && (
                  <button
                    type="button"
                    aria-label={t.remove(file.fileName)}
                    disabled={removeFile.isPending}
                    onClick={() =>
                      removeFile.mutate(
                        { itemId: item.id, fileId: file.id },
                        {
                          onSuccess: () => notify('success', t.removed),
                          onError: (error) => notify('error', messageOf(error)),
                        },
                      )
                    }
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50 dark:hover:bg-red-950 dark:hover:text-red-300"
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {isAccepted ? (
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-emerald-700 dark:text-emerald-300">
          <CheckCircle2 aria-hidden className="size-4" />
          {t.acceptedHint}
        </p>
      ) : (
        <div className="mt-4 grid gap-4">
          {item.wantsFile && (
            <div>
              {/* The input is the control (keyboard and screen readers reach it); the label draws the button. */}
              <input
                id={`${ids}-files`}
                type="file"
                multiple
                className="peer sr-only"
                aria-describedby={`${ids}-files-hint`}
                disabled={Boolean(progress)}
                onChange={(event) => {
                  const files = [...(event.currentTarget.files ?? [])];
                  event.currentTarget.value = '';
                  if (files.length > 0) void sendFiles(files);
                }}
              />
              <label
                htmlFor={`${ids}-files`}
                className={buttonClasses(
                  'secondary',
                  'w-full cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-disabled:cursor-wait peer-disabled:opacity-60 sm:w-auto',
                )}
              >
                <Upload aria-hidden className="size-4" />
                {t.chooseFiles}
              </label>
              <p id={`${ids}-files-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {t.uploadHint}
              </p>
              {progress && (
                <div className="mt-2" role="status">
                  <p className="text-sm">{t.uploading(progress.n, progress.of, progress.percent)}</p>
                  <progress
                    className="mt-1 h-2 w-full accent-brand-600"
                    max={100}
                    value={progress.percent}
                    aria-label={t.uploading(progress.n, progress.of, progress.percent)}
                  />
                </div>
              )}
              {uploadErrors.length > 0 && (
                <ul role="alert" className="mt-2 space-y-1 text-sm text-red-600 dark:text-red-400">
                  {uploadErrors.map((error) => (
                    <li key={error} className="wrap-anywhere">
                      {error}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <TextAreaField
            label={t.noteLabel}
            hint={t.noteHint}
            error={noteError}
            rows={2}
            value={note}
            maxLength={REQUEST_CLIENT_NOTE_MAX}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(undefined);
            }}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            {/* Only a changed note has anything to save: one button fewer per item on a phone. */}
            {note.trim() !== (item.clientNote ?? '') && (
              <Button
                variant="secondary"
                onClick={() => save(false)}
                isLoading={update.isPending && !update.variables?.done}
                disabled={update.isPending}
              >
                {t.saveNote}
              </Button>
            )}
            {isOwed ? (
              <Button
                onClick={() => save(true)}
                isLoading={update.isPending && Boolean(update.variables?.done)}
              >
                <CheckCircle2 aria-hidden className="size-4" />
                {t.markDone}
              </Button>
            ) : (
              <p className="self-center text-sm text-slate-600 dark:text-slate-400">{t.sentHint}</p>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
