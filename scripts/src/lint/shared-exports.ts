import { readFileSync, readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * `npm run lint` beside knip: reports exports of shared/src that nothing uses.
 * knip counts every name `shared/src/index.ts` re-exports with `export *` as
 * the package's public API, so it never reports them; shared is private to
 * this repository, so a name no workspace imports is dead code. A name counts
 * as used when any file (tests included) imports it from `@club/shared…` or,
 * inside shared, from a relative path, or when its own module uses it.
 * Exits 1 and prints each unused export.
 */
const root = resolve(import.meta.dirname, '../../..');
const shared = resolve(root, 'shared/src');
const workspaces = ['shared/src', 'functions/src', 'web/src', 'scripts/src', 'scripts/e2e', 'infra/src'].map((dir) => resolve(root, dir));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

const importsShared = (file: string, specifier: string) =>
  specifier.startsWith('@club/shared') || (file.startsWith(shared) && specifier.startsWith('.'));

/** Names imported (or re-exported by name) from shared anywhere. */
const used = new Set<string>();
for (const file of workspaces.flatMap(sources)) {
  for (const statement of parse(file).statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !importsShared(file, specifier.text)) continue;
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
      for (const element of bindings.elements) used.add((element.propertyName ?? element.name).text);
    }
  }
}

/** Exported declarations of one module, with how often each name occurs in it. */
function exportsOf(tree: ts.SourceFile): { name: string; line: number }[] {
  const names: { name: string; node: ts.Node }[] = [];
  for (const statement of tree.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push({ name: declaration.name.text, node: declaration });
      }
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name
    ) {
      names.push({ name: statement.name.text, node: statement });
    }
  }
  return names.map(({ name, node }) => ({ name, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1 }));
}

function usedInOwnModule(tree: ts.SourceFile, name: string): boolean {
  let count = 0;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === name) count++;
    if (count < 2) ts.forEachChild(node, visit);
  };
  visit(tree);
  return count > 1;
}

const unused = sources(shared)
  .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('/index.ts') && !file.endsWith('/zod.ts'))
  .flatMap((file) => {
    const tree = parse(file);
    return exportsOf(tree)
      .filter(({ name }) => !used.has(name) && !usedInOwnModule(tree, name))
      .map(({ name, line }) => `${relative(root, file)}:${line}  ${name}`);
  });

if (unused.length) {
  console.error(`Exports of shared/ that nothing uses (${unused.length}):\n${unused.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
