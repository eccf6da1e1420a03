import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // argon2 and PGlite start-up make API tests slower than unit tests; this is headroom, not a budget.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
