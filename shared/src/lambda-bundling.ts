/**
 * How every Lambda is bundled: the esbuild settings infra gives CDK's
 * NodejsFunction (infra/src/constructs/club-function.ts), and the settings
 * `npm run bench` bundles with to measure them (scripts/src/bench), so the two
 * cannot drift apart. Plain data: no CDK here.
 */
/** The expression esbuild replaces with whether the bundle traces (`"true"` or `"false"`). */
export const TRACING_DEFINE = 'process.env.CLUB_TRACING';

export const LAMBDA_BUNDLING = {
  format: 'esm',
  // The Lambda runtime is nodejs24.x (infra/src/constructs/club-function.ts).
  target: 'node24',
  minify: true,
  sourceMap: true,
  // Mappings only: stack traces need no copy of the sources, and the bundle loads faster without it.
  sourcesContent: false,
  // Bundle the AWS SDK too: one pinned version, no reliance on the runtime's copy.
  externalModules: [] as string[],
  mainFields: ['module', 'main'],
  // Some dependencies still call require(); give the ESM bundle one.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  // X-Ray is a build-time switch (functions/src/platform/lib/tracing.ts): "false" lets esbuild drop the Tracer and its X-Ray SDK;
  // ClubFunction sets TRACING_DEFINE to "true" for a stage deployed with `-c tracing=true`.
  define: { [TRACING_DEFINE]: JSON.stringify('false') } as Record<string, string>,
} as const;
