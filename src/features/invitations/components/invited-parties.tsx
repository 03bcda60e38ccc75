import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDate, partyDisplayName } from '@/lib/party-format';
import { useMyInvitations, type MyInvitation } from '../api/get-my-invitations';
import { invitationStatusColor, statusLabel } from '../lib/status';

const CARD = 'flex h-full flex-col gap-2 rounded-xl border border-gray-200 bg-white p-5 shadow-sm';

/** Landing section for signed-in users: parties they were invited to and answered. */
export function InvitedParties({ userId }: { userId: string | null | undefined }) {
  const { data } = useMyInvitations(userId);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="invited-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="invited-heading" className="mb-6 text-3xl font-bold text-gray-900">
        Parties You're Invited To
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((inv) => (
          <li key={inv.id}>
            {/* Only a party the user may open is a link; a declined one would answer 'Access Denied'. */}
            {inv.can_view ? (
              <Link to={`/party/${inv.party.id}`} className={`${CARD} hover:shadow-md`}>
                <InvitationCard inv={inv} />
              </Link>
            ) : (
              <div className={CARD}>
                <InvitationCard inv={inv} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function InvitationCard({ inv }: { inv: MyInvitation }): ReactNode {
  const { party } = inv;
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold text-gray-900">{partyDisplayName(party)}</h3>
        <Badge variant={invitationStatusColor(inv.status)}>{statusLabel(inv.status)}</Badge>
      </div>
      <p className="text-sm text-gray-700">{party.party_type}</p>
      {party.location && (
        <p className="flex items-center gap-1 text-sm text-gray-700">
          <MapPin aria-hidden="true" className="size-4" /> {party.location}
        </p>
      )}
      {inv.can_view && (
        <p className="flex items-center gap-1 text-sm text-gray-700">
          <CalendarDays aria-hidden="true" className="size-4" /> {formatDate(party.date)}
        </p>
      )}
      <p className="flex items-center gap-1 text-sm text-gray-700">
        <Users aria-hidden="true" className="size-4" /> {party.guest_count} guests
      </p>
    </>
  );
}
