import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, webDist } from '../lib/paths.js';

/** What the web build is made from (the Vite config and its plugins too): any of these newer than dist/index.html makes it stale. */
const SOURCES = [
  'web/src',
  'web/index.html',
  'web/public',
  'shared/src',
  'package-lock.json',
  ...fs
    .readdirSync(path.join(repoRoot, 'web'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `web/${name}`),
].map((p) => path.join(repoRoot, p));

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when web/dist is missing or older than its sources. */
export function webBuildIsStale(): boolean {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

/** Builds the web app with Vite when it is missing or stale. */
export function ensureWebBuild(log: (line: string) => void = console.log): void {
  if (!webBuildIsStale()) return;
  log('Building the web app (vite build)...');
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', 'web', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
    // The production build, also when a test runner (NODE_ENV=test) asks: the bench measures this same build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web build failed (see the Vite output above).');
}
