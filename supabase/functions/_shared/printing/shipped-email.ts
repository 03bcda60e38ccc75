// The "your T-shirts have shipped" e-mail: HTML and plain text. Pure (no Deno APIs) so unit tests
// render it under Node. Every stored value is escaped (tracking data comes from the printer).
import { emailButton, escapeHtml, renderEmailFrame } from '../email-layout.ts';
import { orderNumber } from '../checkout/fulfilment.ts';
import type { RenderedEmail } from '../checkout/order-email.ts';

export interface ShippedEmailInput {
  orderId: string;
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's tracking page (http(s) only; anything else is left out). */
  trackingUrl: string | null;
  /** The order's page in the app: {site}/orders/{id}. */
  orderUrl: string;
}

export function renderShippedEmail({ orderId, carrier, trackingNumber, trackingUrl, orderUrl }: ShippedEmailInput): RenderedEmail {
  const number = orderNumber(orderId);
  const subject = `Your Confetti order ${number} has shipped`;
  const link = trackingUrl && /^https?:\/\//i.test(trackingUrl) ? trackingUrl : null;
  const tracking = [carrier, trackingNumber ? `tracking number ${trackingNumber}` : null].filter(Boolean).join(', ');
  const text = [
    'Your T-shirts are on their way!',
    '',
    `Order ${number} has shipped${tracking ? ` (${tracking})` : ''}.`,
    ...(link ? ['', 'Track your package:', link] : []),
    '',
    'See your order:',
    orderUrl,
    '— Confetti',
  ].join('\n');
  const e = escapeHtml;
  const bodyHtml =
    `<p style="margin:0 0 16px">Order <strong>${e(number)}</strong> has shipped${tracking ? ` (${e(tracking)})` : ''}.</p>` +
    (link ? emailButton(link, 'Track your package') : '') +
    `<p style="margin:16px 0 0"><a href="${e(orderUrl)}">See your order</a></p>`;
  const html = renderEmailFrame({ title: subject, heading: 'Your T-shirts are on their way!', bodyHtml, footer: `Full order id: ${orderId}` });
  return { subject, html, text };
}
