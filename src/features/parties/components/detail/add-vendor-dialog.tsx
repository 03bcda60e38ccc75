import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { FormActions, SelectField, TextField } from '@/components/ui/form-fields';
import { addVendorFormSchema, type AddVendorFormValues } from '../../api/add-vendor-schema';
import { PRICE_LEVELS, useAddVendor, VENDOR_CATEGORIES } from '../../api/party-vendors';

const EMPTY: AddVendorFormValues = { name: '', category: '', address: '', phone: '', website: '', rating: '', price_level: '' };

/** Add New Vendor (docs/product.md#vendor-validation): name and category required, rating 1–5 in steps of 0.1, price level. */
export function AddVendorDialog({
  partyId,
  userId,
  open,
  onOpenChange,
}: {
  partyId: string;
  userId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm({ resolver: zodResolver(addVendorFormSchema), defaultValues: EMPTY });
  const add = useAddVendor(partyId);

  const onSubmit = form.handleSubmit((vendor) => {
    if (!userId) {
      toast.error('You must be logged in to add vendors');
      return;
    }
    add.mutate(
      { partyId, userId, vendor },
      {
        onSuccess: () => {
          toast.success('Vendor added successfully!');
          form.reset(EMPTY);
          onOpenChange(false);
        },
        onError: () => toast.error('Failed to add vendor'),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !add.isPending && onOpenChange(o)}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle>Add New Vendor</DialogTitle>
        <DialogDescription>A caterer, photographer or any other vendor you work with.</DialogDescription>
        <Form {...form}>
          <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
            <TextField name="name" label="Vendor Name *" autoComplete="organization" />
            <SelectField name="category" label="Category *">
              <option value="">Choose a category</option>
              {VENDOR_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <TextField name="address" label="Address" autoComplete="street-address" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
              <TextField name="website" label="Website" type="url" placeholder="https://" />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="rating" label="Rating (1–5)" type="number" min={1} max={5} step={0.1} inputMode="decimal" />
              <SelectField name="price_level" label="Price Level">
                <option value="">Not specified</option>
                {PRICE_LEVELS.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </SelectField>
            </div>
            <FormActions pending={add.isPending} label="Add Vendor" pendingLabel="Adding..." onCancel={() => onOpenChange(false)} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
