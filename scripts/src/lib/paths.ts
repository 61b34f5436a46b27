import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root and the git-ignored folder for local state. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const localDir = path.join(repoRoot, '.local');
export const webDist = path.join(repoRoot, 'web', 'dist');
