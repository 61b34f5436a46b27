import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm start`, the jobs and the seed run under tsx, which compiles these files
 * without functions/tsconfig.json's JSX setting (its root config matches no
 * file), so each template names the automatic runtime itself; without it the
 * outbox consumer fails every mail with "React is not defined" there, while
 * vitest and the Lambda bundles still work.
 */
describe('mail templates', () => {
  it('each name the automatic JSX runtime on their first line', () => {
    // The layout here and every feature's mail templates (features/<feature>/mail/).
    const folder = new URL('../../..', import.meta.url).pathname;
    const templates = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.tsx') && (file.startsWith('platform/mail/') || /^features\/[^/]+\/mail\//.test(file)),
    );
    expect(templates.length).toBeGreaterThan(10);
    for (const file of templates) expect(readFileSync(join(folder, file), 'utf8').split('\n')[0], file).toBe('/** @jsxRuntime automatic */');
  });
});
