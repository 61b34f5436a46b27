import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';
import { TEST_FILES, testsThatMockModules, webTestSettings } from './vitest.base.js';

// The root vitest config lists this file as the `web` project: every web test but those that mock modules
// (vitest.isolated.config.ts), sharing their worker's modules and jsdom. Importing React, Amplify UI and a fresh
// jsdom for each of ~80 files cost ~5 minutes of CPU a run; src/test/setup.ts resets what a file could leave behind.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      ...webTestSettings,
      name: 'web',
      include: [TEST_FILES],
      exclude: [...configDefaults.exclude, ...testsThatMockModules()],
      isolate: false,
    },
  }),
);
