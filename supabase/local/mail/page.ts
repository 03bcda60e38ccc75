import type { MailMessage } from './store.ts';

/** Escapes text for HTML content and attribute values alike. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** No scripts anywhere; mail bodies only render inside a sandboxed, origin-less iframe. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fafafa; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  a { color: #0b57d0; }
  a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; word-break: break-word; }
  iframe { width: 100%; min-height: 28rem; border: 1px solid #ccc; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #ccc; padding: 1rem; }
  .muted { color: #555; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function when(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>`;
}

export function renderInbox(messages: MailMessage[], filter?: string): string {
  const heading = filter ? `Mail to ${filter}` : 'Local mailbox';
  const rows = messages
    .map(
      (m) => `<tr>
  <td>${when(m.created_at)}</td>
  <td>${escapeHtml(m.to.join(', '))}</td>
  <td>${escapeHtml(m.from)}</td>
  <td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td>
</tr>`,
    )
    .join('\n');
  const table = messages.length
    ? `<table>
<caption class="muted">${messages.length} message${messages.length === 1 ? '' : 's'}, newest first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">From</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No messages yet. E-mails the app sends in local mode show up here.</p>';
  return layout(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p class="muted">Every e-mail the local stack sends lands here instead of a real inbox. <a href="/">Refresh</a> · <a href="/api/messages">JSON</a></p>
${table}`,
  );
}

export function renderMessage(m: MailMessage): string {
  const html = m.html
    ? `<h2>HTML body</h2>
<iframe title="HTML body of the message" sandbox="" referrerpolicy="no-referrer" srcdoc="${escapeHtml(m.html)}"></iframe>`
    : '';
  const text = m.text ? `<h2>Text body</h2>\n<pre>${escapeHtml(m.text)}</pre>` : '';
  return layout(
    m.subject || '(no subject)',
    `<p><a href="/">← Back to the mailbox</a></p>
<h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl>
  <dt>From</dt><dd>${escapeHtml(m.from)}</dd>
  <dt>To</dt><dd>${escapeHtml(m.to.join(', '))}</dd>${
    m.reply_to
      ? `
  <dt>Reply-To</dt><dd>${escapeHtml(m.reply_to)}</dd>`
      : ''
  }
  <dt>Received</dt><dd>${when(m.created_at)}</dd>${
    m.attachments?.length
      ? `
  <dt>Attachments</dt><dd>${m.attachments.map((a) => escapeHtml(a.filename)).join(', ')}</dd>`
      : ''
  }
</dl>
${html}
${text || (html ? '' : '<p>This message has no body.</p>')}`,
  );
}

export function renderNotFound(): string {
  return layout('Message not found', '<p><a href="/">← Back to the mailbox</a></p><h1>Message not found</h1>');
}
