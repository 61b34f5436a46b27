import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (in ESM there is no __dirname). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const functionsDir = path.join(repoRoot, 'functions');
