import { invitationShareUrl } from '@shared/share-links.ts';
import { siteOrigin } from '@/lib/page-meta';

/**
 * The link an invitee opens: the invitation's share URL `{site}/i/{token}` (docs/product.md#share-links),
 * which shows the party's card in a chat app's preview and takes a person to /invitation/{token}.
 * The same address the e-mails carry.
 */
export function invitationLink(token: string, origin: string = siteOrigin()): string {
  return invitationShareUrl(origin, token);
}
