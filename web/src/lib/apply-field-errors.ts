import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { classifyError } from './error-kind';

/**
 * Puts the api's field errors on the form's fields (`rename` maps an api name to a
 * form field); answers whether the failure had any.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  rename: (field: string) => string | null = (field) => field,
): boolean {
  const fields = classifyError(error).fields ?? {};
  let any = false;
  for (const [field, message] of Object.entries(fields)) {
    const name = rename(field);
    if (!name) continue;
    setError(name as Path<T>, { message });
    any = true;
  }
  return any;
}
