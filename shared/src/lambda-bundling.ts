/**
 * How every Lambda is bundled: the esbuild settings infra gives CDK's
 * NodejsFunction (infra/src/constructs/club-function.ts), and the settings
 * `npm run bench` bundles with to measure them (scripts/src/bench), so the two
 * cannot drift apart. Plain data: no CDK here.
 */
/**
 * Module substitutions in every bundle, as paths relative to the repository
 * root (where CDK, locally or in its Docker image, and the bench run esbuild):
 * - `jsonschema` → a validator that accepts (functions/src/lib/jsonschema-off.ts).
 *   ElectroDB checks each entity's model with it when the entity is built;
 *   the models are fixed in code and the tests build every entity with the
 *   real package, so bundles skip its 28 KiB and the check at cold start.
 */
export const LAMBDA_ALIASES: Readonly<Record<string, string>> = {
  jsonschema: './functions/src/lib/jsonschema-off.ts',
};

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
