import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'infra', root: import.meta.dirname, include: ['src/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
});
