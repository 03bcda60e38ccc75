import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { guestCountProblem } from '../lib/form';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A label, the control, and an optional hint or error tied to it by id. */
export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

export function TextField({ id, label, value, onValue, hint, error, required, className, ...rest }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...rest}
      />
    </Field>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly (string | { value: string; label: string })[];
  placeholder: string;
  required?: boolean;
  className?: string;
}

export function SelectField({ id, label, value, onValue, options, placeholder, required, className }: SelectFieldProps) {
  return (
    <Field id={id} label={label} required={required} className={className}>
      <Select id={id} value={value} required={required} onChange={(e) => onValue(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => {
          const { value: v, label: l } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={v} value={v}>
              {l}
            </option>
          );
        })}
      </Select>
    </Field>
  );
}

/** The guest count of step 1 and of the results screen: a whole number from 1, checked as typed. */
export function GuestCountField({ id, value, onValue, max }: { id: string; value: string; onValue: (value: string) => void; max?: number }) {
  return (
    <TextField
      id={id}
      label="Number of guests"
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      step={1}
      required
      value={value}
      onValue={onValue}
      error={guestCountProblem(value) || undefined}
    />
  );
}
