import { defineConfig } from 'vitest/config';

// The browser tests, a project of their own: their global setup builds the web app and starts their DynamoDB Local.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
