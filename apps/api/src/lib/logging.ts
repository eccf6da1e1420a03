import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../config/env';

const REDACTED = '[redacted]';

/** Query parameters that carry a credential: invitation and reset links, OpenID Connect callbacks. */
const SECRET_QUERY = /([?&](?:token|code|state|session_state|id_token|access_token)=)[^&#\s]*/gi;

/** Paths whose last segment is a credential: an event guest's answer link, a calendar feed. */
const SECRET_PATH = /(\/(?:events\/rsvp|calendar\/feed)\/)[^\s/?#]+/gi;

/** Fragments that are a credential: a client link's token (`/client#…`, issue 41). */
const SECRET_FRAGMENT = /(\/client#)[^\s]+/gi;

/**
 * Text that may carry links with credentials (a mail's body), as it may be logged: the credentials
 * replaced, the rest kept.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_QUERY, `$1${REDACTED}`)
    .replace(SECRET_PATH, `$1${REDACTED}`)
    .replace(SECRET_FRAGMENT, `$1${REDACTED}`);
}

/** Route parameters that carry a credential (`/calendar/feed/:token.ics`). */
const isSecretParam = (name: string) => /token|secret/i.test(name);

/** The request line as it may be logged: credentials in the path or the query replaced. */
export function redactedUrl(request: Pick<FastifyRequest, 'url' | 'params'>): string {
  let url = request.url.replace(SECRET_QUERY, `$1${REDACTED}`);
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (!isSecretParam(name) || typeof value !== 'string' || value.length === 0) continue;
    url = url.replaceAll(value, REDACTED).replaceAll(encodeURIComponent(value), REDACTED);
  }
  return url;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
}

/**
 * Drizzle's query errors carry the query's parameters (a password hash on register, tokens, personal
 * data) in `params` and in their message; the log keeps the SQL, the cause and its SQLSTATE, never the
 * values (nor the database's `detail`, which repeats them).
 */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/** A database error's own message quotes the offending value (`invalid input syntax …: "…"`). */
const QUOTED = /"[^"\n]*"/g;
const isDatabaseError = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const code = (error as { code?: unknown }).code;
  const strip = (text: string | undefined) => {
    const withoutParams = text?.replace(PARAMS_LINE, '\nparams: [redacted]');
    return isDatabaseError(code) ? withoutParams?.replace(QUOTED, '"[redacted]"') : withoutParams;
  };
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: strip(error.message) ?? '',
    stack: strip(error.stack) ?? '',
  };
  if (code !== undefined) logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The server's logger: level from LOG_LEVEL, pretty on a terminal, credentials kept out. */
export function loggerOptions(
  config: AppConfig,
  options: { pretty?: boolean; stream?: NodeJS.WritableStream } = {},
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    serializers: { req: serializeRequest, err: serializeError },
    ...(options.pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : // Written asynchronously: a request never waits for its log line to reach stdout.
        { stream: options.stream ?? pino.destination({ dest: 1, sync: false }) }),
  };
}

/**
 * One log line per request, when it has been answered: Fastify's default also writes one on arrival,
 * doubling the log writes of every request for a line that the completion line repeats.
 */
export class CompletedRequestsOnly extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
