export type TextPart = { type: 'text'; value: string } | { type: 'link'; value: string; href: string };

// http(s) addresses and bare www. ones; anything else (javascript:, data:, mailto tricks) stays text.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
// Punctuation that usually ends the sentence, not the address.
const TRAILING = '.,!?;:\'")]}';

/** Drops sentence punctuation from the end; a ')' stays when it closes a '(' inside the address. */
function trimTrailing(raw: string): string {
  let end = raw.length;
  while (end > 0 && TRAILING.includes(raw[end - 1])) {
    if (raw[end - 1] === ')') {
      const body = raw.slice(0, end);
      const opens = body.split('(').length - 1;
      const closes = body.split(')').length - 1;
      if (closes <= opens) break;
    }
    end -= 1;
  }
  return raw.slice(0, end);
}

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
    // Keeps a closing bracket that belongs to the address, e.g. en.wikipedia.org/wiki/Foo_(bar).
    const raw = trimTrailing(match[0]);
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) parts.push({ type: 'text', value: text.slice(last, start) });
    parts.push({ type: 'link', value: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ type: 'text', value: text.slice(last) });
  return parts;
}
