import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { amplifyStylesPlugin } from './amplify-styles-plugin.js';
import { amplifyThemePlugin } from './amplify-theme-plugin.js';
import { apiRoutesPlugin } from './api-routes-plugin.js';
import { offlineShellPlugin } from './offline-shell-plugin.js';

const root = import.meta.dirname;
// The local API server (scripts/) listens here; the dev server forwards API and local sign-in calls to it.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/** The web app manifest: what the phone shows when the club is installed to the home screen. */
const APP_MANIFEST = {
  name: 'Telugu Executive Club',
  // Fits under a home-screen icon (about 12 characters) and reads the same to Telugu and English speakers.
  short_name: 'Telugu Club',
  description: 'A members-only, verified business network for Telugu CXOs and founders.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  theme_color: '#6b1420',
  background_color: '#fbf7ef',
  lang: 'en',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

// Installed with the worker: the start page, and the screens that open offline once seen: the member's tickets and
// agenda, and the organiser's door (all in the events route).
// The camera scanner's decoder is large and for organisers only: the door panel fetches it when the list is downloaded.
const offlineShell = offlineShellPlugin({ offlineRoutes: /\/src\/app\/routes\/(home|events)\.tsx$/, cachedOnUse: /^assets\/jsQR-/ });

export default defineConfig({
  root,
  plugins: [
    react(),
    apiRoutesPlugin(),
    amplifyStylesPlugin(),
    amplifyThemePlugin(),
    offlineShell.plugin,
    // Our own worker source (injectManifest) rather than a generated one: it must also cache a few API answers per
    // session and carry the push handlers; the plugin only builds it and injects the precache list. The page registers
    // it itself after load (src/features/app/), so no register script is injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'service-worker.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: APP_MANIFEST,
      injectManifest: {
        // Installing downloads the shell and the offline screens only (offline-shell-plugin.ts); every other file is
        // cached when first used (the worker's asset route), so a first visit does not fetch the whole site.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        globIgnores: ['**/node_modules/**'],
        manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => offlineShell.isShellFile(entry.url)), warnings: [] })],
      },
      // The icons are in the glob already.
      includeManifestIcons: false,
    }),
  ],
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
