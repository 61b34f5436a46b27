import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'functions',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/dynamodb-global-setup.ts'],
    setupFiles: ['src/test/setup-table.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
