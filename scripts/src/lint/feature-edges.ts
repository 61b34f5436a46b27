import { relative, sep } from 'node:path';
import { cycles, imports, modules } from './module-graph.js';

type Zone = { kind: 'platform' } | { kind: 'feature'; name: string; part: string; file: string } | { kind: 'other' };

/** Where a server file sits: platform/, a feature (its name, its first folder or file, its path inside), or elsewhere. */
function zoneOf(source: string, file: string): Zone {
  const path = relative(source, file).split(sep);
  if (path[0] === 'platform') return { kind: 'platform' };
  if (path[0] === 'features' && path.length > 2) return { kind: 'feature', name: path[1]!, part: path[2]!, file: path.slice(2).join('/') };
  return { kind: 'other' };
}
const isIndex = (zone: Zone) => zone.kind === 'feature' && /^index\.tsx?$/.test(zone.file);

/**
 * The server's feature edges under `source` (functions/src): every import that crosses one (`from → to`,
 * relative to `source`), and the features' import cycles through their index files (handlers and jobs,
 * which nothing imports, left out).
 */
export function featureEdges(source: string): { crossings: Set<string>; featureCycles: string[][] } {
  const crossings = new Set<string>();
  const featureGraph = new Map<string, Set<string>>();
  for (const file of modules(source)) {
    const from = zoneOf(source, file);
    for (const target of imports(file)) {
      if (!target.startsWith(source + sep)) continue;
      const to = zoneOf(source, target);
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
  return { crossings, featureCycles: cycles(featureGraph) };
}

/** What lint reports: crossings not in the baseline, baseline lines that are gone, and feature cycles. */
export function edgeProblems({ crossings, featureCycles }: ReturnType<typeof featureEdges>, baseline: ReadonlySet<string>): string[] {
  return [
    ...[...crossings]
      .filter((edge) => !baseline.has(edge))
      .map((edge) => `crosses a feature's edge: ${edge} (import the feature's index.ts; platform/ imports no feature)`),
    ...[...baseline].filter((edge) => !crossings.has(edge)).map((edge) => `gone, remove it from feature-boundaries-baseline.json: ${edge}`),
    ...featureCycles.map((component) => `feature cycle: ${component.join(' ↔ ')}`),
  ];
}
