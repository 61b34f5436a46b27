import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Puts the API's 400 `issues` (`{ path: ['body', field, ...], message }`) under
 * their fields, the first issue of each field, with the field's fixed message
 * when it has one. Returns whether any issue found a field; anything else
 * (another status, no issues) is left to the mutation's failure toast.
 */
export function applyServerIssues<TForm extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TForm>,
  messages: Partial<Record<string, string>> = {},
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const fields = new Set<string>();
  for (const issue of error.body?.issues ?? []) {
    const [where, field] = issue.path;
    if (where !== 'body' || typeof field !== 'string' || fields.has(field)) continue;
    setError(field as Path<TForm>, { type: 'server', message: messages[field] ?? issue.message }, { shouldFocus: fields.size === 0 });
    fields.add(field);
  }
  return fields.size > 0;
}
