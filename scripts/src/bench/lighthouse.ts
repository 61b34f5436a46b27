import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort } from '@club/functions/dev/free-port';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.js';
import { median } from './stats.js';
import { tempDir } from './lambda.js';

const devtoolsReady = (port: number) =>
  new Promise<boolean>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/json/version' }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });

/** One Lighthouse desktop performance run in a fresh Chromium (own profile, cold cache); the score 0-100. */
async function runOnce(url: string, extraHeaders: Record<string, string>): Promise<number> {
  const port = await freePort();
  const profile = tempDir('bench-chromium-');
  const chromium = spawn(CHROMIUM_PATH, ['--headless=new', ...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 20_000;
    while (!(await devtoolsReady(port))) {
      if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders }, desktopConfig);
    const score = result?.lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}: ${result?.lhr.runtimeError?.message ?? 'unknown'}`);
    return Math.round(score * 100);
  } finally {
    const exited = chromium.exitCode !== null || chromium.signalCode !== null ? Promise.resolve() : new Promise((resolve) => chromium.once('exit', resolve));
    chromium.kill();
    await exited;
    // Chromium's helper processes can still be writing into the profile for a moment after the browser exits (ENOTEMPTY).
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  }
}

/** Median of `runs` Lighthouse desktop performance scores. */
export async function lighthouseScore(url: string, runs: number, extraHeaders: Record<string, string> = {}) {
  const scores: number[] = [];
  for (let run = 0; run < runs; run++) scores.push(await runOnce(url, extraHeaders));
  return { score: median(scores), scores };
}
