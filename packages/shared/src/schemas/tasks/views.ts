import { z } from 'zod';
import { requiredText, text } from '../fields';

export const SAVED_VIEW_NAME_MAX = 80;

export const SavedViewBodySchema = z.object({
  name: requiredText(
    'View name is required',
    SAVED_VIEW_NAME_MAX,
    `View names must be at most ${SAVED_VIEW_NAME_MAX} characters`,
  ),
  /** The Task List's query parameters, as in its URL. */
  query: z
    .record(text().max(40), text().max(500))
    .refine((value) => Object.keys(value).length <= 20, 'At most 20 filters'),
});
/** PATCH /tasks/views/:id: rename a view, or replace its filters with the current ones. */
export const UpdateSavedViewBodySchema = SavedViewBodySchema.partial().refine(
  (value) => value.name !== undefined || value.query !== undefined,
  'Choose a change',
);
export const SavedViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
