import { mentionParts } from '@taskflow/shared';
import type { ReactNode } from 'react';

/** A mentioned person as the page shows them, in Markdown and in plain text alike. */
export function MentionChip({ children }: { children: ReactNode }) {
  return (
    <span className="rounded bg-brand-50 px-1 font-medium text-brand-700 dark:bg-slate-800 dark:text-brand-300">
      {children}
    </span>
  );
}

/**
 * Text shown as it is (a History line, a value before and after a change) with its mentions read as
 * "@Name" chips, never the stored `@[Name](id)` (issue 39). Markdown goes through `Markdown` (markdown.tsx), which shows
 * the same chips; this one stays light, without the Markdown renderer.
 */
export function MentionText({ text }: { text: string }) {
  return (
    <>
      {mentionParts(text).map((part, index) =>
        'mention' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
          <MentionChip key={index}>@{part.mention}</MentionChip>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
