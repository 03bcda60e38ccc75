import { z } from 'zod';
import { PRICE_LEVELS, VENDOR_CATEGORIES } from '@shared/party-constants.ts';

/** The Add New Vendor form (docs/product.md#vendor-validation): name and category required; rating 1–5 in steps of 0.1. */
export const addVendorSchema = z.object({
  name: z.string().trim().min(1, 'Vendor name is required'),
  category: z.enum(VENDOR_CATEGORIES, { message: 'Choose a category' }),
  address: z.string().trim().optional(),
  phone: z.string().trim().optional(),
  website: z.string().trim().optional(),
  rating: z
    .number()
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5')
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'Rating goes in steps of 0.1')
    .optional(),
  price_level: z.enum(PRICE_LEVELS).optional(),
});
export type AddVendorInput = z.input<typeof addVendorSchema>;

const blank = (v: string) => (v.trim() === '' ? undefined : v);

/** The dialog's fields as typed (all text) on their way to addVendorSchema. */
export const addVendorFormSchema = z
  .object({ name: z.string(), category: z.string(), address: z.string(), phone: z.string(), website: z.string(), rating: z.string(), price_level: z.string() })
  // The pipe checks what the cast claims.
  .transform(
    (f) =>
      ({
        ...f,
        category: blank(f.category),
        rating: blank(f.rating) === undefined ? undefined : Number(f.rating),
        price_level: blank(f.price_level),
      }) as AddVendorInput,
  )
  .pipe(addVendorSchema);
export type AddVendorFormValues = z.input<typeof addVendorFormSchema>;
