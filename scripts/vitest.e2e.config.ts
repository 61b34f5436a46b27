import { defineConfig } from 'vitest/config';

// The browser tests, a project of their own: their global setup builds the web app and starts their DynamoDB Local.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Files in one worker share its loaded modules (the whole local stack, Playwright, axe) instead of importing them
    // again each: every file starts and stops its own stack, and the clients and caches that stack touches are keyed
    // by the settings it sets (endpoint, table, issuer), so nothing of one file's stack reaches the next.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
