import { Link } from 'react-router';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDate, partyDisplayName } from '@/features/parties';
import { useMyInvitations } from '../api/get-my-invitations';
import { invitationStatusColor, statusLabel } from '../lib/status';

/** Landing section for signed-in users: parties they were invited to and answered. */
export function InvitedParties({ email }: { email: string | null | undefined }) {
  const { data } = useMyInvitations(email);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="invited-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="invited-heading" className="mb-6 text-3xl font-bold text-gray-900">
        Parties You're Invited To
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((inv) => {
          const party = inv.party_plans;
          return (
            <li key={inv.id}>
              <Link
                to={`/party/${party.id}`}
                className="flex h-full flex-col gap-2 rounded-xl border border-gray-200 bg-white p-5 shadow-sm hover:shadow-md"
              >
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
                <p className="flex items-center gap-1 text-sm text-gray-700">
                  <CalendarDays aria-hidden="true" className="size-4" /> {formatDate(party.date)}
                </p>
                <p className="flex items-center gap-1 text-sm text-gray-700">
                  <Users aria-hidden="true" className="size-4" /> {party.guest_count} guests
                </p>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
