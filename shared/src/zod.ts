/**
 * The zod every schema is built with: `zod/mini` (the functional, tree-shakable
 * API; classic's method chains pull all of zod into every bundle) configured with
 * zod's English messages, which classic sets by default and mini does not.
 * Import it as `import * as z from '<path>/zod.js'` (or '@club/shared/zod'), never
 * 'zod' or 'zod/mini' directly, so the locale is set wherever a schema parses (API
 * 400s and forms show these messages). A namespace import keeps tree-shaking (a
 * re-exported `z` object would pull in all of zod/mini and every locale); the file
 * is listed under "sideEffects" in package.json so bundlers keep the config call.
 */
// eslint-disable-next-line no-restricted-imports -- the one place zod is imported
import * as z from 'zod/mini';
// eslint-disable-next-line no-restricted-imports -- the one place zod is imported
import en from 'zod/v4/locales/en.js';

z.config(en());

// eslint-disable-next-line no-restricted-imports -- the one place zod is imported
export * from 'zod/mini';

/** Classic's `z.preprocess` type: the key's optionality follows the inner schema (mini's `pipe` takes the transform's). */
export interface ZodMiniPreprocess<B extends z.core.SomeType = z.core.$ZodType, I = unknown>
  extends z.ZodMiniPipe<z.core.$ZodTransform<unknown, I>, B>,
    z.core.$ZodPreprocess<B, I> {
  _zod: z.core.$ZodPreprocessInternals<B, I>;
  def: z.core.$ZodPreprocessDef<B, I>;
}

/**
 * Classic's `z.preprocess(fn, schema)` (which mini lacks): `fn` runs on the raw
 * input, then `schema` parses its result. The same pipe classic builds.
 */
export const preprocess = <A, U extends z.core.SomeType, B = unknown>(fn: (arg: B, ctx: z.core.ParsePayload) => A, schema: U): ZodMiniPreprocess<U, B> =>
  z.pipe(z.transform(fn as (arg: unknown, ctx: z.core.ParsePayload) => unknown), schema as unknown as z.core.$ZodType) as unknown as ZodMiniPreprocess<U, B>;
