import { describe, expect, it } from 'vitest';
import { printUpdateFrom } from '../../supabase/functions/_shared/printing/events.ts';
import { externalId, orderIdFromExternal, recipientFor } from '../../supabase/functions/_shared/printing/printful.ts';
import { addressLines, ShippingAddress } from '../../supabase/functions/_shared/printing/shipping-address.ts';
import { renderShippedEmail } from '../../supabase/functions/_shared/printing/shipped-email.ts';

// Printing's pure parts (docs/product.md#printing-and-shipping): Printful's webhook events mapped to
// the order's status, our order id as Printful's external id, the address rules, the shipping e-mail.

const ORDER = 'a1b2c3d4-0000-4000-8000-00000000abcd';
const ADDRESS = { name: 'Ana Lopez', line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' };

describe("Printful's webhook events", () => {
  const order = { id: 4242, external_id: externalId(ORDER), status: 'inprocess' };

  it('maps package_shipped to shipped with the shipment’s carrier, number and link', () => {
    const update = printUpdateFrom({
      type: 'package_shipped',
      created: 1_700_000_000,
      retries: 0,
      store: 1,
      data: {
        order: { ...order, status: 'fulfilled' },
        shipment: { carrier: 'USPS', tracking_number: '9400 1', tracking_url: 'https://tools.usps.com/t?x=1' },
      },
    });
    expect(update).toEqual({
      externalId: externalId(ORDER),
      printOrderId: '4242',
      status: 'shipped',
      carrier: 'USPS',
      trackingNumber: '9400 1',
      trackingUrl: 'https://tools.usps.com/t?x=1',
    });
  });

  it('drops a tracking link that is not http(s)', () => {
    const update = printUpdateFrom({ type: 'package_shipped', data: { order, shipment: { tracking_url: 'javascript:alert(1)' } } });
    expect(update?.trackingUrl).toBeNull();
  });

  it.each([
    ['order_updated', 'inprocess', 'in_production'],
    ['order_updated', 'onhold', 'on_hold'],
    ['order_failed', 'failed', 'failed'],
    ['order_canceled', 'canceled', 'cancelled'],
    ['order_put_hold', 'onhold', 'on_hold'],
    ['order_remove_hold', 'inprocess', 'in_production'],
  ])('maps %s (order %s) to %s', (type, status, expected) => {
    expect(printUpdateFrom({ type, data: { order: { ...order, status } } })?.status).toBe(expected);
  });

  it('ignores what does not concern the buyer, and what is not an event', () => {
    expect(printUpdateFrom({ type: 'order_updated', data: { order: { ...order, status: 'pending' } } })).toBeNull();
    expect(printUpdateFrom({ type: 'stock_updated', data: {} })).toBeNull();
    expect(printUpdateFrom('nope')).toBeNull();
    expect(printUpdateFrom({ type: 'package_shipped', data: { shipment: {} } })).toBeNull();
  });
});

describe('our order id as Printful’s external id', () => {
  it('is the uuid without dashes (32 characters, Printful’s limit), and back', () => {
    expect(externalId(ORDER)).toBe('a1b2c3d400004000800000000000abcd');
    expect(externalId(ORDER)).toHaveLength(32);
    expect(orderIdFromExternal(externalId(ORDER))).toBe(ORDER);
    expect(orderIdFromExternal('shopify-1001')).toBeNull();
    expect(orderIdFromExternal(42)).toBeNull();
  });
});

describe('the shipping address', () => {
  it('needs the state in the United States, as a two-letter code, and a 5-digit ZIP', () => {
    const us = ShippingAddress.safeParse({ ...ADDRESS, country: 'US', region: 'texas', postal_code: '787' });
    expect(us.success).toBe(false);
    expect(us.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['region', 'Use the two-letter state code, e.g. TX'],
      ['postal_code', 'Enter a 5-digit ZIP code'],
    ]);
    expect(ShippingAddress.parse({ ...ADDRESS, country: 'US', region: 'tx', postal_code: '78701-1234' }).region).toBe('TX');
  });

  it('takes an address abroad without a state, and refuses a country the printer does not ship to', () => {
    expect(ShippingAddress.parse(ADDRESS)).toEqual({ ...ADDRESS, line2: '', region: '' });
    expect(ShippingAddress.safeParse({ ...ADDRESS, country: 'ZZ' }).error!.issues[0]!.message).toBe('Choose a country we ship to');
    expect(ShippingAddress.safeParse({ ...ADDRESS, name: '   ' }).error!.issues[0]!.message).toBe('Full name is required');
  });

  it('goes to Printful as its recipient: a state code where Printful needs one, a state name elsewhere, no e-mail', () => {
    expect(recipientFor(ShippingAddress.parse({ ...ADDRESS, country: 'US', region: 'TX', postal_code: '78701' }), null)).toEqual({
      name: 'Ana Lopez',
      address1: '1 Rue de Rivoli',
      city: 'Paris',
      state_code: 'TX',
      country_code: 'US',
      zip: '78701',
    });
    expect(recipientFor(ShippingAddress.parse({ ...ADDRESS, region: 'Île-de-France', line2: 'Bât. B' }), null)).toMatchObject({
      address2: 'Bât. B',
      state_name: 'Île-de-France',
      country_code: 'FR',
    });
    expect(addressLines(ShippingAddress.parse(ADDRESS))).toEqual(['Ana Lopez', '1 Rue de Rivoli', 'Paris, 75001', 'France']);
  });
});

describe('the shipping e-mail', () => {
  it('names the order, the carrier and the number, and links the tracking page, escaped', () => {
    const mail = renderShippedEmail({
      orderId: ORDER,
      carrier: 'USPS <b>',
      trackingNumber: '9400',
      trackingUrl: 'https://tools.usps.com/t?a=1&b=2',
      orderUrl: `https://confetti.test/orders/${ORDER}`,
    });
    expect(mail.subject).toBe('Your Confetti order A1B2C3D4 has shipped');
    expect(mail.text).toContain('Order A1B2C3D4 has shipped (USPS <b>, tracking number 9400).');
    expect(mail.text).toContain('Track your package:\nhttps://tools.usps.com/t?a=1&b=2');
    expect(mail.html).toContain('USPS &lt;b&gt;');
    expect(mail.html).toContain('href="https://tools.usps.com/t?a=1&amp;b=2"');
  });

  it('leaves out a tracking link that is not http(s)', () => {
    const mail = renderShippedEmail({ orderId: ORDER, carrier: null, trackingNumber: null, trackingUrl: 'javascript:x', orderUrl: 'https://confetti.test/o' });
    expect(mail.text).not.toContain('javascript:');
    expect(mail.html).not.toContain('javascript:');
  });
});
