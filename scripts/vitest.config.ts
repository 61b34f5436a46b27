import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/dynamodb-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
