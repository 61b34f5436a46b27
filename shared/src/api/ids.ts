import * as z from '../zod.js';

/** The longest id a client may send; generated ids (UUIDs, `co-...` slugs) are far shorter. */
export const ID_MAX_LENGTH = 100;

/**
 * Every id a client sends (body, path parameter, query): required, at most
 * ID_MAX_LENGTH characters of letters, digits and `. _ : -`. The bound keeps a
 * key far inside DynamoDB's limits, so a huge or odd id is a 400 naming the
 * field, never a key-size error (500).
 */
export const idSchema = (field: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${field} is required`),
      z.maxLength(ID_MAX_LENGTH, `${field} must be at most ${ID_MAX_LENGTH} characters`),
      z.regex(/^[A-Za-z0-9._:-]+$/, `${field} is not a valid id`),
    );
