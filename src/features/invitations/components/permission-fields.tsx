import { SelectField } from '@/components/ui/form-fields';
import { PERMISSION_LEVELS, RESPONSE_TYPES } from '../lib/permissions';

const describe = (choices: typeof PERMISSION_LEVELS | typeof RESPONSE_TYPES) => (value: string) => choices.find((c) => c.value === value)?.description;

/** Permission level with the explanation of the chosen one (docs/product.md#party-permissions), for a form field `name`. */
export function PermissionField({ name }: { name: string }) {
  return (
    <SelectField name={name} label="Permission level" description={describe(PERMISSION_LEVELS)}>
      {PERMISSION_LEVELS.map((p) => (
        <option key={p.value} value={p.value}>
          {p.label} — {p.description}
        </option>
      ))}
    </SelectField>
  );
}

export function ResponseTypeField({ name }: { name: string }) {
  return (
    <SelectField name={name} label="Response type" description={describe(RESPONSE_TYPES)}>
      {RESPONSE_TYPES.map((r) => (
        <option key={r.value} value={r.value}>
          {r.label}
        </option>
      ))}
    </SelectField>
  );
}
