import { useLocation, useNavigate, useParams } from 'react-router';
import { useState, type ReactNode } from 'react';
import { Lock, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { signInPath, useAuth } from '@/features/auth';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { EARLY_PHOTO_ID, earlyMemberUser } from '@/lib/prefetch';
import { partyDisplayName } from '@/lib/party-format';
import { usePartyAccess, type DetailParty, type PartyAccess } from '../api/get-party';
import { PartyDetailView, type PartyPageSections } from '../components/detail/party-detail-view';

/**
 * What search engines and link previews learn about a public party: its display name, type and
 * photo. Never its location or date, and nothing for a member's own (private) view.
 */
function publicPartyMeta(access: PartyAccess | undefined): PageMeta | null {
  if (access?.status !== 'ok' || access.permission !== 'none') return null;
  const party: DetailParty = access.party;
  const photo = party.photo_url && /^https?:\/\//i.test(party.photo_url) ? party.photo_url : null;
  return {
    title: partyDisplayName(party),
    description: `A ${party.party_type} plan shared on Confetti: themes, games, food and a timeline. Use it as the starting point for your own party.`,
    path: `/public-party/${party.id}`,
    image: photo,
  };
}

function Problem({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return <StatusPanel icon={<span className="text-brand-600">{icon}</span>} title={title} description={text} actions={children} />;
}

/**
 * /party/{id} and /public-party/{id}: one screen; the second always reads the public view. The
 * sections other features contribute come from the route file that assembles the page.
 */
export function PartyDetail({ sections }: { sections: PartyPageSections }) {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const forcePublic = pathname.startsWith('/public-party/');
  // While the session is being restored, a page whose early reads were made with the stored
  // session shows their answer as that user's: the overview does not wait for the SDK. The same
  // user confirmed keeps the same query; anyone else asks afresh.
  const [early] = useState(() => ({ id, userId: forcePublic ? null : earlyMemberUser(id) }));
  const provisional = loading && early.id === id ? early.userId : null;
  const viewerId = loading ? provisional : (user?.id ?? null);
  const access = usePartyAccess(id, forcePublic, viewerId, !loading || provisional !== null);
  usePageMeta(publicPartyMeta(access.data));

  // A screen tall, so the footer stays below it until the page arrives (nothing moves when it does).
  if ((loading && !provisional) || access.isPending) {
    return (
      <div className="min-h-screen">
        {/* The page's early read puts the party's photo here before this code has loaded
            (src/lib/prefetch.ts); React leaves what it finds inside. */}
        <div className="mx-auto max-w-5xl px-4 pt-8 sm:px-6">
          <div
            id={EARLY_PHOTO_ID}
            aria-hidden="true"
            className="h-56 w-full overflow-hidden rounded-xl bg-gray-100 sm:h-72"
            dangerouslySetInnerHTML={{ __html: '' }}
            suppressHydrationWarning
          />
        </div>
        <Spinner label="Loading party details..." className="py-16" />
      </div>
    );
  }
  if (access.isError) {
    return (
      <Problem icon={<SearchX />} title="Something went wrong" text="Failed to fetch party details">
        <Button variant="outline" onClick={() => access.refetch()}>
          Try again
        </Button>
      </Problem>
    );
  }
  const a = access.data;
  if (a.status === 'not-found') {
    return (
      <Problem icon={<SearchX />} title="Party Not Found" text="This party doesn't exist or has been deleted.">
        <Button variant="outline" onClick={() => navigate(viewerId ? '/my-parties' : '/public-parties')}>
          {viewerId ? 'Back to My Parties' : 'Back to Public Parties'}
        </Button>
      </Problem>
    );
  }
  if (a.status === 'denied') {
    return (
      <Problem icon={<Lock />} title="Access Denied" text="You don't have permission to view this party.">
        {viewerId ? (
          <Button variant="outline" onClick={() => navigate('/my-parties')}>
            Back to My Parties
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => navigate('/public-parties')}>
              Back to Public Parties
            </Button>
            <Button variant="gradient" onClick={() => navigate(signInPath(pathname))}>
              Sign In
            </Button>
          </>
        )}
      </Problem>
    );
  }
  const { party, status: _status, permission: _permission, ...abilities } = a;
  // The sections below the overview read the session themselves: they wait until it is known.
  return <PartyDetailView key={party.id} party={party} abilities={abilities} userId={viewerId} sections={sections} sessionKnown={!loading} />;
}

export type { PartyPageSections };
