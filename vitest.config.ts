import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's tests; each workspace has its own config (scripts/ two: its browser tests apart).
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'scripts/vitest.e2e.config.ts'],
    // A worker per core, not vitest's default of one fewer (a single worker on 2 cores): many files spend
    // their time waiting on DynamoDB Local or Chromium, so the second core would sit idle.
    maxWorkers: os.availableParallelism(),
  },
});
