import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // argon2 and PGlite start-up make API tests slower than unit tests; this is headroom, not a budget.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. A file spends much of
    // its time waiting on its database (PostgreSQL's own process, PGlite's start-up, argon2's thread
    // pool), so two workers there keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files share a worker's modules instead of importing the whole app afresh each (about 2.7 s a file:
    // the import was over a third of the suite's summed time). Each file still builds its own app on its
    // own copy of the database, and no file mocks a module (vi.mock), so nothing of one file's app
    // reaches the next; a file that changes the process (the clock, the environment) puts it back.
    isolate: false,
  },
});
