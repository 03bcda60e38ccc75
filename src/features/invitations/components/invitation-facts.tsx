import { PartyPopper } from 'lucide-react';
import { CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, partyDisplayName } from '@/lib/party-format';
import { detailRows, formatTime, TIME_LABEL } from '@/lib/party-details';

/** What both invitation pages (a member's and a guest's) know of the party. */
interface InvitedParty {
  party_type: string;
  party_name?: string | null;
  details?: Parameters<typeof detailRows>[1];
  date: string | null;
  time_of_day?: string | null;
  ideas?: string | null;
}

/** 'You're Invited!' and who invites to which party. */
export function InvitationHeading({ inviter, party }: { inviter: string | null | undefined; party: Parameters<typeof partyDisplayName>[0] }) {
  return (
    <CardHeader className="items-center text-center">
      <PartyPopper aria-hidden="true" className="size-12 text-brand-600" />
      <CardTitle as="h1" className="text-3xl">
        You're Invited!
      </CardTitle>
      <p className="text-gray-700">
        {inviter || 'Someone'} invited you to <strong>{partyDisplayName(party)}</strong>
      </p>
    </CardHeader>
  );
}

/**
 * The party's facts (type, its type's own details, place, date, time, then `extra` rows) and the
 * host's 'Party Vision'. `place` is what the page may say of the location.
 */
export function InvitationFacts({ party, place, extra = [] }: { party: InvitedParty; place: string; extra?: Array<[string, string]> }) {
  const rows: Array<[string, string]> = [
    ['Party type', party.party_type],
    ...detailRows(party.party_type, party.details).map((r): [string, string] => [r.label, r.value]),
    ['Location', place],
    ['Date', formatDate(party.date)],
    ...(party.time_of_day ? [[TIME_LABEL, formatTime(party.time_of_day)] as [string, string]] : []),
    ...extra,
  ];
  return (
    <>
      <dl className="divide-y divide-gray-200">
        {rows.map(([k, v]) => (
          <div key={k} className="grid grid-cols-3 gap-4 py-2">
            <dt className="text-sm font-medium text-gray-700">{k}</dt>
            <dd className="col-span-2 text-sm text-gray-900">{v}</dd>
          </div>
        ))}
      </dl>
      {party.ideas && (
        <section aria-labelledby="inv-vision">
          <h2 id="inv-vision" className="font-semibold text-gray-900">
            Party Vision
          </h2>
          <p className="mt-1 whitespace-pre-line text-sm text-gray-700">{party.ideas}</p>
        </section>
      )}
    </>
  );
}
