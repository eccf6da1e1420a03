import { z } from 'zod';
import { requiredText } from '../fields';
import { RefSchema } from './field-schemas';

// Around a task: comments (with mentions), watchers and its history.

export const COMMENT_MAX = 10_000;

export const CommentBodySchema = z.object({
  /** Markdown; mention someone as @[Name](their-id). */
  body: requiredText(
    'Comment is required',
    COMMENT_MAX,
    `Comments must be at most ${COMMENT_MAX} characters`,
  ),
});
export const CommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: RefSchema.nullable(),
  mentions: z.array(RefSchema),
  createdAt: z.string(),
});
export type TaskComment = z.infer<typeof CommentSchema>;

/** @[Name](uuid) in Markdown; answers the distinct ids. */
export function mentionedIds(markdown: string): string[] {
  const ids = new Set<string>();
  for (const match of markdown.matchAll(/@\[[^\]\n]{1,200}\]\(([0-9a-f-]{36})\)/gi)) {
    if (match[1]) ids.add(match[1].toLowerCase());
  }
  return [...ids];
}

export const WatcherBodySchema = z.object({ userId: z.uuid({ error: 'Choose a person' }) });

export const HistoryEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  field: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  actor: RefSchema.nullable(),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;
