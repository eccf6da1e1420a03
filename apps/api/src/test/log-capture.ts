import { Writable } from 'node:stream';
import { loadConfig } from '../config/env';
import { loggerOptions } from '../lib/logging';

/** The server's own logger (level info) writing into `lines`, for tests that read what it logged. */
export function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: loggerOptions(loadConfig({ LOG_LEVEL: 'info' }), { stream }) };
}
