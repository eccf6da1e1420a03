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

/** How a mention is stored in comment and description text: `@[Name](person-id)`. */
export const MENTION_PATTERN = /@\[([^\]\n]{1,200})\]\(([0-9a-f-]{36})\)/gi;

/** @[Name](uuid) in Markdown; answers the distinct ids. */
export function mentionedIds(markdown: string): string[] {
  const ids = new Set<string>();
  for (const match of markdown.matchAll(MENTION_PATTERN)) {
    if (match[2]) ids.add(match[2].toLowerCase());
  }
  return [...ids];
}

export type TextPart = { text: string } | { mention: string; id: string };

/**
 * Text holding mentions, in the parts a reader sees: the text around them, and each mention as the name
 * it was written with (never the stored `@[Name](id)`). For places that show text as it is, not as Markdown.
 */
export function mentionParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(MENTION_PATTERN)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ mention: match[1] as string, id: (match[2] as string).toLowerCase() });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** Text with each mention read as "@Name" (notifications, mails, exports: text without chips). */
export function mentionsAsNames(text: string): string {
  return mentionParts(text)
    .map((part) => ('mention' in part ? `@${part.mention}` : part.text))
    .join('');
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
