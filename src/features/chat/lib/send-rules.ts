/** Spec §5: an empty or whitespace-only message is not sent, nor anything while a send is in flight. */
export function canSend(text: string, inFlight: boolean): boolean {
  return !inFlight && text.trim().length > 0;
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing) makes a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** Spec §9: a sender without a profile name is 'User {first part of the id}'. */
export function chatDisplayName(fullName: string | null | undefined, userId: string): string {
  return fullName?.trim() || `User ${userId.split('-')[0]}`;
}

/** Only files in this party's folder of the chat bucket are previewed inline; others are plain links. */
export function isPartyChatFileUrl(url: string, apiUrl: string, partyId: string): boolean {
  const prefix = `${apiUrl.replace(/\/+$/, '')}/storage/v1/object/public/party-chat-files/chat-files/${partyId}/`;
  return url.startsWith(prefix) && !url.slice(prefix.length).includes('..');
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
