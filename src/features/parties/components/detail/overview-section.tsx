import { CalendarDays, Clock, DollarSign, ListChecks, MapPin, Sparkles, User, Users } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { DetailParty } from '../../api/get-party';
import { budgetLabel, formatDate, partyDisplayName } from '@/lib/party-format';
import { detailRows, formatTime, TIME_LABEL } from '@/lib/party-details';
import { actionsMenu, type PartyAbilities } from '../../lib/permissions';
import { SECTION_IDS } from '../../lib/scroll';
import { PhotoBanner } from './photo-banner';

// The menu (and its dropdown code) is for members who may edit or invite; visitors never load it.
const ActionsMenu = lazy(() => import('./actions-menu').then((m) => ({ default: m.ActionsMenu })));
// Editors only, like the menu.
const EditInCanvaButton = lazy(() => import('@/features/design-tool').then((m) => ({ default: m.EditInCanvaButton })));

const HIDDEN = 'Hidden for privacy';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3">
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-gray-600">
        <span aria-hidden="true" className="text-brand-600 [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 break-words pl-6 text-sm font-medium text-gray-900">{children}</dd>
    </div>
  );
}

/** Overview card (docs/product.md#party-page): photo banner with the actions menu, and the party's details. */
export function OverviewSection({
  party,
  abilities,
  generatingPhoto,
  onGeneratePhoto,
  onManageTeam,
  onEdit,
}: {
  party: DetailParty;
  abilities: PartyAbilities;
  generatingPhoto: boolean;
  onGeneratePhoto: () => void;
  onManageTeam: () => void;
  onEdit: () => void;
}) {
  const name = partyDisplayName(party);
  const pub = abilities.isPublicView;
  return (
    <section id={SECTION_IDS.overview} aria-labelledby="overview-heading" className="scroll-mt-24 focus:outline-none">
      <Card className="overflow-hidden">
        <div className="relative">
          <PhotoBanner url={party.photo_url} type={party.party_type} name={name} generating={generatingPhoto} />
          <div className="absolute right-3 top-3">
            {actionsMenu(abilities).show && (
              <Suspense fallback={null}>
                <ActionsMenu abilities={abilities} onGeneratePhoto={onGeneratePhoto} onManageTeam={onManageTeam} onEdit={onEdit} />
              </Suspense>
            )}
          </div>
          {abilities.canEdit && !pub && party.photo_url && !generatingPhoto ? (
            <div className="absolute bottom-3 right-3">
              <Suspense fallback={null}>
                <EditInCanvaButton size="sm" className="bg-white/95" image={{ source: 'party_photo', partyId: party.id }} what="party photo" />
              </Suspense>
            </div>
          ) : null}
        </div>
        <div className="space-y-5 p-6">
          <h2 id="overview-heading" className="text-xl font-semibold text-gray-900">
            Overview
          </h2>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact icon={<User />} label="For">
              {party.party_for || 'Not specified'}
            </Fact>
            <Fact icon={<MapPin />} label="Location">
              {pub ? HIDDEN : party.location || 'Not set'}
            </Fact>
            <Fact icon={<CalendarDays />} label="Date">
              {pub ? HIDDEN : formatDate(party.date)}
            </Fact>
            <Fact icon={<Clock />} label={TIME_LABEL}>
              {pub ? HIDDEN : formatTime(party.time_of_day)}
            </Fact>
            {detailRows(party.party_type, party.details).map((row) => (
              <Fact key={row.field} icon={<ListChecks />} label={row.label}>
                {row.value}
              </Fact>
            ))}
            <Fact icon={<Users />} label="Guests">
              {party.guest_count} guests
            </Fact>
            <Fact icon={<DollarSign />} label="Budget">
              {budgetLabel(party.budget)}
            </Fact>
          </dl>
          {party.ideas?.trim() && (
            <div>
              <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
                <Sparkles aria-hidden="true" className="size-4 text-brand-600" /> Party Vision
              </h3>
              <p className="mt-1 whitespace-pre-line text-gray-700">{party.ideas}</p>
            </div>
          )}
          {!pub && party.special_requests?.trim() && (
            <div>
              <h3 className="text-sm font-semibold text-gray-900">Special Requirements</h3>
              <p className="mt-1 whitespace-pre-line text-gray-700">{party.special_requests}</p>
            </div>
          )}
        </div>
      </Card>
    </section>
  );
}
