import { invitationShareUrl } from '../_shared/share-links.ts';

/** The e-mail's link: the invitation's share URL on the app's origin (docs/product.md#share-links). */
export function acceptUrl(origin: string, token: string): string {
  return invitationShareUrl(origin, token);
}
