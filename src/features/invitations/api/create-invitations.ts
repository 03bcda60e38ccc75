import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { partyInvitationsKey, type PartyInvitation } from './get-party-invitations';
import { sendInvitationEmail, type EmailContext } from './send-invitation-email';

export const createInvitationsSchema = z.object({
  partyId: z.string().min(1),
  invitedBy: z.string().min(1),
  // Lower case, as the auth service stores addresses: the landing page finds a user's invitations
  // by their e-mail, and 'Ana@Example.com' typed in the bulk box must still be theirs.
  emails: z.array(z.string().trim().toLowerCase().min(3)).min(1),
  permissionLevel: z.enum(['view_only', 'collaborator', 'co_admin']),
  responseType: z.enum(['collaboration', 'attendance']),
});
export type CreateInvitationsInput = z.infer<typeof createInvitationsSchema> & EmailContext;

export interface CreateInvitationsResult {
  invitations: PartyInvitation[];
  /** Invitations that exist but whose e-mail could not be sent: share their links by hand. */
  unsent: PartyInvitation[];
}

/**
 * Inserts one row per address in a single statement (all or nothing: a duplicate fails the batch
 * with 23505), then e-mails each one. An e-mail failure does not undo the invitation.
 */
export async function createInvitations(input: CreateInvitationsInput): Promise<CreateInvitationsResult> {
  const { partyId, invitedBy, emails, permissionLevel, responseType } = createInvitationsSchema.parse(input);
  const { data, error } = await supabase
    .from('party_invitations')
    .insert(
      emails.map((email) => ({
        party_id: partyId,
        invited_email: email,
        permission_level: permissionLevel,
        response_type: responseType,
        invited_by: invitedBy,
      })),
    )
    .select('*');
  if (error) throw error;
  const results = await Promise.allSettled(
    data.map((invitation) => sendInvitationEmail(invitation, { inviterName: input.inviterName, partyType: input.partyType })),
  );
  const unsent = data.filter((_, i) => results[i].status === 'rejected');
  for (const r of results) if (r.status === 'rejected') console.error('Invitation e-mail failed', r.reason);
  return { invitations: data, unsent };
}

export function useCreateInvitations(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitations,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partyInvitationsKey(partyId) }),
  });
}
