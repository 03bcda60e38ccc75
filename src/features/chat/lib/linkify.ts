export type TextPart = { type: 'text'; value: string } | { type: 'link'; value: string; href: string };

// http(s) addresses and bare www. ones; anything else (javascript:, data:, mailto tricks) stays text.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
// Punctuation that usually ends the sentence, not the address.
const TRAILING = /[.,!?;:'")\]}]+$/;

function safeHref(candidate: string): string | null {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits message text into plain text and links. The parts are rendered as React text and <a>
 * elements, never as HTML, so markup in a message shows as the characters it is.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let raw = match[0];
    // Keep a closing bracket that belongs to the address, e.g. en.wikipedia.org/wiki/Foo_(bar).
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    if (trailing && !(trailing === ')' && raw.includes('('))) raw = raw.slice(0, raw.length - trailing.length);
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) parts.push({ type: 'text', value: text.slice(last, start) });
    parts.push({ type: 'link', value: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ type: 'text', value: text.slice(last) });
  return parts;
}
