import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '../lib/paths.js';

/** Builds the web app with vite (the `build:web` config) into `outDir`, so a build others serve from web/dist is left alone. */
export function buildWeb(outDir: string): void {
  const vite = path.join(repoRoot, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', 'web', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr}${result.stdout}`);
}

const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

const STATIC_IMPORT = /\b(?:import|export)\s*(?:\{[^}]*\}|\*\s*as\s*[\w$]+|[\w$]+(?:\s*,\s*\{[^}]*\})?)?\s*(?:from)?\s*["']\.\/([\w.-]+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

/** Asset file name → its static and dynamic imports (rolldown writes `./name.js` specifiers inside assets/). */
function importsOf(assets: string, name: string) {
  const code = fs.readFileSync(path.join(assets, name), 'utf8');
  return {
    statics: [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!),
    dynamics: [...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!),
  };
}

function staticClosure(assets: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...importsOf(assets, name).statics);
  }
  return seen;
}

export interface WebSizes {
  initialJsBytes: number;
  initialCssBytes: number;
  initialFiles: string[];
  /** The largest lazily loaded chunk and what it fetches beyond what was loaded before it. */
  largestRoute: { chunk: string; bytes: number; files: string[] };
  routes: { chunk: string; bytes: number }[];
}

/**
 * Gzip sizes (level 9) a first visit fetches, read from the built
 * index.html: the entry script, its static imports and modulepreloads (JS),
 * and the stylesheets (render-blocking CSS). Then every lazily loaded chunk,
 * at any depth: a route's page imported by the initial JS, and a part the
 * page itself loads lazily (a tab, a dialog), each with its static imports
 * not already loaded by then (the initial files, and for a nested chunk those
 * of the chunks that imported it). A nested chunk is named `route › chunk`.
 */
export function measureWeb(distDir: string): WebSizes {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const assets = path.join(distDir, 'assets');
  const local = (href: string) => path.basename(href);
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => local(m[1]!));
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => local(m[1]!));
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => local(m[1]!));
  if (entries.length === 0) throw new Error('web/dist/index.html has no module script');
  const initial = staticClosure(assets, [...entries, ...preloads]);
  const gzipOf = (files: Iterable<string>) => [...files].reduce((sum, name) => sum + gzipBytes(path.join(assets, name)), 0);
  const initialJsBytes = gzipOf(initial);
  const initialCssBytes = styles.reduce((sum, name) => sum + gzipBytes(path.join(assets, name)), 0);
  const lazyImports = (files: Iterable<string>) => new Set([...files].flatMap((name) => importsOf(assets, name).dynamics));
  const routes: { chunk: string; bytes: number; files: string[] }[] = [];
  const seen = new Set<string>(initial);
  // Breadth first, so each chunk is measured on its shortest path from the first load.
  let frontier = [...lazyImports(initial)].filter((name) => !initial.has(name)).map((chunk) => ({ chunk, label: chunk, loaded: initial }));
  while (frontier.length) {
    const next: typeof frontier = [];
    for (const { chunk, label, loaded } of frontier) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      const files = [...staticClosure(assets, [chunk])].filter((name) => !loaded.has(name));
      routes.push({ chunk: label, bytes: gzipOf(files), files });
      const loadedAfter = new Set([...loaded, ...files]);
      for (const nested of lazyImports(files)) {
        if (!loadedAfter.has(nested)) next.push({ chunk: nested, label: `${label} › ${nested}`, loaded: loadedAfter });
      }
    }
    frontier = next;
  }
  routes.sort((a, b) => b.bytes - a.bytes);
  return {
    initialJsBytes,
    initialCssBytes,
    initialFiles: [...initial, ...styles],
    largestRoute: routes[0] ?? { chunk: '(none)', bytes: 0, files: [] },
    routes: routes.map(({ chunk, bytes }) => ({ chunk, bytes })),
  };
}

/** The lazily loaded chunk that registers the service worker (web/src/features/app-install/register-worker.ts). */
export const isRegistrationChunk = (chunk: string): boolean => /^register-worker-[\w-]+\.js$/.test(chunk);

/**
 * What the installable app adds to a first visit, gzip bytes: the registration chunk (imported after the load
 * event, so on no critical path), the manifest, and the service worker script the browser then fetches.
 */
export function measureAppInstall(distDir: string, sizes: WebSizes) {
  const registration = sizes.routes.find((route) => isRegistrationChunk(route.chunk));
  if (!registration) throw new Error('no register-worker chunk in the web build: the service worker is no longer registered lazily');
  const worker = path.join(distDir, 'service-worker.js');
  if (!fs.existsSync(worker)) throw new Error('web/dist has no service-worker.js');
  // The worker's install list (the build injects it as a JSON array of { url, revision }).
  const listed = /\[\{[^\]]*"url"[^\]]*\]/.exec(fs.readFileSync(worker, 'utf8'));
  const shell = listed ? (JSON.parse(listed[0]) as Array<{ url: string }>).map((entry) => entry.url) : [];
  const loaded = new Set(sizes.initialFiles.map((name) => `assets/${name}`));
  const beyondEntry = shell.filter((url) => !loaded.has(url));
  return {
    registrationBytes: registration.bytes,
    manifestBytes: gzipBytes(path.join(distDir, 'manifest.webmanifest')),
    workerBytes: gzipBytes(worker),
    shellFiles: shell.length,
    /** What installing downloads that the entry did not load already (route chunks, icons, index.html), gzip. */
    shellBeyondEntryBytes: beyondEntry.reduce((sum, url) => sum + gzipBytes(path.join(distDir, url)), 0),
  };
}
