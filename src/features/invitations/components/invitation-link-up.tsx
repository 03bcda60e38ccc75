import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { linkMyInvitations } from '../api/link-my-invitations';
import { invitationKeys } from '@/lib/query-keys';

/**
 * Mounted once in the app shell: whenever a different user signs in, their e-mail's invitations
 * are linked to them (docs/product.md#table-calls), and the lists that show invitations are refreshed.
 */
export function InvitationLinkUp() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const linkedFor = useRef<string | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) {
      linkedFor.current = null;
      return;
    }
    if (linkedFor.current === userId) return;
    linkedFor.current = userId;
    linkMyInvitations()
      .then((linked) => {
        if (linked > 0) void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      })
      .catch((error: unknown) => {
        // Linking is a convenience (the invitation link works without it): never bother the user.
        console.error('Could not link invitations to this account', error);
        if (linkedFor.current === userId) linkedFor.current = null;
      });
  }, [userId, queryClient]);

  return null;
}
