/**
 * How every Lambda is bundled: the esbuild settings infra gives CDK's
 * NodejsFunction (infra/src/constructs/club-function.ts), and the settings
 * `npm run bench` bundles with to measure them (scripts/src/bench), so the two
 * cannot drift apart. Plain data: no CDK here.
 */
/**
 * Module substitutions in every bundle, as paths relative to the repository
 * root (where CDK, locally or in its Docker image, and the bench run esbuild):
 * - `electrodb` → electro-lite (functions/src/db/electro-lite): the subset of
 *   ElectroDB's runtime the data layer uses, as tree-shakable ESM (~45 KiB
 *   where ElectroDB is ~191 KiB of CommonJS that also requires every
 *   document-client command). It sends the same requests and returns the same
 *   results (electro-lite/equivalence.test.ts compares both on every entity);
 *   the functions and scripts test suites run on it too (their vitest configs
 *   alias it the same way), so tests exercise what deploys.
 */
export const LAMBDA_ALIASES: Readonly<Record<string, string>> = {
  electrodb: './functions/src/db/electro-lite/index.ts',
};

/** The same substitutions for vitest's `resolve.alias` (exact module names, so `electrodb/index.js` still reaches the real package). */
export const testAliases = (repoRoot: string) =>
  Object.entries(LAMBDA_ALIASES).map(([from, to]) => ({ find: new RegExp(`^${from}$`), replacement: `${repoRoot}/${to.replace(/^\.\//, '')}` }));

export const LAMBDA_BUNDLING = {
  format: 'esm',
  target: 'node22',
  minify: true,
  sourceMap: true,
  // Mappings only: stack traces need no copy of the sources, and the bundle loads faster without it.
  sourcesContent: false,
  // Bundle the AWS SDK too: one pinned version, no reliance on the runtime's copy.
  externalModules: [] as string[],
  mainFields: ['module', 'main'],
  // Some dependencies still call require(); give the ESM bundle one.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  // CDK passes each as `--alias:from=to`; the bench gives LAMBDA_ALIASES to esbuild's `alias`.
  esbuildArgs: { '--alias': Object.entries(LAMBDA_ALIASES).map(([from, to]) => `${from}=${to}`) },
} as const;
