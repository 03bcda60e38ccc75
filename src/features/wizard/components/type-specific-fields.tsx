import { useId, type ReactNode } from 'react';
import { BABY_SHOWER_TYPES, CORPORATE_TYPES, GRADUATION_LEVELS, HOLIDAYS, WEDDING_TYPES } from '../lib/contract';
import type { WizardForm } from '../lib/form';
import { SelectField, TextField } from './fields';

interface Props {
  form: WizardForm;
  onField: (patch: Partial<WizardForm>) => void;
}

/** The conditional fields of the chosen party type (docs/product.md#wizard, #party-types-and-subtypes). */
export function TypeSpecificFields({ form, onField }: Props) {
  const id = useId();
  const box = (children: ReactNode) => (
    <div className="grid gap-4 rounded-xl border border-brand-100 bg-brand-50/50 p-4 sm:grid-cols-2" aria-label={`${form.partyType} details`} role="group">
      {children}
    </div>
  );

  switch (form.partyType) {
    case 'Holiday Party':
      return box(
        <SelectField
          id={`${id}-holiday`}
          label="Which holiday?"
          value={form.selectedHoliday}
          onValue={(selectedHoliday) => onField({ selectedHoliday })}
          options={HOLIDAYS}
          placeholder="Choose a holiday"
        />,
      );
    case 'Wedding/Engagement':
      return box(
        <>
          <SelectField
            id={`${id}-wedding`}
            label="Type of celebration"
            value={form.weddingType}
            onValue={(weddingType) => onField({ weddingType })}
            options={WEDDING_TYPES}
            placeholder="Choose a celebration"
            className="sm:col-span-2"
          />
          <TextField id={`${id}-p1`} label="Partner 1 name" value={form.partner1Name} onValue={(partner1Name) => onField({ partner1Name })} maxLength={100} />
          <TextField id={`${id}-p2`} label="Partner 2 name" value={form.partner2Name} onValue={(partner2Name) => onField({ partner2Name })} maxLength={100} />
        </>,
      );
    case 'Birthday Party':
      return box(
        <TextField
          id={`${id}-age`}
          label="Age they are turning"
          type="number"
          inputMode="numeric"
          min={0}
          max={129}
          value={form.birthdayAge}
          onValue={(birthdayAge) => onField({ birthdayAge })}
          hint="Shapes the ideas: kids, teens and adults get different parties."
        />,
      );
    case 'Corporate Event':
      return box(
        <>
          <TextField id={`${id}-company`} label="Company name" value={form.companyName} onValue={(companyName) => onField({ companyName })} maxLength={200} />
          <SelectField
            id={`${id}-corporate`}
            label="Corporate event type"
            value={form.corporateEventType}
            onValue={(corporateEventType) => onField({ corporateEventType })}
            options={CORPORATE_TYPES}
            placeholder="Choose an event type"
          />
        </>,
      );
    case 'Graduation':
      return box(
        <>
          <SelectField
            id={`${id}-level`}
            label="Graduation level"
            value={form.graduationLevel}
            onValue={(graduationLevel) => onField({ graduationLevel })}
            options={GRADUATION_LEVELS}
            placeholder="Choose a level"
          />
          <TextField
            id={`${id}-grad`}
            label="Graduate's name"
            value={form.graduateName}
            onValue={(graduateName) => onField({ graduateName })}
            maxLength={200}
          />
        </>,
      );
    case 'Baby Shower':
      return box(
        <SelectField
          id={`${id}-shower`}
          label="Baby shower type"
          value={form.babyShowerType}
          onValue={(babyShowerType) => onField({ babyShowerType })}
          options={BABY_SHOWER_TYPES}
          placeholder="Choose a shower type"
        />,
      );
    default:
      return null;
  }
}
