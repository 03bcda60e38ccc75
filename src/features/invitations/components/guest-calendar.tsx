import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { buildIcs, googleCalendarUrl, icsFileName, type CalendarParty } from '@/lib/ics';
import { partyDisplayName } from '@/lib/party-format';
import type { GuestInvitationView } from '../api/guest-invitation';

/**
 * 'Add to calendar' for a guest who answered with the link: the same .ics and Google link members
 * get (docs/decisions.md#calendar-files), built from what the invitation shows them. The event's
 * link is the party page, never the invitation link (a calendar is often shared).
 */
export function GuestCalendar({ party }: { party: NonNullable<GuestInvitationView['party']> }) {
  if (!party.date) return null;
  const event: CalendarParty = {
    partyId: party.id,
    title: partyDisplayName(party),
    date: party.date,
    timeOfDay: party.time_of_day,
    location: party.location,
    url: `${window.location.origin}/party/${party.id}`,
    sequence: party.calendar_sequence,
  };
  return (
    <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Add to calendar">
      <Button variant="outline" onClick={() => downloadText(icsFileName(event.title), buildIcs(event), 'text/calendar;charset=utf-8')}>
        <CalendarPlus aria-hidden="true" className="size-4" /> Add to Calendar (.ics)
      </Button>
      <Button asChild variant="link">
        <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar
        </a>
      </Button>
    </div>
  );
}
