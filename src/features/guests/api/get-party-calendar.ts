import { queryOptions } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { guestKeys } from '@/lib/query-keys';

const CalendarSchema = z.object({
  party_id: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  date: z.string().nullable(),
  time_of_day: z.string().nullable(),
  sequence: z.number().int(),
});
export type PartyCalendar = z.infer<typeof CalendarSchema>;

/** What the .ics needs (get_party_calendar): members only; the SEQUENCE is the database's. */
export async function getPartyCalendar(partyId: string): Promise<PartyCalendar> {
  const { data, error } = await supabase.rpc('get_party_calendar', { p_party_id: partyId });
  if (error) throw error;
  return CalendarSchema.parse(data);
}

export const partyCalendarQueryOptions = (partyId: string) =>
  // Always fresh: a download after the date changed must carry the new SEQUENCE.
  queryOptions({ queryKey: guestKeys.calendar(partyId), queryFn: () => getPartyCalendar(partyId), staleTime: 0 });

export function usePartyCalendar(partyId: string, enabled: boolean) {
  return useDeferredQuery({ ...partyCalendarQueryOptions(partyId), enabled });
}
