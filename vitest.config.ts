import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's tests; each workspace has its own config.
export default defineConfig({
  test: { projects: ['*/vitest.config.ts'] },
});
