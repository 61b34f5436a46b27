/**
 * X-Ray for a stage deployed with `-c tracing=true`: Powertools Tracer records
 * each AWS SDK call of the clients passed through `traced` as a subsegment of
 * the function's trace (Lambda active tracing opens it). The switch is made at
 * build time: esbuild replaces `process.env.CLUB_TRACING` (TRACING_DEFINE in
 * shared/src/lambda-bundling.ts) with "false" unless the stage traces, so the
 * branch below folds away and the Tracer with the X-Ray SDK (~127 KiB) never
 * enters the bundle. Unbundled (tsx, vitest) the variable is unset: no tracing.
 */
const tracer = process.env.CLUB_TRACING === 'true' ? new (await import('@aws-lambda-powertools/tracer')).Tracer() : undefined;

/** The client as given, or with its calls traced when the bundle traces. */
export const traced = <Client>(client: Client): Client => (tracer ? tracer.captureAWSv3Client(client) : client);
