import { Link2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { partyShareUrl } from '@shared/share-links.ts';
import { Button } from '@/components/ui/button';
import { siteOrigin } from '@/lib/page-meta';

/**
 * A public party's link to pass on: its share URL `{site}/p/{id}` (docs/product.md#share-links),
 * whose preview in a chat app shows the party's card and which opens its public page.
 */
export async function copyPartyLink(partyId: string): Promise<void> {
  const link = partyShareUrl(siteOrigin(), partyId);
  try {
    await navigator.clipboard.writeText(link);
    toast.success('Party link copied to clipboard');
  } catch {
    // No clipboard (permissions, insecure context): show the link so it can be copied by hand.
    toast.error('Could not copy the link', { description: link });
  }
}

export function CopyPartyLinkButton({ partyId }: { partyId: string }) {
  return (
    <Button variant="outline" onClick={() => void copyPartyLink(partyId)}>
      <Link2 aria-hidden="true" />
      Copy link
    </Button>
  );
}
