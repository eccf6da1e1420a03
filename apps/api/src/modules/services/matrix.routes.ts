import { ComplianceMatrixResponseSchema, MatrixFiltersSchema, MatrixQuerySchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import { getComplianceMatrix } from './matrix.service';
import { complianceMatrixFile } from './matrix-export';

const tags = ['services'];

/** A service's compliance matrix and its workbook (registered under /services): issue 40, item 6. */
export const serviceMatrixRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/matrix',
    {
      schema: {
        tags,
        summary:
          "A service's compliance matrix: its clients (a page, by name) by its periods (default the last 6 and next 1), each cell the job's state (overdue judged in the organization's zone), counts per period by state; filters tag, responsibleId, state, q (services.view)",
        params: IdParams,
        querystring: MatrixQuerySchema,
        response: { 200: ComplianceMatrixResponseSchema },
      },
    },
    async (request) => getComplianceMatrix(app.db, authOf(request), request.params.id, request.query),
  );

  app.get(
    '/:id/matrix.xlsx',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        summary:
          'The compliance matrix as Excel: a row per client, states in words, counts per period at the foot; the same filters, every client (services.view)',
        params: IdParams,
        querystring: MatrixFiltersSchema,
      },
    },
    async (request, reply) => {
      const made = await complianceMatrixFile(app.heavyDb, authOf(request), request.params.id, request.query);
      return reply
        .header('content-type', made.contentType)
        .header('content-disposition', `attachment; filename="${made.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(made.stream);
    },
  );
};
