import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';
import { testsThatMockModules, webTestSettings } from './vitest.base.js';

// The web tests that mock a module (see vitest.base.ts), each in its own module graph and jsdom.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: { ...webTestSettings, name: 'web-isolated', include: testsThatMockModules(), passWithNoTests: true },
  }),
);
