import * as z from '../zod.js';

/** C0 controls (line breaks and tabs among them), DEL and the C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/**
 * The bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069):
 * they reorder what follows, so 'invoice\u202Efdp.exe' shows as 'invoiceexe.pdf'.
 * The marks U+200E and U+200F only hint a direction and stay allowed.
 */
const DIRECTION = /[\u202A-\u202E\u2066-\u2069]/;

/** Why `value` cannot stand in a one-line field, or undefined when it can. */
export function singleLineIssue(value: string): 'control' | 'direction' | undefined {
  if (CONTROL.test(value)) return 'control';
  if (DIRECTION.test(value)) return 'direction';
  return undefined;
}

/** A refinement refusing what `issueOf` finds, its message naming the field and why. */
export const textCheck = (field: string, issueOf: (value: string) => 'control' | 'direction' | undefined, controlMessage: string) =>
  z.superRefine((value: string, ctx) => {
    const issue = issueOf(value);
    if (!issue) return;
    ctx.addIssue({
      code: 'custom',
      input: value,
      message: issue === 'control' ? `${field} ${controlMessage}` : `${field} must not contain text-direction controls (U+202A–U+202E, U+2066–U+2069)`,
    });
  });

/**
 * The check every one-line text field carries (names, titles, places, file
 * names, links): no control character (no line break or tab either) and no
 * bidi override, embedding or isolate. The message names the field and why.
 */
export const singleLine = (field: string) => textCheck(field, singleLineIssue, 'must be one line without control characters');

/** A one-line text field: trimmed, at most `max` characters, `singleLine`. Each field wraps it in its own required, optional or blank handling. */
export const lineText = (field: string, max: number) =>
  z.string({ error: `${field} must be text` }).check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`), singleLine(field));
