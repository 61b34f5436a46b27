import { built, onFirstUse } from '../lazy.js';
import type * as z from '../zod.js';

/*
 * A resource's own fields, defined once: each field's `input` schema checks
 * what a form sends (messages name the field), its `answer` schema reads the
 * same value as the API answers it, unchecked so a stored value always reads
 * (a rule added later never turns a read into a 500). The request body, the
 * response, the stored entity's attributes and the web form's values follow
 * from one such list; each resource proves both sides have the same type
 * (`Checked<FieldsInput<D>, Same<FieldsInput<D>, FieldsAnswer<D>>>`).
 */

interface FieldDef {
  input: z.ZodMiniType;
  answer: z.ZodMiniType;
}
type FieldDefs = Record<string, FieldDef>;

/**
 * One field: what the form sends (`input`) and what the API answers
 * (`answer`), each built on first use, so a route that only answers never
 * builds the form's checks.
 */
export const fieldDef = <In extends z.ZodMiniType, Out extends z.ZodMiniType>(input: () => In, answer: () => Out) => ({
  input: onFirstUse(input),
  answer: onFirstUse(answer),
});

/**
 * One side of every field: `{ title: <its input schema>, ... }` or the answers'. Called inside a schema's own build,
 * so each field's schema is built then, and the side holds it rather than its stand-in (no Proxy trap per field parsed).
 */
export const sideOf = <Defs extends FieldDefs, Side extends keyof FieldDef>(defs: Defs, side: Side) =>
  Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, built(def[side])])) as { [F in keyof Defs]: Defs[F][Side] };

type Side<Defs extends FieldDefs, S extends keyof FieldDef> = z.output<z.ZodMiniObject<{ [F in keyof Defs]: Defs[F][S] }>>;
/** The fields as the body parses them (defaults applied). */
export type FieldsInput<Defs extends FieldDefs> = Side<Defs, 'input'>;
/** The fields as the answer reads them. */
export type FieldsAnswer<Defs extends FieldDefs> = Side<Defs, 'answer'>;

/** Every field's name, as a `z.pick` mask (or `pickFields`'s): the fields to copy from a parsed body or a stored item. */
export const maskOf = <Defs extends FieldDefs>(defs: Defs) => Object.fromEntries(Object.keys(defs).map((name) => [name, true])) as { [F in keyof Defs]: true };
