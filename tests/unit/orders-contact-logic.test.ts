import { describe, expect, it } from 'vitest';
import { displayStatus, orderOutlook } from '../../src/features/checkout/lib/order-status.ts';
import { renderOrderConfirmation } from '../../supabase/functions/_shared/checkout/order-email.ts';
import { renderAcknowledgement, renderSupportEmail } from '../../supabase/functions/send-contact-message/email.ts';
import { newReference } from '../../supabase/functions/send-contact-message/reference.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const hoursBefore = (h: number) => new Date(NOW - h * 3600_000).toISOString();

describe('order status (docs/product.md#my-orders)', () => {
  it('shows a pending order older than the checkout expiry (24 hours) as expired', () => {
    expect(displayStatus({ status: 'pending', created_at: hoursBefore(23.9) }, NOW)).toBe('pending');
    expect(displayStatus({ status: 'pending', created_at: hoursBefore(24) }, NOW)).toBe('expired');
    expect(displayStatus({ status: 'paid', created_at: hoursBefore(100) }, NOW)).toBe('paid');
    expect(displayStatus({ status: 'cancelled', created_at: hoursBefore(100) }, NOW)).toBe('cancelled');
  });

  it('says where a paid T-shirt order is with the printer, and promises shipping only once it has shipped', () => {
    const paid = { kind: 'tshirts' as const, status: 'paid' as const, created_at: hoursBefore(1) };
    expect(orderOutlook(paid, NOW)).toBe(
      'Your payment is confirmed and your T-shirts go to our print partner. We will e-mail you a tracking link when they ship.',
    );
    expect(orderOutlook({ ...paid, fulfilment_status: 'in_production' }, NOW)).toBe(
      'Your T-shirts are being printed. We will e-mail you a tracking link when they ship.',
    );
    expect(orderOutlook({ ...paid, fulfilment_status: 'shipped' }, NOW)).toBe('Your T-shirts have shipped. Follow the package with the tracking link.');
    for (const status of ['queued', 'sent', 'in_production', 'on_hold', 'failed', 'cancelled'] as const) {
      expect(orderOutlook({ ...paid, fulfilment_status: status }, NOW)).not.toMatch(/shipped|on (their|its) way/i);
    }
  });
});

describe('order confirmation e-mail', () => {
  it('lists the lines and total and escapes the names people chose', () => {
    const mail = renderOrderConfirmation({
      order: {
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        kind: 'tshirts',
        total_cents: 7700,
        currency: 'usd',
        paid_at: '2026-11-25T10:00:00Z',
        created_at: '2026-11-25T09:59:00Z',
      },
      items: [
        { design_name: '<img src=x onerror=alert(1)>', size: 'M', unit_price_cents: 2500, quantity: 2 },
        { design_name: null, size: 'XL', unit_price_cents: 2700, quantity: 1 },
      ],
      orderUrl: 'https://app.example/orders/a1b2c3d4-0000-4000-8000-000000000001',
    });
    expect(mail.subject).toBe('Your Confetti order A1B2C3D4 is confirmed');
    expect(mail.text).toContain('- Custom T-shirt, size XL, 1 × $27.00: $27.00');
    expect(mail.text).toContain('Total: $77.00');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('contact e-mails', () => {
  const msg = {
    first_name: 'Eve',
    last_name: '<b>Spam</b>',
    email: 'victim@example.com',
    phone: null,
    subject: 'Buy now\nBcc: x',
    message: 'Visit http://spam.example',
  };

  it('gives support everything, escaped, on a one-line subject', () => {
    const mail = renderSupportEmail(msg, 'CF-ABCD-EFGH', '2026-11-25T10:00:00Z');
    expect(mail.subject).toBe('[CF-ABCD-EFGH] Buy now Bcc: x');
    expect(mail.text).toContain('Visit http://spam.example');
    expect(mail.html).toContain('&lt;b&gt;Spam&lt;/b&gt;');
  });

  it('acknowledges with the reference and nothing the sender typed', () => {
    const mail = renderAcknowledgement('CF-ABCD-EFGH', '2026-11-25T10:00:00Z', 'help@confetti.example', 'https://app.example');
    expect(mail.subject).toBe('We received your message (CF-ABCD-EFGH)');
    for (const typed of ['Eve', 'Spam', 'Buy now', 'spam.example']) {
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
    expect(mail.text).toContain('help@confetti.example');
  });

  it('draws references from Crockford base 32 without bias', () => {
    expect(newReference()).toMatch(/^CF-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(newReference(() => new Uint8Array([0, 31, 32, 63, 255, 10, 20, 30]))).toBe('CF-0Z0Z-ZAMY');
  });
});
