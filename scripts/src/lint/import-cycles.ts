import { readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * `npm run lint` beside ESLint: rejects import cycles in functions/src (its
 * non-test modules), between modules and between domain features
 * (functions/src/domain/<name>/). Only imports that load at run time count
 * (`import type` is erased). Exits 1 and prints each cycle found.
 */
const source = resolve(import.meta.dirname, '../../../functions/src');
const domain = resolve(source, 'domain');

const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** Relative modules a file loads at run time. */
function runtimeImports(file: string): string[] {
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return tree.statements
    .flatMap((statement) => {
      if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
        const bindings = statement.importClause?.namedBindings;
        // `import { type A, type B }` is erased too.
        if (!statement.importClause?.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length && bindings.elements.every((e) => e.isTypeOnly)) return [];
        return [statement.moduleSpecifier];
      }
      if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) return [statement.moduleSpecifier];
      return [];
    })
    .filter(ts.isStringLiteral)
    .map((specifier) => specifier.text)
    .filter((text) => text.startsWith('.'))
    .map((text) => resolve(dirname(file), text.replace(/\.js$/, '.ts')));
}

/** Strongly connected components of more than one node (or a node importing itself): Tarjan's algorithm. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const files = modules(source);
const moduleGraph = new Map(files.map((file) => [file, new Set(runtimeImports(file))]));
const featureOf = (file: string) => {
  const path = relative(domain, file).split(sep);
  return path.length > 1 && !path[0]!.startsWith('..') ? path[0] : undefined;
};
const featureGraph = new Map<string, Set<string>>();
for (const [file, imports] of moduleGraph) {
  const from = featureOf(file);
  if (!from) continue;
  const edges = featureGraph.get(from) ?? new Set<string>();
  featureGraph.set(from, edges);
  for (const target of imports) {
    const to = featureOf(target);
    if (to && to !== from) edges.add(to);
  }
}

const problems = [
  ...cycles(moduleGraph).map((component) => `module cycle: ${component.map((file) => relative(source, file)).join(' ↔ ')}`),
  ...cycles(featureGraph).map((component) => `domain feature cycle: ${component.join(' ↔ ')}`),
];
for (const problem of problems) console.error(problem);
if (problems.length) process.exitCode = 1;
