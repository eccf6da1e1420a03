import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadGuideDocuments } from './guide-content';
import { guideIndex } from './guide-index';

export const GuideSearchQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search for at most 200 characters').default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const GuideSearchResultSchema = z.object({
  path: z.string(),
  title: z.string(),
  heading: z.string(),
  anchor: z.string(),
  score: z.number(),
  snippet: z.array(z.object({ text: z.string(), isMatch: z.boolean() })),
});

const GuideSearchResponseSchema = z.object({ data: z.array(GuideSearchResultSchema), query: z.string() });

/** GET /guide/search: full-text search over the guide's pages (public; the guide is public). */
export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  const index = guideIndex(loadGuideDocuments);
  app.get(
    '/search',
    {
      config: { isPublic: true },
      schema: {
        tags: ['guide'],
        summary:
          'Search the guide: its pages ranked by relevance (headings above body), with marked snippets',
        querystring: GuideSearchQuerySchema,
        response: { 200: GuideSearchResponseSchema },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      const hits = index.search(q, { limit, perPage: true });
      return {
        query: q,
        data: hits.map(({ path, title, heading, anchor, score, snippet }) => ({
          path,
          title,
          heading,
          anchor,
          score,
          snippet,
        })),
      };
    },
  );
};
