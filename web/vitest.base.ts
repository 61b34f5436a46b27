import fs from 'node:fs';
import path from 'node:path';
import type { ViteUserConfig } from 'vitest/config';

const root = import.meta.dirname;
export const TEST_FILES = 'src/**/*.test.{ts,tsx}';

/** What both web projects share: jsdom, the setup file, the timeout. */
export const webTestSettings = {
  root,
  environment: 'jsdom',
  setupFiles: ['src/test/setup.ts'],
  // Above Testing Library's 5 s wait (src/test/setup.ts), so a slow find fails with its own message.
  testTimeout: 15_000,
} satisfies ViteUserConfig['test'];

/**
 * The web test files that replace a module with `vi.mock`: a mock applies only to modules imported after it,
 * so these run isolated (project `web-isolated`) while the rest share their worker's modules and jsdom.
 * Found by reading the files, so a new test that mocks a module is isolated without editing a list.
 */
export function testsThatMockModules(): string[] {
  return fs
    .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
