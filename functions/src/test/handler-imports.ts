import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import type { RouteId } from '@club/shared';
import { handlerFiles } from '../handlers.js';

/*
 * Which handlers reach a module at run time, by walking their relative
 * imports: the asset tests check `handlerAssets` lists exactly the handlers
 * whose loader reads a file from beside the bundle.
 */

const functionsRoot = resolve(import.meta.dirname, '../..');

/** Relative modules a file loads at run time (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .flatMap((statement) => {
      if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) return [statement.moduleSpecifier];
      if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) return [statement.moduleSpecifier];
      return [];
    })
    .filter(ts.isStringLiteral)
    .map((specifier) => specifier.text)
    .filter((text) => text.startsWith('.'))
    .map((text) => resolve(dirname(file), text.replace(/\.js$/, '.ts')));
}

function loads(handlerFile: string, target: string): boolean {
  const seen = new Set<string>();
  const pending = [resolve(functionsRoot, handlerFile)];
  while (pending.length) {
    const file = pending.pop()!;
    if (file === target) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...runtimeImports(file));
  }
  return false;
}

/** The routes whose handler loads `module` (an absolute .ts path), sorted. */
export const handlersLoading = (module: string): RouteId[] => (Object.keys(handlerFiles) as RouteId[]).filter((id) => loads(handlerFiles[id], module)).sort();

/** Where a `handlerAssets` entry (relative to functions/) is. */
export const assetPath = (file: string): string => resolve(functionsRoot, file);
