import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The first message in a field's error, however deep the schema put it (`tags.3` → under `tags`). */
export function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const nested = messageOf(value);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * One error per top-level field: the forms are flat (a comma-separated input is
 * one field), so an issue on `tags.3` shows under Tags, with the field's fixed
 * message when it has one.
 */
export function flattenErrors(errors: FieldErrors, messages: Partial<Record<string, string>> = {}): FieldErrors {
  const flat: FieldErrors = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = messages[name] ?? messageOf(error);
    if (message) flat[name] = { type: 'validation', message };
  }
  return flat;
}

/** The props an Amplify field shows its error with. */
export interface ErrorProps {
  hasError: boolean;
  errorMessage?: string;
}

/** `hasError` and `errorMessage` for one field from react-hook-form's errors. */
export function errorProps<TForm extends FieldValues>(errors: FieldErrors<TForm>, name: string): ErrorProps {
  const errorMessage = messageOf((errors as Record<string, unknown>)[name]);
  return { hasError: Boolean(errorMessage), errorMessage };
}

/** Every field message once, in field order (a summary where a field is not on screen, as in the plan wizard). */
export const errorMessages = (errors: FieldErrors): string[] => [
  ...new Set(
    Object.entries(errors)
      .filter(([name]) => name !== 'root')
      .map(([, error]) => messageOf(error))
      .filter((message): message is string => Boolean(message)),
  ),
];
