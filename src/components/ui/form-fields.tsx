import { useId } from 'react';
import { Button } from './button';

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

/** A dialog form's Cancel and submit buttons; both wait while the form is saving. */
export function FormActions({ pending, label, pendingLabel, onCancel }: { pending: boolean; label: string; pendingLabel: string; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" variant="gradient" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
