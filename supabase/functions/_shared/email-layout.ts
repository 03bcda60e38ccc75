// The frame Confetti's e-mails share (invitations, reminders and calendar invites, order
// confirmations, contact messages). Pure (no Deno APIs) so unit tests render it under Node. Mail
// clients strip <style> and ignore most CSS: inline styles and a table layout only.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface EmailFrame {
  /** The <title>, usually the subject. */
  title: string;
  heading: string;
  /** Already-escaped HTML for the body. */
  bodyHtml: string;
  /** Plain text for the grey footer. */
  footer?: string;
  /** The name over the heading; Confetti unless a deployment renames the product. */
  brand?: string;
}

export function renderEmailFrame({ title, heading, bodyHtml, footer, brand = 'Confetti' }: EmailFrame): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f3ff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3ff;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.08)">
<tr><td style="background:linear-gradient(90deg,#7c3aed,#db2777);background-color:#7c3aed;padding:28px 32px;color:#ffffff">
<p style="margin:0;font-size:14px;letter-spacing:.08em;text-transform:uppercase;opacity:.9">${e(brand)}</p>
<h1 style="margin:8px 0 0;font-size:26px;line-height:1.2">${e(heading)}</h1>
</td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:1.5;color:#111827">
${bodyHtml}
</td></tr>
${footer ? `<tr><td style="padding:16px 32px;background:#faf5ff;font-size:12px;line-height:1.5;color:#6b7280">${e(footer)}</td></tr>` : ''}
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A button-styled link (mail clients need the table around it). */
export function emailButton(href: string, label: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 0"><tr><td style="border-radius:10px;background:#7c3aed">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-size:15px;font-weight:600;text-decoration:none;border-radius:10px">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}
