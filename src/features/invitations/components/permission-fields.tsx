import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { PERMISSION_LEVELS, RESPONSE_TYPES, type PermissionLevel, type ResponseType } from '../lib/permissions';

interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** Permission level with the explanation of the chosen one (docs/product.md#party-permissions). */
export function PermissionSelect({ value, onChange, disabled }: FieldProps<PermissionLevel>) {
  const id = useId();
  const chosen = PERMISSION_LEVELS.find((p) => p.value === value);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Permission level</Label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={(e) => onChange(e.target.value as PermissionLevel)}
        className={cn(fieldClasses, 'h-10')}
      >
        {PERMISSION_LEVELS.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label} — {p.description}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className="text-xs text-gray-600">
        {chosen?.description}
      </p>
    </div>
  );
}

export function ResponseTypeSelect({ value, onChange, disabled }: FieldProps<ResponseType>) {
  const id = useId();
  const chosen = RESPONSE_TYPES.find((r) => r.value === value);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Response type</Label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={(e) => onChange(e.target.value as ResponseType)}
        className={cn(fieldClasses, 'h-10')}
      >
        {RESPONSE_TYPES.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className="text-xs text-gray-600">
        {chosen?.description}
      </p>
    </div>
  );
}
