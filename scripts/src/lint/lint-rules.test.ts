import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.js';
import { edgeProblems, featureEdges } from './feature-edges.js';
import { moduleCycles } from './module-graph.js';

/** A throwaway source tree: path → contents. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'lint-rules-'));
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents);
  }
  return root;
}

describe("the server's feature edges", () => {
  const server = {
    'features/members/index.ts': "export { memberName } from './names.js';\n",
    'features/members/names.ts': "import { members } from './entities/member.js';\nexport const memberName = () => members;\n",
    'features/members/entities/member.ts': 'export const members = 1;\n',
    'features/members/data.ts': 'export const memberData = () => 1;\n',
    'features/forums/authors.ts': "import { memberName } from '../members/index.js';\nexport const author = memberName;\n",
    'platform/db/table.ts': 'export const table = 1;\n',
  };

  it('passes imports through a feature index and within a feature', () => {
    const edges = featureEdges(tree(server));
    expect(edgeProblems(edges, new Set())).toEqual([]);
  });

  it("refuses another feature's entity, data access and handlers, and platform → feature", () => {
    const source = tree({
      ...server,
      'features/forums/posts.ts':
        "import { members } from '../members/entities/member.js';\nimport { memberData } from '../members/data.js';\nexport const p = [members, memberData];\n",
      'features/forums/http/list.ts': "import { handler } from '../../members/http/get.js';\nexport const h = handler;\n",
      'features/members/http/get.ts': 'export const handler = 1;\n',
      'platform/db/pages.ts': "import { members } from '../../features/members/entities/member.js';\nexport const x = members;\n",
    });
    expect(edgeProblems(featureEdges(source), new Set()).sort()).toEqual(
      [
        "crosses a feature's edge: features/forums/http/list.ts → features/members/http/get.ts (import the feature's index.ts; platform/ imports no feature)",
        "crosses a feature's edge: features/forums/posts.ts → features/members/data.ts (import the feature's index.ts; platform/ imports no feature)",
        "crosses a feature's edge: features/forums/posts.ts → features/members/entities/member.ts (import the feature's index.ts; platform/ imports no feature)",
        "crosses a feature's edge: platform/db/pages.ts → features/members/entities/member.ts (import the feature's index.ts; platform/ imports no feature)",
      ].sort(),
    );
  });

  it('lets the baseline only shrink: a listed crossing passes, a listed one that is gone fails', () => {
    const source = tree({ ...server, 'features/forums/posts.ts': "import { memberData } from '../members/data.js';\nexport const p = memberData;\n" });
    const listed = 'features/forums/posts.ts → features/members/data.ts';
    expect(edgeProblems(featureEdges(source), new Set([listed]))).toEqual([]);
    expect(edgeProblems(featureEdges(tree(server)), new Set([listed]))).toEqual([`gone, remove it from feature-boundaries-baseline.json: ${listed}`]);
  });

  it('refuses features importing each other in a circle, even through their index files', () => {
    const source = tree({
      ...server,
      'features/members/index.ts': "export { memberName } from './names.js';\nexport { postCount } from './posts.js';\n",
      'features/members/posts.ts': "import { author } from '../forums/index.js';\nexport const postCount = author;\n",
      'features/forums/index.ts': "export { author } from './authors.js';\n",
    });
    expect(edgeProblems(featureEdges(source), new Set())).toEqual(['feature cycle: forums ↔ members']);
  });
});

describe('the cycle check', () => {
  it('finds a cycle through a lazy import() and one of types only, in any workspace', () => {
    const root = tree({
      'web/src/deal.tsx': "const Form = () => import('./form');\nexport const deal = Form;\n",
      'web/src/form.tsx': "import { deal } from './deal';\nexport const form = deal;\n",
      'scripts/src/idp/index.ts': "import type { Account } from './accounts.js';\nexport type Idp = Account;\n",
      'scripts/src/idp/accounts.ts': "import type { Idp } from './index.js';\nexport type Account = Idp | string;\n",
      'scripts/src/idp/alone.ts': "import type { Account } from './accounts.js';\nexport type Alone = Account;\n",
    });
    const found = moduleCycles([join(root, 'web/src'), join(root, 'scripts/src')]).map((cycle) => cycle.map((file) => relative(root, file)));
    expect(found.sort()).toEqual([
      ['scripts/src/idp/accounts.ts', 'scripts/src/idp/index.ts'],
      ['web/src/deal.tsx', 'web/src/form.tsx'],
    ]);
  });
});

describe('the format check', () => {
  const biome = (file: string) =>
    spawnSync(join(repoRoot, 'node_modules/.bin/biome'), ['format', '--config-path', join(repoRoot, 'biome.json'), file], { encoding: 'utf8' });

  it('fails on a file not in the house format and passes the same code formatted', () => {
    const root = tree({ 'bad.ts': 'const answer = "double quotes"\nexport { answer }\n', 'good.ts': "const answer = 'single quotes';\nexport { answer };\n" });
    const bad = biome(join(root, 'bad.ts'));
    expect(bad.status).toBe(1);
    expect(bad.stdout + bad.stderr).toContain('Formatter would have printed');
    expect(biome(join(root, 'good.ts')).status).toBe(0);
  });
});
