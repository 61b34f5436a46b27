import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as toolboxEntity from 'dynamodb-toolbox/entity';
import { handlerFiles } from '../handlers.js';

/** Entity names in the order dynamodb-toolbox built them (`new Entity` counted through a mock). */
const built = vi.hoisted(() => [] as string[]);

vi.mock('dynamodb-toolbox/entity', async (importOriginal) => {
  const actual = await importOriginal<typeof toolboxEntity>();
  class CountingEntity extends actual.Entity {
    constructor(options: any) {
      super(options);
      built.push(options.name as string);
    }
  }
  return { ...actual, Entity: CountingEntity };
});

describe('per-feature data modules', () => {
  beforeEach(() => {
    built.length = 0;
  });

  it('build no entity when a handler module, its domain code and every data module are imported', async () => {
    await import('../features/forums/http/get-post.js');
    await import('../features/room-nights/http/request-room-night.js');
    await import('./all-data.js');

    expect(built).toEqual([]);
  });

  it("build only the entities a caller reads, once each, and none of another feature's", async () => {
    const { forumData } = await import('../features/forums/data.js');
    const { roomNightData } = await import('../features/room-nights/data.js');

    const { posts } = forumData();
    expect(built).toEqual(['post']);

    const again = forumData();
    expect(again.posts).toBe(posts);
    void again.postInterests;
    expect(built).toEqual(['post', 'postInterest']);

    void roomNightData().roomNights;
    expect(built).toEqual(['post', 'postInterest', 'roomNight']);
  });
});

const functionsRoot = resolve(import.meta.dirname, '../..');
/** Entity modules live in an entities/ folder: each feature's, platform/db's and platform/mail's. */
const isEntityFile = (file: string) => basename(dirname(file)) === 'entities' && file.endsWith('.ts') && !file.endsWith('.test.ts');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(resolve(dir, entry.name)) : [resolve(dir, entry.name)]));

/**
 * Each module parsed once for the whole file: ~270 handler graphs share most of their modules, and parsing them again
 * per graph and per test was nearly all of this file's time.
 */
const parsed = new Map<string, ts.SourceFile>();
const sourceOf = (file: string) => {
  let source = parsed.get(file);
  if (!source) parsed.set(file, (source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)));
  return source;
};

/** Relative modules a file loads at run time (`import type` is erased, so it does not count). */
function runtimeImports(file: string): string[] {
  const source = sourceOf(file);
  const specifiers = source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) return [statement.moduleSpecifier];
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) return [statement.moduleSpecifier];
    return [];
  });
  return specifiers
    .filter(ts.isStringLiteral)
    .map((specifier) => specifier.text)
    .filter((text) => text.startsWith('.'))
    .map((text) => resolve(dirname(file), text.replace(/\.js$/, '.ts')));
}

/** Every functions/ module a handler file loads, transitively. */
function importGraph(handlerFile: string): Set<string> {
  const seen = new Set<string>();
  const pending = [resolve(functionsRoot, handlerFile)];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...runtimeImports(file));
  }
  return seen;
}

/** Names a file imports at run time from the shared package's index (`import type` and `type x` are erased). */
function sharedRuntimeNames(file: string): string[] {
  const source = sourceOf(file);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) return [];
    if (!ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== '@club/shared') return [];
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) return [];
    if (ts.isNamespaceImport(bindings)) return ['*'];
    return bindings.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text);
  });
}

const entityFilesIn = (graph: Set<string>) => [...graph].filter(isEntityFile).map((file) => basename(file));

describe('handler import graphs', () => {
  const allEntityFiles = filesUnder(resolve(functionsRoot, 'src')).filter(isEntityFile);

  it.each(Object.entries(handlerFiles))('%s never loads the all-entities db/index.ts', (_, file) => {
    const graph = importGraph(file);
    expect([...graph].map((f) => relative(functionsRoot, f))).not.toContain('src/test/all-data.ts');
    expect(entityFilesIn(graph).length).toBeLessThan(allEntityFiles.length);
  });

  // The whole route table builds every feature's schemas (~76 KiB of a bundle): a handler takes its feature's group.
  it.each(Object.entries(handlerFiles))('%s takes its route from its feature group, never the whole route table', (_, file) => {
    const offenders = [...importGraph(file)].filter((f) => sharedRuntimeNames(f).some((name) => name === 'routes' || name === '*'));
    expect(offenders.map((f) => relative(functionsRoot, f))).toEqual([]);
  });

  it("keeps other features' entities out of a room-night handler", () => {
    const entities = entityFilesIn(importGraph(handlerFiles.requestRoomNight));

    expect(entities).toEqual(expect.arrayContaining(['room-night.ts', 'room-request.ts']));
    for (const other of ['post.ts', 'forum.ts', 'post-reply.ts', 'job.ts', 'trade-listing.ts', 'concierge-ticket.ts', 'darshan-plan.ts', 'saved-item.ts']) {
      expect(entities, other).not.toContain(other);
    }
  });
});
