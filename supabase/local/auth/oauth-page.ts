/**
 * The HTML page standing in for Google's sign-in. It lists no accounts: anyone who opens it would
 * learn who has one. Everything rendered goes through `esc`.
 */

export interface PageModel {
  state: string;
  /** Origin the sign-in returns to, shown so the developer sees where the session goes. */
  returnOrigin: string;
  cancelUrl: string;
  error?: string;
  email?: string;
  name?: string;
}

export function esc(s: string): string {
  return s.replace(/[&<>"'`=]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Response headers: never framed (clickjacking), no scripts at all, no referrer, never cached. */
export function pageHeaders(returnOrigin: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    // form-action must name the return origin: browsers apply it to the redirect after the POST.
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self' ${returnOrigin}`,
  };
}

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f1f3f4;color:#202124;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:8px;padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1rem;margin:1.5rem 0 .5rem}
.note{color:#5f6368;font-size:.9rem}.error{background:#fce8e6;color:#a50e0e;padding:.75rem;border-radius:4px}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #80868b;border-radius:4px;font:inherit}
.primary{margin-top:1rem;background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:.6rem 1.5rem;font:inherit;cursor:pointer}
:focus-visible{outline:3px solid #174ea6;outline-offset:2px}a{color:#1a73e8}`;

export function renderPage(m: PageModel): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sign in with Google (local stand-in)</title><style>${STYLE}</style></head>
<body><main>
<h1>Sign in with Google</h1>
<p class="note">Local development stand-in for Google: no Google account is contacted and no password is asked. It only signs in to accounts created on this page. You will return to <strong>${esc(m.returnOrigin)}</strong>.</p>
${m.error ? `<p class="error" role="alert">${esc(m.error)}</p>` : ''}
<section aria-labelledby="account"><h2 id="account">Enter an account</h2>
<form method="post" action="callback"><input type="hidden" name="state" value="${esc(m.state)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" required autocomplete="email" maxlength="255" value="${esc(m.email ?? '')}">
<label for="name">Full name</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="200" value="${esc(m.name ?? '')}">
<button type="submit" class="primary">Sign in</button>
</form></section>
<p><a href="${esc(m.cancelUrl)}">Cancel</a></p>
</main></body></html>`;
}
