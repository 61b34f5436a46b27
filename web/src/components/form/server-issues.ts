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

/** The API's reason for a refusal (a 409's, a 403's message), or a plain retry line. */
export const apiReason = (error: unknown): string => (error instanceof ApiError ? error.body?.message : undefined) ?? 'Please try again.';

/**
 * A form write's `failure` (`useRouteWrite`): a 400 with field issues is shown
 * under the fields (`applyServerIssues`), so no toast; anything else toasts the API's reason.
 */
export const formFailure = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 400 && error.body?.issues?.length ? undefined : apiReason(error);
