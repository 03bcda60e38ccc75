import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { guestKeys } from '@/lib/query-keys';

export interface RemindersSent {
  sent: number;
  failed: number;
  notice?: string;
}

/** send-guest-reminders: e-mails everyone due a reminder (docs/decisions.md#guest-reminders). */
export async function sendGuestReminders({ partyId, includeMaybe }: { partyId: string; includeMaybe: boolean }): Promise<RemindersSent> {
  const { data, error } = await supabase.functions.invoke<RemindersSent>('send-guest-reminders', { body: { partyId, includeMaybe } });
  if (error) throw error;
  return data!;
}

export function useSendGuestReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGuestReminders,
    onSettled: (_d, _e, input) => queryClient.invalidateQueries({ queryKey: guestKeys.list(input.partyId) }),
  });
}
