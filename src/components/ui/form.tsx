import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { cn } from '@/lib/utils';
import { Label } from './label';

/**
 * The one form pattern (shadcn/ui's): `useForm` with `zodResolver(schema)`, `<Form {...form}>`, and
 * per field `FormField` → `FormItem` → `FormLabel` + `FormControl` + `FormDescription` +
 * `FormMessage`. The control gets the label's id, `aria-invalid` and `aria-describedby` (its
 * description and its error) without any wiring in the feature; react-hook-form moves focus to the
 * first invalid field on submit through the ref `FormControl` passes on.
 */
export const Form = FormProvider;

interface FieldContextValue {
  name: string;
}

const FormFieldContext = React.createContext<FieldContextValue | null>(null);

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformed>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

/** Which parts the item renders, so the control points only at ids that exist. */
interface Parts {
  description: boolean;
  message: boolean;
}

interface ItemContextValue {
  id: string;
  parts: Parts;
  setPart: (part: keyof Parts, present: boolean) => void;
}

const FormItemContext = React.createContext<ItemContextValue | null>(null);

export function FormItem({ className, ...props }: React.ComponentProps<'div'>) {
  const id = React.useId();
  const [parts, setParts] = React.useState<Parts>({ description: false, message: false });
  const setPart = React.useCallback((part: keyof Parts, present: boolean) => setParts((p) => (p[part] === present ? p : { ...p, [part]: present })), []);
  return (
    <FormItemContext.Provider value={{ id, parts, setPart }}>
      <div className={cn('space-y-1.5', className)} {...props} />
    </FormItemContext.Provider>
  );
}

/** The field's ids and state, for the parts below (and for a field with its own control). */
export function useFormField() {
  const field = React.useContext(FormFieldContext);
  const item = React.useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  if (!field || !item) throw new Error('useFormField belongs inside <FormField> and <FormItem>');
  const formState = useFormState({ name: field.name });
  const fieldState = getFieldState(field.name, formState);
  return {
    name: field.name,
    formItemId: `${item.id}-control`,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-message`,
    parts: item.parts,
    setPart: item.setPart,
    ...fieldState,
  };
}

export function FormLabel(props: React.ComponentProps<typeof Label>) {
  const { formItemId } = useFormField();
  return <Label htmlFor={formItemId} {...props} />;
}

/** Passes id, aria-invalid and aria-describedby to its one child (an Input, Select, Textarea…). */
export function FormControl({ 'aria-describedby': extra, ...props }: React.ComponentProps<typeof Slot>) {
  const { error, formItemId, formDescriptionId, formMessageId, parts } = useFormField();
  const describedBy = [extra, parts.description ? formDescriptionId : undefined, error && parts.message ? formMessageId : undefined].filter(Boolean).join(' ');
  return <Slot id={formItemId} aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined} {...props} />;
}

function usePart(setPart: ItemContextValue['setPart'], part: keyof Parts, present = true) {
  React.useLayoutEffect(() => {
    setPart(part, present);
    return () => setPart(part, false);
  }, [setPart, part, present]);
}

export function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId, setPart } = useFormField();
  usePart(setPart, 'description');
  return <p id={formDescriptionId} className={cn('text-xs text-gray-600', className)} {...props} />;
}

/** The field's error message, or nothing while the field is valid. */
export function FormMessage({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { error, formMessageId, setPart } = useFormField();
  const body = error?.message ?? children;
  usePart(setPart, 'message', Boolean(body));
  if (!body) return null;
  return (
    <p id={formMessageId} className={cn('text-sm text-red-700', className)} {...props}>
      {body}
    </p>
  );
}

/**
 * The first error react-hook-form found (in the schema's order), for a form that reports a problem
 * in a toast instead of under the field.
 */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === 'string' && error.message) return error.message;
  }
  return undefined;
}
