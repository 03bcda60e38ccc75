import { useState } from 'react';
import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import type { PartySectionProps } from '@/lib/party-section';
import { usePartyGuests } from '../api/get-party-guests';
import { useGuestsChannel } from '../hooks/use-guests-channel';
import { dietarySummary } from '../lib/dietary';
import { ANSWER_LABELS, GUEST_ANSWERS, guestTotals, type GuestAnswer } from '../lib/totals';
import { AddGuestForm } from './add-guest-form';
import { AddToCalendar } from './add-to-calendar';
import { GuestManagerActions } from './guest-manager-actions';
import { GuestSummary } from './guest-summary';
import { GuestTable } from './guest-table';

type Filter = 'all' | GuestAnswer;

/**
 * The Guests panel (docs/decisions.md#guests-and-head-counts): head-counts against the plan, the
 * list filtered by answer, live while open. Managers also get e-mails, dietary needs (summarised
 * for the food plan), notes, reminders, CSV and host-added guests; members get names and answers.
 */
function GuestsPanel({ party, isPublicView, canView }: PartySectionProps) {
  const show = canView && !isPublicView;
  const list = usePartyGuests(party.id, show);
  // The socket joins with the session's token: wait until the session is known, as the feed does.
  const { user } = useAuth();
  useGuestsChannel(party.id, show && Boolean(user));
  const [filter, setFilter] = useState<Filter>('all');
  if (!show) return null;

  const data = list.data;
  const manager = data?.can_manage ?? false;
  const attending = data?.guests.filter((g) => g.answer === 'accepted') ?? [];
  const shown = data ? (filter === 'all' ? data.guests : data.guests.filter((g) => g.answer === filter)) : [];

  return (
    <Card aria-labelledby={`guests-${party.id}`} role="region" className="mt-6">
      <CardHeader>
        <CardTitle id={`guests-${party.id}`} className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5 text-brand-600" />
          Guests
        </CardTitle>
        <CardDescription>{manager ? 'Who is coming, with how many people, and what they can eat.' : 'Who is coming and with how many people.'}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <AddToCalendar partyId={party.id} />
        {list.isPending ? (
          <Spinner label="Loading guests..." />
        ) : list.isError || !data ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load the guest list. Please refresh the page.
          </p>
        ) : (
          <>
            <GuestSummary
              totals={guestTotals(data.guests)}
              planned={data.planned_guests}
              dietary={manager ? dietarySummary(attending.map((g) => g.dietary)) : null}
            />
            {manager && <GuestManagerActions partyId={party.id} guests={data.guests} plusOnesAllowed={data.plus_ones_allowed} />}
            <div role="group" aria-label="Filter by answer" className="flex flex-wrap gap-2">
              {(['all', ...GUEST_ANSWERS] as const).map((f) => (
                <Button key={f} size="sm" variant={filter === f ? 'secondary' : 'outline'} aria-pressed={filter === f} onClick={() => setFilter(f)}>
                  {f === 'all' ? 'All' : ANSWER_LABELS[f]}
                </Button>
              ))}
            </div>
            <GuestTable partyId={party.id} guests={shown} manager={manager} />
            {manager && <AddGuestForm partyId={party.id} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}

export default GuestsPanel;
