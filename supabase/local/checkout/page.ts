/** The local checkout page: HTML without scripts. Everything rendered goes through `esc`. */
import type { LocalOrder, LocalOrderItem, LocalSubscription } from './store.ts';

export function esc(s: string): string {
  return s.replace(/[&<>"'`=]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** Never framed, no scripts, forms may only go to this page and the app it returns to. */
export function pageHeaders(returnOrigins: string[]): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self' ${returnOrigins.join(' ')}`,
  };
}

const STYLE = `
*{box-sizing:border-box}body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f6f9fc;color:#1a1f36;margin:0;padding:2rem 1rem}
main{max-width:34rem;margin:0 auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px rgba(50,50,93,.12)}
h1{font-size:1.4rem;margin:0 0 .25rem}h2{font-size:1rem;margin:1.5rem 0 .5rem;color:#3c4257}
.note{color:#4f566b;font-size:.9rem;background:#eef4ff;border-radius:8px;padding:.75rem}
table{width:100%;border-collapse:collapse;font-size:.95rem}th,td{padding:.5rem .25rem;text-align:left;border-bottom:1px solid #e3e8ee;vertical-align:middle}
th{color:#4f566b;font-weight:600;font-size:.8rem;text-transform:uppercase}td.num,th.num{text-align:right}
img{width:48px;height:48px;object-fit:contain;background:#f1f5f9;border-radius:6px}
.total{display:flex;justify-content:space-between;font-size:1.15rem;font-weight:700;margin-top:1rem}
.card{margin-top:1.5rem;border:1px solid #e3e8ee;border-radius:8px;padding:.75rem;color:#3c4257}
.actions{display:flex;gap:.75rem;margin-top:1.5rem;flex-wrap:wrap}
button,.link{font:inherit;border-radius:8px;padding:.7rem 1.4rem;cursor:pointer;text-decoration:none;display:inline-block}
.pay{background:#635bff;color:#fff;border:0;font-weight:600;flex:1}.pay:hover{background:#5046e5}
.cancel{background:#fff;color:#1a1f36;border:1px solid #c1c9d2}.cancel:hover{background:#f6f9fc}
:focus-visible{outline:3px solid #1a1f36;outline-offset:2px}.status{font-size:1.05rem}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function lines(order: LocalOrder, items: LocalOrderItem[]): string {
  if (order.kind === 'pro_subscription') {
    return `<table><thead><tr><th scope="col">Plan</th><th scope="col" class="num">Price</th></tr></thead>
<tbody><tr><td>Confetti Pro (monthly subscription)</td><td class="num">${esc(money(order.total_cents, order.currency))} / month</td></tr></tbody></table>`;
  }
  const rows = items
    .map((i) => {
      const name = i.design_name || 'Custom T-shirt';
      const img = i.design_url ? `<img src="${esc(i.design_url)}" alt="${esc(name)}">` : '';
      return `<tr><td>${img}</td><td>${esc(name)}<br><small>Size ${esc(i.size)}</small></td><td class="num">${i.quantity} × ${esc(money(i.unit_price_cents, order.currency))}</td><td class="num">${esc(money(i.unit_price_cents * i.quantity, order.currency))}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th scope="col"><span style="position:absolute;left:-9999px">Design</span></th><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Amount</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function renderCheckout(sessionId: string, order: LocalOrder, items: LocalOrderItem[]): string {
  const total = money(order.total_cents, order.currency);
  const action = `/checkout/v1/session/${encodeURIComponent(sessionId)}`;
  return layout(
    `Pay ${total} — Confetti (local checkout)`,
    `<h1>Confetti</h1>
<p class="note">Local test checkout: the stand-in for Stripe Checkout while no <code>STRIPE_SECRET_KEY</code> is set. No card is charged; paying marks the order paid exactly as Stripe's webhook would.</p>
<h2>${order.kind === 'pro_subscription' ? 'Subscribe to Confetti Pro' : 'Your order'}</h2>
${lines(order, items)}
<p class="total"><span>Total due today</span><span>${esc(total)}</span></p>
${order.email ? `<p class="card">Email: ${esc(order.email)}<br>Card: test card •••• 4242</p>` : ''}
<div class="actions">
<form method="post" action="${esc(action)}/pay" style="flex:1;display:flex"><button type="submit" class="pay">${order.kind === 'pro_subscription' ? `Subscribe for ${esc(total)} / month` : `Pay ${esc(total)}`}</button></form>
<form method="post" action="${esc(action)}/cancel"><button type="submit" class="cancel">Cancel and return</button></form>
</div>`,
  );
}

export function renderState(title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
    `${title} — Confetti (local checkout)`,
    `<h1>${esc(title)}</h1><p class="status">${esc(message)}</p>${link ? `<p><a class="link cancel" href="${esc(link.href)}">${esc(link.label)}</a></p>` : ''}`,
  );
}

const dateText = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)) : 'the end of this period';

/** The stand-in for Stripe's customer portal: the Pro plan, its renewal date, cancel or resume. */
export function renderSubscription(sub: LocalSubscription): string {
  const action = `/checkout/v1/subscription/${encodeURIComponent(sub.provider_subscription_id)}`;
  const price = `${money(sub.price_cents, sub.currency)} / month`;
  const active = sub.status === 'active' || sub.status === 'trialing';
  const back = sub.return_url ? `<a class="link cancel" href="${esc(sub.return_url)}">Return to Confetti</a>` : '';
  let state: string;
  let form = '';
  if (!active) {
    state = 'This subscription has ended.';
  } else if (sub.cancel_at_period_end) {
    state = `Cancelled: Pro stays on until ${dateText(sub.current_period_end)}, and nothing more is charged.`;
    form = `<form method="post" action="${esc(action)}/resume"><button type="submit" class="pay">Keep my subscription</button></form>`;
  } else {
    state = `Renews on ${dateText(sub.current_period_end)}.`;
    form = `<form method="post" action="${esc(action)}/cancel"><button type="submit" class="pay">Cancel subscription</button></form>`;
  }
  return layout(
    'Your subscription — Confetti (local checkout)',
    `<h1>Confetti</h1>
<p class="note">Local test billing page: the stand-in for Stripe's customer portal while no <code>STRIPE_SECRET_KEY</code> is set. Cancelling here ends Pro at the end of the paid period, as Stripe would.</p>
<h2>Your subscription</h2>
<table><tbody><tr><td>Confetti Pro</td><td class="num">${esc(price)}</td></tr></tbody></table>
<p class="status">${esc(state)}</p>
${sub.email ? `<p class="card">Email: ${esc(sub.email)}</p>` : ''}
<div class="actions">${form}${back}</div>`,
  );
}
