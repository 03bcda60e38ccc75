import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormActions, useFormFields } from '@/components/ui/form-fields';
import { Input, fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { addVendorSchema } from '../../api/add-vendor-schema';
import { PRICE_LEVELS, useAddVendor, VENDOR_CATEGORIES } from '../../api/party-vendors';

const EMPTY = { name: '', category: '', address: '', phone: '', website: '', rating: '', price_level: '' };

/** Add New Vendor (docs/product.md#vendor-validation): name and category required, rating 1–5 in steps of 0.1, price level. */
export function AddVendorDialog({ partyId, userId, open, onOpenChange }: { partyId: string; userId: string | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddVendor(partyId);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!userId) {
      toast.error('You must be logged in to add vendors');
      return;
    }
    const parsed = addVendorSchema.safeParse({
      name: form.name,
      category: form.category || undefined,
      address: form.address,
      phone: form.phone,
      website: form.website,
      rating: form.rating.trim() === '' ? undefined : Number(form.rating),
      price_level: form.price_level || undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    add.mutate(
      { partyId, userId, vendor: parsed.data },
      {
        onSuccess: () => {
          toast.success('Vendor added successfully!');
          setForm(EMPTY);
          onOpenChange(false);
        },
        onError: () => toast.error('Failed to add vendor'),
      },
    );
  }

  const controls = useFormFields(errors);
  const { id, error } = controls;
  const field = (k: keyof typeof EMPTY) => ({ ...controls.field(k), value: form[k], onChange: set(k) });

  return (
    <Dialog open={open} onOpenChange={(o) => !add.isPending && onOpenChange(o)}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle>Add New Vendor</DialogTitle>
        <DialogDescription>A caterer, photographer or any other vendor you work with.</DialogDescription>
        <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-name`}>Vendor Name *</Label>
            <Input {...field('name')} autoComplete="organization" />
            {error('name')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-category`}>Category *</Label>
            <select {...field('category')} className={cn(fieldClasses, 'h-10')}>
              <option value="">Choose a category</option>
              {VENDOR_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            {error('category')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-address`}>Address</Label>
            <Input {...field('address')} autoComplete="street-address" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-phone`}>Phone</Label>
              <Input {...field('phone')} type="tel" autoComplete="tel" />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-website`}>Website</Label>
              <Input {...field('website')} type="url" placeholder="https://" />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-rating`}>Rating (1–5)</Label>
              <Input {...field('rating')} type="number" min={1} max={5} step={0.1} inputMode="decimal" />
              {error('rating')}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-price_level`}>Price Level</Label>
              <select {...field('price_level')} className={cn(fieldClasses, 'h-10')}>
                <option value="">Not specified</option>
                {PRICE_LEVELS.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <FormActions pending={add.isPending} label="Add Vendor" pendingLabel="Adding..." onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
