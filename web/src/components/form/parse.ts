/** Items of a comma-separated input (tags, certifications, HS codes): trimmed, empty items dropped. */
export const commaList = (input: string): string[] =>
  input
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** An optional text input as the API takes it: trimmed, or left out when blank. */
export const optionalText = (value: string): string | undefined => value.trim() || undefined;

/** The values with the named optional text fields trimmed, or left out when blank. */
export function leaveOutBlank<T extends Record<string, unknown>, K extends keyof T & string>(values: T, keys: K[]): Omit<T, K> & Partial<Record<K, string>> {
  const body: Record<string, unknown> = { ...values };
  for (const key of keys) body[key] = optionalText(String(values[key] ?? ''));
  return body as Omit<T, K> & Partial<Record<K, string>>;
}
