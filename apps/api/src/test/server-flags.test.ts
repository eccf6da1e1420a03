/**
 * scripts/server-flags.mjs: the Node flags of every start of the built server. `npm start` of the API
 * (package.json, which cannot import them) must carry the same ones, and this Node must accept them.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, serverNodeFlags } from '../../scripts/server-flags.mjs';
import { apiRoot } from '../paths';

const run = promisify(execFile);

it("the API's start script passes the server's flags", () => {
  const { scripts } = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8'));
  expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server.js`);
});

it('this Node accepts them, and its young generation grows past the default 32 MB under churn', async () => {
  const probe = `const v8 = require('v8');
    let kept = [], most = 0;
    for (let i = 0; i < 3e6 && most <= 32; i++) {
      kept.push({ i, list: [i] });
      if (kept.length > 200000) kept = [];
      if (i % 100000 === 0) most = Math.max(most, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576);
    }
    console.log(most);`;
  const { stdout } = await run(process.execPath, [...SERVER_NODE_FLAGS, '-e', probe]);
  expect(Number(stdout)).toBeGreaterThan(32);
});

it('a benchmark may start a server without them, for a comparison', () => {
  expect(serverNodeFlags({})).toEqual(SERVER_NODE_FLAGS);
  expect(serverNodeFlags({ SERVER_NODE_FLAGS: '' })).toEqual([]);
  expect(serverNodeFlags({ SERVER_NODE_FLAGS: '--max-semi-space-size=16' })).toEqual([
    '--max-semi-space-size=16',
  ]);
});
