import { useId } from 'react';
import { Baby, Briefcase, Cake, Gem, GraduationCap, Home, PartyPopper, TreePine, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { wizardBudgetOptions } from '../lib/budgets';
import { PARTY_TYPES, type PartyType } from '../lib/contract';
import type { WizardForm } from '../lib/form';
import { Field, GuestCountField, SelectField, TextField } from './fields';
import { LocationCombobox } from './location-combobox';
import { TypeSpecificFields } from './type-specific-fields';

interface Props {
  form: WizardForm;
  onField: (patch: Partial<WizardForm>) => void;
  onPartyType: (partyType: string) => void;
}

// Icons rather than emoji: they look the same on every system, emoji fonts do not.
const TYPE_ICONS: Record<PartyType, LucideIcon> = {
  'Birthday Party': Cake,
  'Corporate Event': Briefcase,
  'Wedding/Engagement': Gem,
  Graduation: GraduationCap,
  Housewarming: Home,
  'Holiday Party': TreePine,
  'Baby Shower': Baby,
  'Casual Get-together': PartyPopper,
};

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Step 1 'What kind of party are you planning?' (docs/product.md#wizard). */
export function PartyDetailsStep({ form, onField, onPartyType }: Props) {
  const id = useId();

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">
          Party type
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </legend>
        <p className="mt-1 text-xs text-gray-600">Choosing a type clears the details that belong to another type.</p>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {PARTY_TYPES.map((type) => {
            const Icon = TYPE_ICONS[type];
            return (
              <label key={type} className="relative block cursor-pointer">
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={type}
                  checked={form.partyType === type}
                  onChange={() => onPartyType(type)}
                  required
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    'flex h-full flex-col items-center gap-2 rounded-xl border-2 border-gray-200 bg-white p-3 text-center text-sm font-medium text-gray-800 transition-colors',
                    'hover:border-brand-300 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-900',
                    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                  )}
                >
                  <Icon aria-hidden="true" className="size-6 text-brand-600" />
                  {type}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <TypeSpecificFields form={form} onField={onField} />

      <TextField
        id={`${id}-for`}
        label="Who is the party for?"
        value={form.partyFor}
        onValue={(partyFor) => onField({ partyFor })}
        placeholder="e.g. Maya, Grandpa Joe, the design team"
        maxLength={200}
      />

      <Field id={`${id}-location`} label="Location" required hint="Start typing a city: suggestions appear after 3 letters.">
        <LocationCombobox
          id={`${id}-location`}
          value={form.location}
          onChange={(location) => onField({ location })}
          required
          placeholder="City or venue"
          describedBy={`${id}-location-hint`}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-3">
        <TextField id={`${id}-date`} label="Date" type="date" required min={todayIso()} value={form.date} onValue={(date) => onField({ date })} />
        <TextField id={`${id}-time`} label="Time" type="time" value={form.time} onValue={(time) => onField({ time })} />
        <GuestCountField id={`${id}-guests`} max={100000} value={form.guestCount} onValue={(guestCount) => onField({ guestCount })} />
      </div>

      <SelectField
        id={`${id}-budget`}
        label="Budget range"
        value={form.budget}
        onValue={(budget) => onField({ budget })}
        options={wizardBudgetOptions(form.budget)}
        placeholder="Choose a budget range"
      />
    </div>
  );
}
