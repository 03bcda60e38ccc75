import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, useWatch, type ControllerRenderProps } from 'react-hook-form';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form';
import { Input } from './input';
import { Select } from './select';
import { Textarea } from './textarea';

/**
 * Ready-made fields of the form kit (./form.tsx): label, control, optional description and the
 * error message, wired to the surrounding `<Form>` by name. A form with a special control composes
 * FormField/FormItem/FormControl itself.
 */
interface FieldProps {
  name: string;
  label: ReactNode;
  /** Help under the control; a function gets the field's current value. */
  description?: ReactNode | ((value: string) => ReactNode);
  className?: string;
  /** Classes for the control itself (className is the item's). */
  controlClassName?: string;
  /** False for a form that reports problems in a toast: the control is still marked invalid. */
  message?: boolean;
}

function Description({ name, description }: Pick<FieldProps, 'name' | 'description'>) {
  const value = useWatch({ name }) as string;
  const body = typeof description === 'function' ? description(value) : description;
  return body ? <FormDescription>{body}</FormDescription> : null;
}

type ControlProps<C extends 'input' | 'select' | 'textarea'> = Omit<ComponentProps<C>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;

/** Label, control, description and message: the shell the text, textarea and select fields share. */
function LabelledField({
  name,
  label,
  description,
  className,
  message = true,
  control: renderControl,
}: Omit<FieldProps, 'controlClassName'> & { control: (field: ControllerRenderProps) => ReactNode }) {
  const { control } = useFormContext();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>{renderControl({ ...field, value: field.value ?? '' })}</FormControl>
          {description ? <Description name={name} description={description} /> : null}
          {message ? <FormMessage /> : null}
        </FormItem>
      )}
    />
  );
}

export function TextField({ name, label, description, className, controlClassName, message, ...input }: FieldProps & ControlProps<'input'>) {
  return (
    <LabelledField {...{ name, label, description, className, message }} control={(field) => <Input {...field} className={controlClassName} {...input} />} />
  );
}

export function TextareaField({ name, label, description, className, controlClassName, message, ...textarea }: FieldProps & ControlProps<'textarea'>) {
  return (
    <LabelledField
      {...{ name, label, description, className, message }}
      control={(field) => <Textarea {...field} className={controlClassName} {...textarea} />}
    />
  );
}

/** A native select; `children` are its options. */
export function SelectField({ name, label, description, className, controlClassName, message, children, ...select }: FieldProps & ControlProps<'select'>) {
  return (
    <LabelledField
      {...{ name, label, description, className, message }}
      control={(field) => (
        <Select {...field} className={controlClassName} {...select}>
          {children}
        </Select>
      )}
    />
  );
}

/** A checkbox with its label beside it; the field's value is a boolean. */
export function CheckboxField({ name, label, className }: Omit<FieldProps, 'description' | 'message' | 'controlClassName'>) {
  const { control } = useFormContext();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <FormItem className={className ?? 'flex items-center gap-2 space-y-0'}>
          <FormControl>
            <Checkbox {...field} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />
          </FormControl>
          <FormLabel>{label}</FormLabel>
        </FormItem>
      )}
    />
  );
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
