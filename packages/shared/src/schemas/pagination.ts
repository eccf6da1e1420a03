import { z } from 'zod';
import { text } from './fields';

/** Query of every list endpoint: `?page&pageSize&q` (q is a case-insensitive search where the list has one). */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(20),
  q: text().trim().max(200, 'Search must be at most 200 characters').optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** Lists count their rows up to this many, and page within them (deeper rows are reached by searching). */
export const LIST_COUNT_CAP = 10_000;
export const PAGE_BEYOND_COUNT_CAP_MESSAGE = `Only the first ${LIST_COUNT_CAP.toLocaleString('en')} rows can be paged; narrow the search to see more`;

export const ListMetaSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** Set when more rows match than were counted: `total` is then LIST_COUNT_CAP. */
  isTotalCapped: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

/** `{ data: T[], meta }`: the answer shape of every paginated list. */
export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: ListMetaSchema });
