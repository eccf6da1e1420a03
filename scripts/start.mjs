/**
 * `npm start`: builds the web app and the API when their sources changed since the last build (or there
 * is none), then runs the server in this process's place (signals reach it; its exit code is ours).
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../apps/api/scripts/server-flags.mjs';
import { needsBuild } from './build-fingerprint.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (needsBuild(root)) {
  console.log('Building the web app and the API (their sources changed since the last build) …');
  // `npm run build` ends by writing the sources' fingerprint beside the build.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('The build is that of the sources: starting it.');
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
