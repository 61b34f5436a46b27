import type { ViteUserConfig } from 'vitest/config';

/**
 * Test files that need a fresh copy of the modules they touch, so they run in the isolated `functions` project;
 * every other file runs in `functions-shared`, whose files share their worker's loaded modules (importing a
 * handler's graph again for each file was about a quarter of the run's CPU).
 */
export const ISOLATED_FILES = [
  // Stubs the environment and re-imports config.ts after vi.resetModules.
  'src/platform/config.test.ts',
  // Mocks dynamodb-toolbox/entity and counts the entities built on first import.
  'src/test/lazy-entities.test.ts',
  // The Metrics instance reads the stage when the process writes its first metric.
  'src/platform/lib/metrics.test.ts',
  // Asserts cold_start on the process's first logged invocation.
  'src/platform/lib/logger.test.ts',
];

/** What both functions projects share: one DynamoDB Local, S3 and SES emulator per run, a table per file. */
export const functionsTest = {
  root: import.meta.dirname,
  include: ['src/**/*.test.ts'],
  globalSetup: ['src/test/dynamodb-global-setup.ts'],
  setupFiles: ['src/test/setup-table.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies ViteUserConfig['test'];
