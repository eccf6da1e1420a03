import { COMMENT_MAX } from '@taskflow/shared';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { Markdown } from '../../../../components/ui/markdown';
import { Skeleton } from '../../../../components/ui/skeleton';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import { useChoiceSearch } from '../../../../lib/choice-search';
import { peopleSource } from '../../../../lib/choice-sources';
import { useDates } from '../../../../lib/dates';
import { useAddComment, useTaskComments } from '../../api/task-api';
import { MarkdownEditor } from './markdown-editor';
import { MentionTextarea } from './mention-textarea';

/** Comments, oldest first, in sanitized Markdown; typing @ suggests people, and a mention notifies them. */
export function TaskComments({ taskId }: { taskId: string }) {
  const dates = useDates();
  const comments = useTaskComments(taskId);
  const add = useAddComment(taskId);
  // The people to mention are searched on the server by the name typed after @.
  const [mentionQuery, setMentionQuery] = useState<string | null>(null);
  const people = useChoiceSearch(
    peopleSource,
    mentionQuery ?? '',
    useCan('users.view') && mentionQuery !== null,
  );
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();

  const send = async () => {
    if (!body.trim()) {
      setError('Comment is required');
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync(body);
      setBody('');
      toast.success('Comment added');
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fields.body ?? failure.message)
          : 'Something went wrong. Try again later.',
      );
    }
  };

  return (
    <section aria-labelledby="comments-heading" className="grid gap-4">
      <h2 id="comments-heading" className="text-lg font-semibold">
        Comments
      </h2>
      {comments.isPending ? (
        <Skeleton className="h-16" />
      ) : comments.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the comments.
        </p>
      ) : comments.data.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <MessageSquare aria-hidden className="size-4" />
          No comments yet.
        </p>
      ) : (
        <ol className="grid gap-4" aria-label="Comments">
          {comments.data.map((comment) => (
            <li key={comment.id} className="flex gap-3">
              <Avatar name={comment.author?.name ?? '?'} className="size-8 shrink-0" />
              <div className="min-w-0 flex-1 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
                <div className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600 dark:text-slate-400">
                  <span className="font-semibold text-slate-900 dark:text-slate-100">
                    {comment.author?.name ?? 'Former member'}
                  </span>
                  <time dateTime={comment.createdAt}>{dates.dateTime(comment.createdAt)}</time>
                </div>
                <Markdown>{comment.body}</Markdown>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form
        className="grid gap-2"
        aria-label="Add a comment"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <MarkdownEditor
          label="Add a comment"
          value={body}
          error={error}
          hint="Markdown; type @ to mention someone (they are notified). Ctrl+Enter sends."
        >
          {(control) => (
            <MentionTextarea
              control={control}
              value={body}
              onChange={(value) => {
                setBody(value.slice(0, COMMENT_MAX));
                if (error) setError(undefined);
              }}
              people={people.options}
              onQueryChange={setMentionQuery}
              placeholder="Write a comment…"
              onSubmitShortcut={() => void send()}
            />
          )}
        </MarkdownEditor>
        <div className="flex justify-end">
          <Button type="submit" isLoading={add.isPending}>
            Comment
          </Button>
        </div>
      </form>
    </section>
  );
}
