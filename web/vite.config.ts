import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { amplifyStylesPlugin } from './amplify-styles-plugin.js';
import { amplifyThemePlugin } from './amplify-theme-plugin.js';
import { apiRoutesPlugin } from './api-routes-plugin.js';

const root = import.meta.dirname;
// The local API server (scripts/) listens here; the dev server forwards API and local sign-in calls to it.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root,
  plugins: [react(), apiRoutesPlugin(), amplifyStylesPlugin(), amplifyThemePlugin()],
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      // Features are imported through their index.ts (eslint.config.js). Their modules do nothing on
      // import, so a route that takes one card from a feature's index (home: PostCard) gets that card's
      // module, not the whole feature; other modules keep the bundler's default.
      treeshake: { moduleSideEffects: (id: string) => (/\/src\/features\/[^?]*\.tsx?$/.test(id) ? false : undefined) },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/local-idp': { target: apiTarget, changeOrigin: false },
    },
  },
});
