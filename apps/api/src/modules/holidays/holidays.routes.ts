import {
  HOLIDAY_IMPORT_MAX_BYTES,
  HolidayImpactBodySchema,
  HolidayImpactSchema,
  HolidayImportResultSchema,
  HolidayListQuerySchema,
  HolidaySchema,
  ImportDateOrderSchema,
} from '@taskflow/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readMultipartForm } from '../../lib/multipart-form';
import { IdParams } from '../../lib/route-params';
import { authOf } from '../../plugins/auth';
import {
  createHoliday,
  deleteHoliday,
  holidayImpact,
  importHolidays,
  listHolidays,
  updateHoliday,
} from './holidays.service';

const HolidayResponse = z.object({ data: HolidaySchema });
const HOLIDAY_BODY = 'JSON { date: YYYY-MM-DD, name }';
const TOO_LARGE = `The file must be at most ${HOLIDAY_IMPORT_MAX_BYTES / 1024} KB`;

/** The CSV of an import request: a multipart field "file" or the whole text/csv body. */
async function csvTextOf(request: FastifyRequest): Promise<string> {
  if (request.isMultipart()) {
    const { file } = await readMultipartForm(request, 'file', HOLIDAY_IMPORT_MAX_BYTES);
    if (!file || file.buffer.length === 0) throw AppError.invalid({ file: 'Choose a CSV file to import' });
    if (file.isTruncated) throw AppError.invalid({ file: TOO_LARGE });
    return file.buffer.toString('utf8');
  }
  if (typeof request.body === 'string') return request.body;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the CSV as text/csv or as a multipart file');
}

export const holidaysRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin reads CSV bodies; the rest of the API still refuses them.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: HOLIDAY_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['holidays'],
        summary: "The organization's holidays of one year (default: this year), by date (holidays.view)",
        querystring: HolidayListQuerySchema,
        response: { 200: z.object({ data: z.array(HolidaySchema) }) },
      },
    },
    async (request) => ({
      data: await listHolidays(app.db, authOf(request), request.query.year),
    }),
  );

  // Bodies are checked by the service with the shared schema, so each field gets its own message.
  app.post(
    '/',
    {
      schema: {
        tags: ['holidays'],
        summary: `Add a holiday (${HOLIDAY_BODY}; holidays.create)`,
        response: { 201: HolidayResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createHoliday(app, authOf(request), request.body) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['holidays'],
        summary: `Edit a holiday (${HOLIDAY_BODY}; holidays.edit)`,
        params: IdParams,
        response: { 200: HolidayResponse },
      },
    },
    async (request) => ({
      data: await updateHoliday(app, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    { schema: { tags: ['holidays'], summary: 'Delete a holiday (holidays.delete)', params: IdParams } },
    async (request, reply) => {
      await deleteHoliday(app, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/impact',
    {
      schema: {
        tags: ['holidays'],
        summary:
          'How many pending and approved leave applications adding (date), moving (id, date) or deleting (id) a holiday would re-cost (holidays.create, .edit or .delete)',
        body: HolidayImpactBodySchema,
        response: { 200: z.object({ data: HolidayImpactSchema }) },
      },
    },
    async (request) => ({ data: await holidayImpact(app.db, authOf(request), request.body) }),
  );

  app.post(
    '/import',
    {
      config: { heavy: 'import' },
      schema: {
        tags: ['holidays'],
        summary:
          'Import holidays from a CSV with the header "date,name" (text/csv body, or multipart field "file"; dates as 2027-01-26, 26/01/2027 or 26 Jan 2027); ?dateOrder=dmy|mdy says how 03/04/2027 is read when nothing in the file settles it (asked with a 400 on dateOrder); all rows or none (holidays.create)',
        consumes: ['text/csv', 'multipart/form-data'],
        querystring: z.object({ dateOrder: ImportDateOrderSchema.optional() }),
        response: { 201: z.object({ data: HolidayImportResultSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await importHolidays(app, authOf(request), () => csvTextOf(request), request.query.dateOrder),
      }),
  );
};
