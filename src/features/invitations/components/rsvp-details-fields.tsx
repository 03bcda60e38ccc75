import { useFormContext, useWatch } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { TextareaField, TextField } from '@/components/ui/form-fields';
import { Select } from '@/components/ui/select';
import type { RsvpDetailsValues } from '../lib/rsvp-details-schema';

/**
 * How many people (the invitee included, up to the party's plus-ones limit), the plus-ones' names,
 * dietary needs (the hosts only see them) and a note to the host: fields of the surrounding form
 * (rsvpDetailsSchema), whose problems are said in a toast.
 */
export function RsvpDetailsFields({ plusOnesAllowed, disabled }: { plusOnesAllowed: number; disabled?: boolean }) {
  const { control } = useFormContext<RsvpDetailsValues>();
  const headCount = useWatch({ control, name: 'headCount' });
  const max = 1 + plusOnesAllowed;
  // A saved head-count above a limit the host lowered since stays selectable until changed.
  const options = Array.from({ length: Math.max(max, headCount) }, (_, i) => i + 1);

  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="sr-only">Your RSVP details</legend>
      <FormField
        control={control}
        name="headCount"
        render={({ field }) => (
          <FormItem className="space-y-1">
            <FormLabel>How many people, you included?</FormLabel>
            <FormControl>
              <Select {...field} value={field.value} onChange={(e) => field.onChange(Number(e.target.value))}>
                {options.map((n) => (
                  <option key={n} value={n}>
                    {n === 1 ? 'Just me' : `${n} people`}
                  </option>
                ))}
              </Select>
            </FormControl>
            <FormDescription>
              {plusOnesAllowed === 0
                ? 'This invitation is for you only.'
                : `You may bring up to ${plusOnesAllowed} extra guest${plusOnesAllowed === 1 ? '' : 's'}.`}
            </FormDescription>
          </FormItem>
        )}
      />
      {Array.from({ length: headCount - 1 }, (_, i) => (
        <TextField key={i} name={`plusOneNames.${i}`} label={`Plus-one ${i + 1} name (optional)`} message={false} className="space-y-1" autoComplete="off" />
      ))}
      <TextareaField
        name="dietary"
        label="Dietary needs or allergies (optional)"
        description="Only the host and co-admins see this."
        message={false}
        className="space-y-1"
        controlClassName="min-h-16"
      />
      <TextareaField name="note" label="Note to the host (optional)" message={false} className="space-y-1" controlClassName="min-h-16" />
    </fieldset>
  );
}
