import {
  type ApiErrorBody,
  type ErrorCode,
  type FieldErrors,
  TEXT_INVALID_CHARACTERS,
} from '@taskflow/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable, sqlStateOf } from '../lib/db-errors';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: FieldErrors,
) {
  const body: ApiErrorBody = {
    error: { code, message, ...(fields ? { details: { fields } } : {}) },
    message,
  };
  return reply.status(status).send(body);
}

/** Fastify's own errors that a client caused, mapped to our codes. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'Request body is empty' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Expected a multipart form',
  },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'File is too large' },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many files' },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many fields' },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many parts' },
};

/**
 * SQLSTATEs of text PostgreSQL cannot store (a NUL byte, a character the encoding lacks). Only a
 * client's input carries such text, and the shared schemas refuse it (`text()`); this keeps a field
 * that escaped them a 400, not a 500.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** query_canceled: a statement of the heavy pool ran past its timeout (db/client.ts). */
const STATEMENT_TIMED_OUT = '57014';
export const STATEMENT_TIMED_OUT_MESSAGE =
  'This report took too long to prepare. Narrow its dates or filters and try again.';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** One error shape for every failure; 5xx details stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.statusCode, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      return sendError(reply, 400, 'VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid input', fields);
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, error.statusCode ?? 400, known.code, known.message);
    if (error.statusCode === 429) {
      return sendError(reply, 429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, 'BAD_REQUEST', error.message);
    }
    const sqlState = sqlStateOf(error);
    if (sqlState && UNSTORABLE_TEXT.has(sqlState)) {
      request.log.warn({ err: error }, 'Text the database cannot store reached a query');
      return sendError(reply, 400, 'VALIDATION_FAILED', TEXT_INVALID_CHARACTERS);
    }
    if (sqlState === STATEMENT_TIMED_OUT) {
      request.log.warn({ route: request.routeOptions.url }, 'A report statement ran out of time');
      return sendError(reply, 503, 'OVERLOADED', STATEMENT_TIMED_OUT_MESSAGE);
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover of the database: the request was not half done (a transaction that lost
      // its connection is rolled back by the server), so the client may try again shortly.
      request.log.warn({ err: error }, 'Database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, 'DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, 'Unhandled error');
    return sendError(reply, 500, 'INTERNAL', 'Something went wrong. Please try again later.');
  });
});
