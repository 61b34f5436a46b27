import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../src/lib/chromium.js';

/**
 * V8 without its optimising compilers (Maglev, TurboFan): a test's page lives seconds, so optimising its scripts
 * (on other threads, beside the test) never pays back. Ten page loads cost Chromium 12–17% less CPU.
 */
const ARGS = [...CHROMIUM_FLAGS, '--disable-quic', '--js-flags=--no-opt --no-maglev'];

function chromiumPath(): string {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return CHROMIUM_PATH;
}

/** Debian's Chromium driven by playwright-core (no browser download), with the flags this machine needs. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ARGS });
}

/**
 * A Chromium profile on disk (a fresh temporary folder), as a phone's browser has: Chromium tells an installable app
 * only outside incognito, which every context of {@link launchChromium} is. Closing the context deletes the folder.
 */
export async function launchChromiumProfile(baseURL: string): Promise<BrowserContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath(), args: ARGS, baseURL });
  context.on('close', () => fs.rmSync(dir, { recursive: true, force: true }));
  return context;
}
