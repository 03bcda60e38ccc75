import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import type { PartyFormData } from '../lib/options';

export const savePartyPlanSchema = z.object({
  partyType: z.string().min(1),
  partyFor: z.string(),
  location: z.string().min(1),
  date: z.string().min(1),
  time: z.string(),
  guestCount: z.string().min(1),
  budget: z.string(),
  ideas: z.string(),
  specialRequests: z.string(),
});

/** Inserts a new private plan for the user; answers its id. guestCount is parsed as an integer. */
export async function savePartyPlan({ userId, form }: { userId: string; form: PartyFormData }): Promise<string> {
  const f = savePartyPlanSchema.parse(form);
  const { data, error } = await supabase
    .from('party_plans')
    .insert({
      user_id: userId,
      party_type: f.partyType,
      party_for: f.partyFor.trim() || null,
      location: f.location.trim(),
      date: f.date,
      guest_count: Number.parseInt(f.guestCount, 10) || 0,
      budget: f.budget || null,
      ideas: f.ideas.trim() || null,
      special_requests: f.specialRequests.trim() || null,
      is_public: false,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

export function useSavePartyPlan() {
  return useMutation({ mutationFn: savePartyPlan });
}
