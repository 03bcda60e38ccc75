import { CalendarPlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { buildIcs, googleCalendarUrl, icsFileName, type CalendarParty } from '@/lib/ics';
import { rpcErrorMessage } from '@/lib/rpc-error';
import { useQueryClient } from '@tanstack/react-query';
import { downloadText } from '@/lib/download';
import { partyCalendarQueryOptions, usePartyCalendar, type PartyCalendar } from '../api/get-party-calendar';

function toCalendarParty(c: PartyCalendar, date: string): CalendarParty {
  return {
    partyId: c.party_id,
    title: c.title,
    date,
    timeOfDay: c.time_of_day,
    location: c.location,
    url: `${window.location.origin}/party/${c.party_id}`,
    sequence: c.sequence,
  };
}

/**
 * 'Add to calendar' for the party's host and members (docs/decisions.md#calendar-files): an .ics
 * download built from get_party_calendar, fetched afresh for every download so a changed date or
 * time carries its higher SEQUENCE, and a Google Calendar link.
 */
export function AddToCalendar({ partyId }: { partyId: string }) {
  const queryClient = useQueryClient();
  const calendar = usePartyCalendar(partyId, true);
  const date = calendar.data?.date;
  if (!calendar.data || !date) return null;
  const google = googleCalendarUrl(toCalendarParty(calendar.data, date));

  async function downloadIcs() {
    try {
      const fresh = await queryClient.fetchQuery({ ...partyCalendarQueryOptions(partyId), staleTime: 0 });
      if (!fresh.date) return void toast.error('This party has no date yet.');
      const party = toCalendarParty(fresh, fresh.date);
      downloadText(icsFileName(party.title), buildIcs(party), 'text/calendar;charset=utf-8');
    } catch (e) {
      toast.error(rpcErrorMessage(e, 'Failed to prepare the calendar file. Please try again.'));
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Add to calendar">
      <Button variant="outline" onClick={() => void downloadIcs()}>
        <CalendarPlus aria-hidden="true" className="size-4" /> Add to Calendar (.ics)
      </Button>
      <Button asChild variant="link">
        <a href={google} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar
        </a>
      </Button>
    </div>
  );
}
