import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** The import graph the lint scripts read: source modules (tests left out) and the relative imports of each. */
export const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/**
 * Relative modules a file imports: static imports and re-exports (types too: a cycle of types is still two
 * modules that cannot be read apart) and lazy `import()`s (a lazy chunk importing its importer is a cycle).
 */
export function imports(file: string): string[] {
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || (ts.isExportDeclaration(node) && node.moduleSpecifier)) specifiers.push(node.moduleSpecifier!);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) specifiers.push(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return specifiers
    .filter(ts.isStringLiteral)
    .map((specifier) => specifier.text)
    .filter((text) => text.startsWith('.'))
    .map((text) => resolveModule(resolve(dirname(file), text)));
}

/** The file a relative specifier names: `./x.js` is `x.ts` or `x.tsx`; `./dir` is its index. */
function resolveModule(path: string): string {
  const stem = path.replace(/\.jsx?$/, '');
  const candidates = [`${stem}.ts`, `${stem}.tsx`, path, `${path}/index.ts`, `${path}/index.tsx`];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? path;
}

/** Strongly connected components of more than one node (or a node importing itself): Tarjan's algorithm. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
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

/** The import cycles between the source modules under `sources` (each cycle's files, sorted). */
export const moduleCycles = (sources: string[]): string[][] => cycles(new Map(sources.flatMap(modules).map((file) => [file, new Set(imports(file))])));
