import { z } from 'zod';
import { text } from './fields';

/** What Ctrl+K finds, in the order its groups are shown. */
export const SEARCH_KINDS = ['task', 'project', 'milestone', 'customer', 'person', 'event'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SearchQuerySchema = z.object({
  q: text().trim().min(1, 'Type something to search for').max(200, 'Search must be at most 200 characters'),
});

/** One result: enough to show it and to link to it (a milestone links to its project's milestones). */
export const SearchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  /** A task's display id (ACM-42), a project's key. */
  code: z.string().nullable(),
  detail: z.string().nullable(),
  projectId: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;
