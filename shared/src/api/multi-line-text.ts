import * as z from '../zod.js';
import { singleLineIssue, textCheck } from './text.js';

// Apart from text.ts: only messages take multi-line text with these checks, so the other routes' shared chunk stays without it.

/** Why `value` cannot stand in a multi-line text (messages): line breaks and tabs are kept; other controls and bidi overrides are refused. */
export function multiLineIssue(value: string): 'control' | 'direction' | undefined {
  return singleLineIssue(value.replace(/\r?\n|\t/g, ' '));
}

/** A multi-line text field: trimmed, 1 to `max` characters, line breaks kept, no other control character and no bidi override. */
export const multiLineText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(
      z.trim(),
      z.minLength(1, `${field} is required`),
      z.maxLength(max, `${field} must be at most ${max} characters`),
      textCheck(field, multiLineIssue, 'must not contain control characters other than line breaks'),
    );
