// The root vitest config lists this file as the `web` project; the test block lives in vite.config.ts.
export { default } from './vite.config.js';
