// The one place a 400 answer's field errors (`errors: [{ path, message }]`, the API's error body)
// reach a react-hook-form form: each beside its field, when the form has that field.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from 'shared-auth';

/**
 * Puts the server's field errors of `error` on the form's fields named in `fields`; returns how
 * many it placed (0: show the answer's message as the form's own error instead).
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): number {
  if (!(error instanceof ApiError)) return 0;
  const list = (error.body as { errors?: Array<{ path?: string; message?: string }> } | undefined)?.errors ?? [];
  let placed = 0;
  for (const { path, message } of list) {
    if (!path || !message || !fields.includes(path)) continue;
    setError(path as Path<T>, { type: 'server', message });
    placed += 1;
  }
  return placed;
}
