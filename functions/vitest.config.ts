import { defineConfig } from 'vitest/config';
import { functionsTest, ISOLATED_FILES } from './vitest.base.js';

// The files that need fresh modules (vitest.base.ts says which and why); vitest.shared.config.ts runs the rest.
export default defineConfig({
  test: { ...functionsTest, name: 'functions', include: ISOLATED_FILES },
});
