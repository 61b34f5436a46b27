import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { testAliases } from '../shared/src/lambda-bundling.js';

export default defineConfig({
  // Lambda bundles' module substitutions (electrodb → electro-lite), so tests run what deploys.
  resolve: { alias: testAliases(path.resolve(import.meta.dirname, '..')) },
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    globalSetup: ['src/test/dynamodb-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
