/** docs/product.md#chat-validation: an empty or whitespace-only message is not sent, nor anything while a send is in flight. */
export function canSend(text: string, inFlight: boolean): boolean {
  return !inFlight && text.trim().length > 0;
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing) makes a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** docs/product.md#invitation-and-chat-constants: a sender without a profile name is 'User {first part of the id}'. */
export function chatDisplayName(fullName: string | null | undefined, userId: string): string {
  return fullName?.trim() || `User ${userId.split('-')[0]}`;
}

/**
 * The object path (chat-files/{partyId}/...) a message's file URL names, when it is a file in
 * this party's folder of the chat bucket; null for any other address. Messages keep the URL in
 * its public form; the bucket is private, so the app signs this path to show the file.
 */
export function partyChatFilePath(url: string, apiUrl: string, partyId: string): string | null {
  const prefix = `${apiUrl.replace(/\/+$/, '')}/storage/v1/object/public/party-chat-files/chat-files/${partyId}/`;
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length).split(/[?#]/)[0];
  let segments: string[];
  try {
    segments = rest.split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.length < 2 || segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('/'))) return null;
  return `chat-files/${partyId}/${segments.join('/')}`;
}

export function isHttpUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
