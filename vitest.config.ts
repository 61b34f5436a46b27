import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's tests; each project has its own config.
export default defineConfig({
  test: {
    projects: ['shared', 'functions', 'web', 'scripts', 'infra'].map((p) => `${p}/vitest.config.ts`),
  },
});
