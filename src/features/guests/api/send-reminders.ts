import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { guestKeys } from '@/lib/query-keys';

export interface GuestEmailsSent {
  sent: number;
  failed: number;
  /** Guests not e-mailed today: their address had as many e-mails from Confetti as it may get in a day. */
  limited?: number;
  notice?: string;
}

/**
 * send-guest-emails: a reminder to everyone who has not answered (docs/decisions.md#guest-reminders),
 * or the .ics to everyone going (docs/decisions.md#calendar-files).
 */
export async function sendGuestEmails({
  partyId,
  kind,
  includeMaybe = false,
}: {
  partyId: string;
  kind: 'reminder' | 'calendar';
  includeMaybe?: boolean;
}): Promise<GuestEmailsSent> {
  const { data, error } = await supabase.functions.invoke<GuestEmailsSent>('send-guest-emails', { body: { partyId, kind, includeMaybe } });
  if (error) throw error;
  return data!;
}

export function useSendGuestEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGuestEmails,
    onSettled: (_d, _e, input) => queryClient.invalidateQueries({ queryKey: guestKeys.list(input.partyId) }),
  });
}
