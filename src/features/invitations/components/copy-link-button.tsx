import { Link2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { invitationLink } from '../lib/invitation-link';

/** Copies the invitation page's address, for sharing by hand when e-mail is not enough. */
export async function copyInvitationLink(token: string): Promise<void> {
  const link = invitationLink(token);
  try {
    await navigator.clipboard.writeText(link);
    toast.success('Invitation link copied to clipboard');
  } catch {
    // No clipboard (permissions, insecure context): show the link so it can be copied by hand.
    toast.error('Could not copy the link', { description: link });
  }
}

export function CopyLinkButton({ token, email }: { token: string; email: string }) {
  return (
    <Button variant="outline" size="sm" onClick={() => void copyInvitationLink(token)} aria-label={`Copy invitation link for ${email}`}>
      <Link2 aria-hidden="true" />
      Copy link
    </Button>
  );
}
