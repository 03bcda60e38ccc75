// The order confirmation e-mail: one HTML and one plain-text rendering. Pure (no Deno APIs) so the
// unit tests render it under Node. Every stored value is escaped (design names come from users).
import { emailButton, escapeHtml, renderEmailFrame } from '../email-layout.ts';
import { orderNumber, PRO_NEXT_STEPS, TSHIRT_NEXT_STEPS } from './fulfilment.ts';

export interface OrderEmailInput {
  order: { id: string; kind: 'tshirts' | 'pro_subscription'; total_cents: number; currency: string; paid_at: string | null; created_at: string };
  items: Array<{ design_name: string | null; size: string; unit_price_cents: number; quantity: number }>;
  /** The order's page in the app: {site}/orders/{id}. */
  orderUrl: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

function day(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(d);
}

export function renderOrderConfirmation({ order, items, orderUrl }: OrderEmailInput): RenderedEmail {
  const isPro = order.kind === 'pro_subscription';
  const number = orderNumber(order.id);
  const subject = isPro ? `Your Confetti Pro membership (order ${number})` : `Your Confetti order ${number} is confirmed`;
  const lines = isPro
    ? [{ label: 'Confetti Pro (monthly)', amount: money(order.total_cents, order.currency) }]
    : items.map((i) => ({
        label: `${i.design_name?.trim() || 'Custom T-shirt'}, size ${i.size}, ${i.quantity} × ${money(i.unit_price_cents, order.currency)}`,
        amount: money(i.unit_price_cents * i.quantity, order.currency),
      }));
  const total = money(order.total_cents, order.currency);
  const when = day(order.paid_at ?? order.created_at);
  const next = isPro ? PRO_NEXT_STEPS : TSHIRT_NEXT_STEPS;

  const text = [
    'Thank you for your order!',
    '',
    `Order ${number}${when ? `, paid on ${when}` : ''}`,
    '',
    ...lines.map((l) => `- ${l.label}: ${l.amount}`),
    `Total: ${total}`,
    '',
    next,
    '',
    'See your order:',
    orderUrl,
    '',
    `Full order id: ${order.id}`,
    '— Confetti',
  ].join('\n');

  const e = escapeHtml;
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:8px 12px 8px 0;border-bottom:1px solid #f3f4f6;font-size:14px">${e(l.label)}</td>` +
        `<td style="padding:8px 0;border-bottom:1px solid #f3f4f6;font-size:14px;text-align:right;white-space:nowrap">${e(l.amount)}</td></tr>`,
    )
    .join('');
  const bodyHtml =
    `<p style="margin:0 0 16px">Order <strong>${e(number)}</strong>${when ? `, paid on ${e(when)}` : ''}.</p>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}` +
    `<tr><td style="padding:10px 12px 0 0;font-weight:700">Total</td><td style="padding:10px 0 0;text-align:right;font-weight:700">${e(total)}</td></tr></table>` +
    `<p style="margin:0 0 16px">${e(next)}</p>` +
    emailButton(orderUrl, 'See your order');
  const html = renderEmailFrame({ title: subject, heading: 'Thank you for your order!', bodyHtml, footer: `Full order id: ${order.id}` });
  return { subject, html, text };
}
