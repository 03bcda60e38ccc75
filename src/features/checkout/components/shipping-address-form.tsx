import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SHIPPING_COUNTRIES, ShippingAddress, type ShippingAddressInput } from '@shared/printing/shipping-address.ts';
import { Form } from '@/components/ui/form';
import { SelectField, TextField } from '@/components/ui/form-fields';

const EMPTY: ShippingAddressInput = { name: '', line1: '', line2: '', city: '', region: '', postal_code: '', country: 'US' };

/**
 * Where the printer ships the T-shirts (docs/product.md#printing-and-shipping), asked before the
 * payment page opens. The same schema checks it on the server. Submitting the form (`id`) starts
 * the checkout.
 */
export function ShippingAddressForm({ id, onSubmit }: { id: string; onSubmit: (address: ShippingAddress) => void }) {
  const form = useForm<ShippingAddressInput, unknown, ShippingAddress>({ resolver: zodResolver(ShippingAddress), defaultValues: EMPTY });
  return (
    <Form {...form}>
      <form id={id} aria-labelledby={`${id}-title`} className="space-y-3 py-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <h3 id={`${id}-title`} className="font-semibold text-gray-900">
          Shipping address
        </h3>
        <p className="text-xs text-gray-700">Only you and the printer see it.</p>
        <TextField name="name" label="Full name *" autoComplete="shipping name" maxLength={100} />
        <TextField name="line1" label="Address *" autoComplete="shipping address-line1" maxLength={200} />
        <TextField name="line2" label="Address line 2" autoComplete="shipping address-line2" maxLength={200} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="city" label="City *" autoComplete="shipping address-level2" maxLength={100} />
          <TextField name="region" label="State / region" autoComplete="shipping address-level1" maxLength={100} />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="postal_code" label="Postal code *" autoComplete="shipping postal-code" maxLength={20} />
          <SelectField name="country" label="Country *" autoComplete="shipping country">
            {SHIPPING_COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>
      </form>
    </Form>
  );
}
