import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { useSaveExpense, type Expense } from '../api/expenses';
import { personName, type PartyPerson } from '../api/party-people';
import type { VendorChoice } from '../api/vendors';
import { amountText, CURRENCIES, EXPENSE_CATEGORIES, parseAmount } from '../lib/budget';
import { planningErrorMessage } from '../lib/errors';
import { FormActions, useFormFields } from '@/components/ui/form-fields';

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
  const [form, setForm] = useState(() => initial(expense, currency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveExpense(partyId);
  const { id, field, error } = useFormFields(errors);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!form.description.trim()) next.description = 'Describe the expense';
    else if (form.description.trim().length > 200) next.description = 'Keep the description under 200 characters';
    if (!form.category) next.category = 'Choose a category';
    const estimated = parseAmount(form.estimated === '' ? '0' : form.estimated);
    if ('error' in estimated) next.estimated = estimated.error;
    const actual = form.actual.trim() === '' ? null : parseAmount(form.actual);
    if (actual && 'error' in actual) next.actual = actual.error;
    setErrors(next);
    if (Object.keys(next).length || 'error' in estimated || (actual && 'error' in actual)) return;
    save.mutate(
      {
        id: expense?.id,
        values: {
          description: form.description.trim(),
          category: form.category,
          estimated_cents: estimated.cents,
          actual_cents: actual ? actual.cents : null,
          paid: form.paid,
          paid_by: form.payer && form.payer !== SOMEONE_ELSE ? form.payer : null,
          paid_by_other: form.payer === SOMEONE_ELSE,
          vendor_id: form.vendor || null,
          currency: form.currency,
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
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !save.isPending && onOpenChange(o)}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle>{expense ? 'Edit Expense' : 'Add Expense'}</DialogTitle>
        <DialogDescription>What it is, what you expect it to cost, and what it cost in the end.</DialogDescription>
        <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-description`}>What *</Label>
            <Input {...field('description')} value={form.description} onChange={set('description')} maxLength={200} />
            {error('description')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-category`}>Category *</Label>
              <select {...field('category')} value={form.category} onChange={set('category')} className={cn(fieldClasses, 'h-10')}>
                <option value="">Choose a category</option>
                {EXPENSE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
              {error('category')}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-currency`}>Currency</Label>
              <select {...field('currency')} value={form.currency} onChange={set('currency')} disabled={currencyLocked} className={cn(fieldClasses, 'h-10')}>
                {[...new Set([form.currency, ...CURRENCIES])].map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-estimated`}>Estimated amount</Label>
              <Input {...field('estimated')} value={form.estimated} onChange={set('estimated')} inputMode="decimal" placeholder="0.00" />
              {error('estimated')}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-actual`}>Actual amount</Label>
              <Input {...field('actual')} value={form.actual} onChange={set('actual')} inputMode="decimal" placeholder="Not known yet" />
              {error('actual')}
            </div>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-paid`}
              checked={form.paid}
              onChange={(e) => setForm((f) => ({ ...f, paid: e.target.checked }))}
            />
            <Label htmlFor={`${id}-paid`}>Paid</Label>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-payer`}>Who paid</Label>
              <select {...field('payer')} value={form.payer} onChange={set('payer')} className={cn(fieldClasses, 'h-10')}>
                <option value="">Not set</option>
                {people.map((p) => (
                  <option key={p.user_id} value={p.user_id}>
                    {personName(p)}
                  </option>
                ))}
                <option value={SOMEONE_ELSE}>Someone else</option>
              </select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-vendor`}>Vendor</Label>
              <select {...field('vendor')} value={form.vendor} onChange={set('vendor')} className={cn(fieldClasses, 'h-10')}>
                <option value="">None</option>
                {vendors.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <FormActions pending={save.isPending} label="Save Expense" pendingLabel="Saving..." onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
