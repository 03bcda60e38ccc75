import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CalendarDays, Copy, Globe, Printer } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import type { DetailParty } from '../../api/get-party';
import { formatDate, partyDisplayName } from '@/lib/party-format';
import { goToSection } from '../../lib/scroll';
import { CopyPartyLinkButton } from './copy-party-link';

export interface JumpLink {
  id: string;
  label: string;
}

/** Title, type, creation date, 'Shared Publicly', the jump-nav and the page-level controls ('Copy link' while the party is public). */
export function PartyHeader({
  party,
  isPublicView,
  jumpLinks,
  showAdvancedSwitch,
  advanced,
  onAdvancedChange,
  onBack,
  onUseAsTemplate,
  printHref = null,
}: {
  party: DetailParty;
  isPublicView: boolean;
  jumpLinks: JumpLink[];
  showAdvancedSwitch: boolean;
  advanced: boolean;
  onAdvancedChange: (advanced: boolean) => void;
  onBack: () => void;
  onUseAsTemplate: () => void;
  /** The printable plan, for members (docs/decisions.md#the-printable-plan); null hides the button. */
  printHref?: string | null;
}) {
  const switchId = useId();
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={onBack} className="-ml-3">
          <ArrowLeft aria-hidden="true" />
          {isPublicView ? 'Back to Public Parties' : 'Back to My Parties'}
        </Button>
        <div className="flex flex-wrap items-center gap-3">
          {showAdvancedSwitch && (
            <div className="flex items-center gap-2">
              <Switch id={switchId} checked={advanced} onCheckedChange={onAdvancedChange} />
              <label htmlFor={switchId} className="cursor-pointer text-sm font-medium text-gray-800">
                Advanced Mode
              </label>
            </div>
          )}
          {party.is_public && <CopyPartyLinkButton partyId={party.id} />}
          {printHref && (
            <Button asChild variant="outline">
              <Link to={printHref}>
                <Printer aria-hidden="true" />
                Print / Save as PDF
              </Link>
            </Button>
          )}
          {isPublicView && (
            <Button variant="gradient" onClick={onUseAsTemplate}>
              <Copy aria-hidden="true" />
              Use This Party as Template
            </Button>
          )}
        </div>
      </div>
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{party.party_type}</Badge>
          {party.is_public && (
            <Badge variant="green">
              <Globe aria-hidden="true" className="size-3" /> Shared Publicly
            </Badge>
          )}
        </div>
        <h1 className="mt-2 text-3xl font-bold text-gray-900 sm:text-4xl">{partyDisplayName(party)}</h1>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-700">
          <CalendarDays aria-hidden="true" className="size-4" /> Created {formatDate(party.created_at)}
        </p>
      </div>
      <nav aria-label="Jump to section" className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1 pb-1">
          {jumpLinks.map((l) => (
            <li key={l.id}>
              <a
                href={`#${l.id}`}
                onClick={(e) => {
                  e.preventDefault();
                  goToSection(l.id);
                }}
                className="inline-flex h-9 items-center whitespace-nowrap rounded-full border border-gray-200 bg-white px-4 text-sm font-medium text-gray-800 hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800"
              >
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
