import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
