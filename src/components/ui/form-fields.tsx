import { useId } from 'react';

/**
 * Ids and error wiring for a dialog's fields: `field(name)` gives a control its id and, when the
 * field has an error, aria-invalid and aria-describedby pointing at `error(name)`'s message.
 */
export function useFormFields(errors: Record<string, string>) {
  const id = useId();
  const field = (k: string) => ({
    id: `${id}-${k}`,
    'aria-invalid': errors[k] ? true : undefined,
    'aria-describedby': errors[k] ? `${id}-${k}-error` : undefined,
  });
  const error = (k: string) =>
    errors[k] && (
      <p id={`${id}-${k}-error`} className="text-sm text-red-700">
        {errors[k]}
      </p>
    );
  return { id, field, error };
}
