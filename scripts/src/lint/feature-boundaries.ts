import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { edgeProblems, featureEdges } from './feature-edges.js';

/**
 * `npm run lint` beside ESLint: the server's feature edges (functions/src).
 * - A feature (features/<name>/) reaches another only through its index.ts: never its handlers,
 *   entities, data access or other files.
 * - platform/ imports nothing of functions/src outside platform/.
 * - Features do not import each other in a circle (handlers and jobs, which nothing imports, left out).
 * Crossings older than the rule are listed in feature-boundaries-baseline.json; the list may only
 * shrink: a new crossing fails, and so does a listed one that is gone (run with --update to rewrite it).
 */
const repo = resolve(import.meta.dirname, '../../..');
const baselineFile = resolve(import.meta.dirname, 'feature-boundaries-baseline.json');
const edges = featureEdges(resolve(repo, 'functions/src'));

if (process.argv.includes('--update')) {
  writeFileSync(baselineFile, `${JSON.stringify([...edges.crossings].sort(), null, 2)}\n`);
  console.log(`feature-boundaries: ${edges.crossings.size} crossings written to the baseline`);
} else {
  const problems = edgeProblems(edges, new Set<string>(JSON.parse(readFileSync(baselineFile, 'utf8')) as string[]));
  for (const problem of problems) console.error(problem);
  console.log(`feature-boundaries: ${edges.crossings.size} crossings left in the baseline`);
  if (problems.length) process.exitCode = 1;
}
