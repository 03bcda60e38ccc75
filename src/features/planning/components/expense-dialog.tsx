import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { CheckboxField, FormActions, SelectField, TextField } from '@/components/ui/form-fields';
import { useSaveExpense, type Expense } from '../api/expenses';
import { personName, type PartyPerson } from '../api/party-people';
import type { VendorChoice } from '../api/vendors';
import { amountText, CURRENCIES, EXPENSE_CATEGORIES, parseAmount } from '../lib/budget';
import { planningErrorMessage } from '../lib/errors';

const SOMEONE_ELSE = 'someone-else';

function initial(e: Expense | null, currency: string) {
  return {
    description: e?.description ?? '',
    category: e?.category ?? '',
    estimated: e ? amountText(e.estimated_cents) : '',
    actual: e ? amountText(e.actual_cents) : '',
    paid: e?.paid ?? false,
    payer: e?.paid_by ?? (e?.paid_by_other ? SOMEONE_ELSE : ''),
    vendor: e?.vendor_id ?? '',
    currency: e?.currency ?? currency,
  };
}

/** An amount as typed, in cents; `blank` is what an empty field means. */
const amount = <B extends number | null>(blank: B) =>
  z.string().transform((text, ctx): number | B => {
    if (text.trim() === '') return blank;
    const parsed = parseAmount(text);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.cents;
  });

const expenseSchema = z.object({
  description: z.string().trim().min(1, 'Describe the expense').max(200, 'Keep the description under 200 characters'),
  category: z.string().min(1, 'Choose a category'),
  estimated: amount(0),
  actual: amount(null),
  paid: z.boolean(),
  payer: z.string(),
  vendor: z.string(),
  currency: z.string(),
});

/** Add or edit one expense (docs/product.md#planning-tools). Amounts are checked before saving. */
export function ExpenseDialog({
  partyId,
  expense,
  currency,
  currencyLocked,
  people,
  vendors,
  open,
  onOpenChange,
}: {
  partyId: string;
  expense: Expense | null;
  currency: string;
  /** Every expense of a party shares one currency: only the first chooses it. */
  currencyLocked: boolean;
  people: PartyPerson[];
  vendors: VendorChoice[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm({ resolver: zodResolver(expenseSchema), defaultValues: initial(expense, currency) });
  const chosenCurrency = useWatch({ control: form.control, name: 'currency' });
  const save = useSaveExpense(partyId);

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      {
        id: expense?.id,
        values: {
          description: values.description,
          category: values.category,
          estimated_cents: values.estimated,
          actual_cents: values.actual,
          paid: values.paid,
          paid_by: values.payer && values.payer !== SOMEONE_ELSE ? values.payer : null,
          paid_by_other: values.payer === SOMEONE_ELSE,
          vendor_id: values.vendor || null,
          currency: values.currency,
        },
      },
      {
        onSuccess: () => {
          toast.success(expense ? 'Expense updated' : 'Expense added');
          onOpenChange(false);
        },
        onError: (err) => toast.error(planningErrorMessage(err, 'Could not save the expense')),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !save.isPending && onOpenChange(o)}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle>{expense ? 'Edit Expense' : 'Add Expense'}</DialogTitle>
        <DialogDescription>What it is, what you expect it to cost, and what it cost in the end.</DialogDescription>
        <Form {...form}>
          <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
            <TextField name="description" label="What *" maxLength={200} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField name="category" label="Category *">
                <option value="">Choose a category</option>
                {EXPENSE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </SelectField>
              <SelectField name="currency" label="Currency" disabled={currencyLocked}>
                {[...new Set([chosenCurrency, ...CURRENCIES])].map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="estimated" label="Estimated amount" inputMode="decimal" placeholder="0.00" />
              <TextField name="actual" label="Actual amount" inputMode="decimal" placeholder="Not known yet" />
            </div>
            <CheckboxField name="paid" label="Paid" />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField name="payer" label="Who paid">
                <option value="">Not set</option>
                {people.map((p) => (
                  <option key={p.user_id} value={p.user_id}>
                    {personName(p)}
                  </option>
                ))}
                <option value={SOMEONE_ELSE}>Someone else</option>
              </SelectField>
              <SelectField name="vendor" label="Vendor">
                <option value="">None</option>
                {vendors.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </SelectField>
            </div>
            <FormActions pending={save.isPending} label="Save Expense" pendingLabel="Saving..." onCancel={() => onOpenChange(false)} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
