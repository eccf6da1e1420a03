import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy and waitFor wait for what a test awaits; on a busy 2-core CI machine a form's render and
// validation can take longer than the default second without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });
