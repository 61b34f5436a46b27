import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';
import { testsThatMockModules, webTestSettings } from './vitest.settings.js';

// The web tests that mock a module (see vitest.settings.ts), each in its own module graph and jsdom.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: { ...webTestSettings, name: 'web-isolated', include: testsThatMockModules(), passWithNoTests: true },
  }),
);
