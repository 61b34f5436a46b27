import { configDefaults, defineConfig } from 'vitest/config';
import { functionsTest, ISOLATED_FILES } from './vitest.base.js';

/**
 * Most functions test files: files in one worker share its loaded modules instead of importing them again each.
 * The clients and caches product code keeps are keyed by the settings they were built from (endpoint, table,
 * issuer), the table name is read on every command, and each file's setup gives it its own table; a file's changes
 * to the environment end with the file (restore-env.ts).
 */
export default defineConfig({
  test: {
    ...functionsTest,
    name: 'functions-shared',
    exclude: [...configDefaults.exclude, ...ISOLATED_FILES],
    setupFiles: [...functionsTest.setupFiles, 'src/test/restore-env.ts'],
    isolate: false,
  },
});
