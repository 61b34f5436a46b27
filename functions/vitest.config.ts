import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { testAliases } from '../shared/src/lambda-bundling.js';

export default defineConfig({
  // Lambda bundles' module substitutions (electrodb → electro-lite), so tests run what deploys.
  resolve: { alias: testAliases(path.resolve(import.meta.dirname, '..')) },
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
