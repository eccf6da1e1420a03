import { TASK_DESCRIPTION_MAX, type TaskDetail } from '@taskflow/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { inputClasses } from '../../../../components/ui/field';
import { Markdown } from '../../../../components/ui/markdown';
import { MarkdownEditor } from './markdown-editor';
import { useSaveTaskField } from './task-fields';

/** The description, rendered sanitized; Edit opens the Markdown editor with its preview. */
export function TaskDescription({ task, canEdit }: { task: TaskDetail; canEdit: boolean }) {
  const save = useSaveTaskField(task.id);
  const [draft, setDraft] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  if (draft !== null) {
    return (
      <form
        className="grid gap-3"
        aria-label="Edit description"
        onSubmit={async (event) => {
          event.preventDefault();
          setSaving(true);
          const isSaved = await save({ description: draft.trim() || null });
          setSaving(false);
          if (isSaved) setDraft(null);
        }}
      >
        <MarkdownEditor label="Description" value={draft}>
          {(control) => (
            <textarea
              {...control}
              // biome-ignore lint/a11y/noAutofocus: opened by the Edit button, whose place it takes
              autoFocus
              rows={8}
              maxLength={TASK_DESCRIPTION_MAX}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setDraft(null);
              }}
              className={inputClasses(false)}
            />
          )}
        </MarkdownEditor>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDraft(null)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isSaving}>
            Save
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section aria-labelledby="description-heading" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="description-heading" className="text-lg font-semibold">
          Description
        </h2>
        {canEdit && (
          <Button
            variant="ghost"
            className="min-h-9 px-2"
            aria-label="Edit description"
            onClick={() => setDraft(task.description ?? '')}
          >
            <Pencil aria-hidden className="size-4" />
            Edit
          </Button>
        )}
      </div>
      {task.description ? (
        <Markdown>{task.description}</Markdown>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">No description.</p>
      )}
    </section>
  );
}
