import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { RouteId } from '@club/shared';
import { handlerAssets, handlerFiles } from '../../../handlers.js';
import { HS_CATALOGUE_FILE } from './load.js';

const functionsRoot = resolve(import.meta.dirname, '../../../..');
const loader = resolve(import.meta.dirname, 'load.ts');

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

describe('the HS catalogue as a Lambda asset', () => {
  it('is listed in handlerAssets for exactly the handlers that load it, and exists beside its loader', () => {
    const needing = (Object.keys(handlerFiles) as RouteId[]).filter((id) => loads(handlerFiles[id], loader)).sort();
    const listed = (Object.keys(handlerAssets) as RouteId[]).filter((id) => handlerAssets[id]?.some((file) => file.endsWith(HS_CATALOGUE_FILE))).sort();
    expect(listed).toEqual(needing);
    for (const files of Object.values(handlerAssets)) {
      for (const file of files ?? []) expect(existsSync(resolve(functionsRoot, file)), file).toBe(true);
    }
    expect(existsSync(resolve(import.meta.dirname, HS_CATALOGUE_FILE))).toBe(true);
  });
});
