/**
 * A percent-encoded value decoded, or undefined when its encoding is malformed
 * (`%`, `%E0%A4%A`): client input, so never an exception.
 */
export function decodeOrUndefined(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
