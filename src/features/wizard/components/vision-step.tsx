import { useId } from 'react';
import { Textarea } from '@/components/ui/textarea';
import type { WizardForm } from '../lib/form';
import { Field } from './fields';

interface Props {
  form: WizardForm;
  onField: (patch: Partial<WizardForm>) => void;
}

/** Step 2 'Share your ideas and vision' (docs/product.md#wizard). */
export function VisionStep({ form, onField }: Props) {
  const id = useId();
  return (
    <div className="space-y-6">
      <Field
        id={`${id}-ideas`}
        label="Your party vision"
        hint="Themes, colors, favorite things, the mood you want. The more you say, the better the suggestions fit."
      >
        <Textarea
          id={`${id}-ideas`}
          rows={6}
          maxLength={4000}
          value={form.ideas}
          onChange={(e) => onField({ ideas: e.target.value })}
          aria-describedby={`${id}-ideas-hint`}
          placeholder="e.g. A dinosaur adventure in the backyard with a fossil dig and a volcano cake"
        />
      </Field>
      <Field id={`${id}-special`} label="Special requirements" hint="Allergies, dietary needs, accessibility, timing, anything to avoid.">
        <Textarea
          id={`${id}-special`}
          rows={4}
          maxLength={4000}
          value={form.specialRequests}
          onChange={(e) => onField({ specialRequests: e.target.value })}
          aria-describedby={`${id}-special-hint`}
          placeholder="e.g. Two guests are vegetarian; no nuts, please"
        />
      </Field>
    </div>
  );
}
