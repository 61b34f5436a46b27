import { relative, resolve } from 'node:path';
import { moduleCycles } from './module-graph.js';

/**
 * `npm run lint` beside ESLint: rejects import cycles between the modules of
 * every workspace (tests left out). Cycles between server features are
 * feature-boundaries.ts's. Exits 1 and prints each cycle found.
 */
const repo = resolve(import.meta.dirname, '../../..');
const sources = ['shared/src', 'functions/src', 'web/src', 'scripts/src', 'scripts/e2e', 'infra/src'].map((dir) => resolve(repo, dir));

const problems = moduleCycles(sources).map((component) => `module cycle: ${component.map((file) => relative(repo, file)).join(' ↔ ')}`);
for (const problem of problems) console.error(problem);
if (problems.length) process.exitCode = 1;
