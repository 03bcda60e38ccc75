// The shipping address checkout asks for with a T-shirt order (docs/product.md#printing-and-shipping).
// One zod schema for the app's form and the checkout function, so both refuse the same things with
// the same words. Only zod is imported: the app imports this file too.
import { z } from 'zod';

/** Where the printer ships to; the two-letter codes are the ones the print service expects. */
export const SHIPPING_COUNTRIES = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['BE', 'Belgium'],
  ['AT', 'Austria'],
  ['CH', 'Switzerland'],
  ['SE', 'Sweden'],
  ['DK', 'Denmark'],
  ['NO', 'Norway'],
  ['FI', 'Finland'],
  ['PT', 'Portugal'],
  ['PL', 'Poland'],
  ['JP', 'Japan'],
] as const;

const COUNTRY_CODES = SHIPPING_COUNTRIES.map(([code]) => code) as [string, ...string[]];

/** Countries whose addresses need a state or province code (the printer refuses them without one). */
const REGION_REQUIRED = new Set(['US', 'CA', 'AU']);

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const ShippingAddress = z
  .object({
    name: text('Full name', 100),
    line1: text('Address', 200),
    line2: z.string().trim().max(200, 'Address line 2 must be at most 200 characters').optional().default(''),
    city: text('City', 100),
    region: z.string().trim().max(100, 'State / region must be at most 100 characters').optional().default(''),
    postal_code: text('Postal code', 20),
    country: z.enum(COUNTRY_CODES, { message: 'Choose a country we ship to' }),
  })
  .superRefine((a, ctx) => {
    if (REGION_REQUIRED.has(a.country) && !a.region) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'State / region is required for this country' });
    }
    if (a.country === 'US' && a.region && !/^[A-Za-z]{2}$/.test(a.region)) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'Use the two-letter state code, e.g. TX' });
    }
    if (a.country === 'US' && !/^\d{5}(-\d{4})?$/.test(a.postal_code)) {
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: 'Enter a 5-digit ZIP code' });
    }
  })
  .transform((a) => ({ ...a, region: a.country === 'US' ? a.region.toUpperCase() : a.region }));

export type ShippingAddress = z.output<typeof ShippingAddress>;
export type ShippingAddressInput = z.input<typeof ShippingAddress>;

/** The address as lines for a page or an e-mail. */
export function addressLines(a: ShippingAddress): string[] {
  const country = SHIPPING_COUNTRIES.find(([code]) => code === a.country)?.[1] ?? a.country;
  return [a.name, a.line1, a.line2, [a.city, [a.region, a.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', '), country].filter(
    (l): l is string => Boolean(l),
  );
}
