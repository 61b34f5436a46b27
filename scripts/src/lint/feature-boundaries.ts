import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { cycles, imports, modules } from './module-graph.js';

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
const source = resolve(repo, 'functions/src');
const baselineFile = resolve(import.meta.dirname, 'feature-boundaries-baseline.json');

type Zone = { kind: 'platform' } | { kind: 'feature'; name: string; part: string; file: string } | { kind: 'other' };
function zoneOf(file: string): Zone {
  const path = relative(source, file).split(sep);
  if (path[0] === 'platform') return { kind: 'platform' };
  if (path[0] === 'features' && path.length > 2) return { kind: 'feature', name: path[1]!, part: path[2]!, file: path.slice(2).join('/') };
  return { kind: 'other' };
}
const isIndex = (zone: Zone) => zone.kind === 'feature' && /^index\.tsx?$/.test(zone.file);

const crossings = new Set<string>();
const featureGraph = new Map<string, Set<string>>();
for (const file of modules(source)) {
  const from = zoneOf(file);
  for (const target of imports(file)) {
    if (!target.startsWith(source + sep)) continue;
    const to = zoneOf(target);
    const edge = `${relative(source, file)} → ${relative(source, target)}`;
    if (from.kind === 'platform' && to.kind !== 'platform') crossings.add(edge);
    if (from.kind !== 'feature' || to.kind !== 'feature' || from.name === to.name) continue;
    if (!isIndex(to)) {
      crossings.add(edge);
      continue;
    }
    if (from.part === 'http' || from.part === 'jobs') continue;
    const edges = featureGraph.get(from.name) ?? new Set<string>();
    featureGraph.set(from.name, edges.add(to.name));
  }
}

if (process.argv.includes('--update')) {
  writeFileSync(baselineFile, `${JSON.stringify([...crossings].sort(), null, 2)}\n`);
  console.log(`feature-boundaries: ${crossings.size} crossings written to the baseline`);
} else {
  const baseline = new Set<string>(JSON.parse(readFileSync(baselineFile, 'utf8')) as string[]);
  const problems = [
    ...[...crossings]
      .filter((edge) => !baseline.has(edge))
      .map((edge) => `crosses a feature's edge: ${edge} (import the feature's index.ts; platform/ imports no feature)`),
    ...[...baseline].filter((edge) => !crossings.has(edge)).map((edge) => `gone, remove it from feature-boundaries-baseline.json: ${edge}`),
    ...cycles(featureGraph).map((component) => `feature cycle: ${component.join(' ↔ ')}`),
  ];
  for (const problem of problems) console.error(problem);
  console.log(`feature-boundaries: ${crossings.size} crossings left in the baseline`);
  if (problems.length) process.exitCode = 1;
}
