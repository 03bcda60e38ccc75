import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Globe } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { LoadMore } from '@/components/ui/load-more';
import { LIST_LOADING_CLASS, Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { fetchPublicParty, usePublicParties } from '../api/get-public-parties';
import type { PublicPartyPlan } from '../api/get-trending-parties';
import { budgetCardLabel, partyDisplayName } from '@/lib/party-format';
import { templateNavigationState } from '@/lib/wizard-navigation';
import { PartyCardArt } from '../components/party-card-art';
import { templateSignInPath } from '../lib/template-sign-in';
import { PartyFacts } from '../components/party-facts';
import { usePageMeta } from '@/lib/page-meta';
import { EARLY_PHOTO_ID } from '@/lib/prefetch';
import { useSlices } from '@/lib/use-slices';

const NO_PARTIES: PublicPartyPlan[] = [];
/** Cards per slice: a phone's first screen holds about two (src/lib/use-slices.ts). */
const CARDS_PER_SLICE = 3;

/**
 * The list's loading state: the first card's top, where the page's early read puts that card's
 * photo before this code has loaded (src/lib/prefetch.ts; React leaves what it finds inside), and
 * the spinner under it. The first card then takes the same place, its photo already drawn.
 */
function FirstCardLoading() {
  return (
    <div className={LIST_LOADING_CLASS}>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        <div className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
          <div id={EARLY_PHOTO_ID} className="h-40 w-full bg-gray-100" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
        </div>
      </div>
      <Spinner label="Loading public parties..." className="py-16" />
    </div>
  );
}

/**
 * Public Parties (docs/product.md#public-parties), read from public_party_plans: location and date
 * are never there. A page at a time, newest first; 'Load more' adds the next (a failed one keeps the list).
 */

export function PublicParties() {
  usePageMeta({
    title: 'Public Parties',
    description: 'Browse party plans shared by the Confetti community and use one as the starting point for your own. Locations and dates stay private.',
    path: '/public-parties',
  });
  const { user, loading: authLoading } = useAuth();
  const navigate = useNavigate();
  const parties = usePublicParties();
  const plans = useSlices(parties.data?.pages.flat() ?? NO_PARTIES, CARDS_PER_SLICE);

  // A visitor who chose Use This Template (here or on the party's page) signs in and comes back
  // with ?use=<id>: the wizard opens with that plan (docs/decisions.md#sign-in-returns-you-where-you-were).
  const [params] = useSearchParams();
  const resume = params.get('use');

  function applyTemplate(plan: PublicPartyPlan) {
    if (!user) return navigate(templateSignInPath(plan.id ?? ''));
    navigate('/party-planning', { state: templateNavigationState(plan) });
  }

  useEffect(() => {
    if (!resume || authLoading || !user) return;
    let gone = false;
    fetchPublicParty(resume).then(
      (plan) => {
        if (gone) return;
        if (plan) navigate('/party-planning', { replace: true, state: templateNavigationState(plan) });
        else {
          toast.error('That party is no longer public.');
          navigate('/public-parties', { replace: true });
        }
      },
      () => !gone && toast.error("We couldn't load that party. Please try again."),
    );
    return () => {
      gone = true;
    };
  }, [resume, authLoading, user, navigate]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">Public Parties</h1>
      <p className="mt-2 text-gray-700">Plans shared by the community. Location and date stay private.</p>
      {/* The cards wait for the session too: their buttons act on who is signed in. */}
      {parties.isPending || authLoading ? (
        <FirstCardLoading />
      ) : !parties.data ? (
        <LoadError message="We couldn't load the public parties." onRetry={() => parties.refetch()} />
      ) : plans.length === 0 ? (
        <div className="mt-12 rounded-xl border border-dashed border-gray-300 p-12 text-center">
          <h2 className="text-xl font-semibold text-gray-900">No Public Parties Yet</h2>
          <p className="mt-2 text-gray-700">When hosts share their plans, they will appear here.</p>
        </div>
      ) : (
        <>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Public parties">
            {plans.map((plan, i) => {
              const name = partyDisplayName(plan);
              return (
                // The whole card opens the details for pointer users; 'View Details' is the keyboard path.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
                <li
                  key={plan.id}
                  className="flex cursor-pointer flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md"
                  onClick={() => navigate(`/party/${plan.id}`)}
                >
                  <PartyCardArt type={plan.party_type} photoUrl={plan.photo_url} priority={i === 0} />
                  <div className="flex flex-1 flex-col gap-3 p-6">
                    <div className="flex flex-wrap gap-2">
                      <Badge variant="green">
                        <Globe aria-hidden="true" className="size-3" /> Public Template
                      </Badge>
                      <Badge variant="outline">{budgetCardLabel(plan.budget)}</Badge>
                    </div>
                    <h2 className="text-lg font-semibold text-gray-900">{name}</h2>
                    <p className="text-sm text-gray-700">{plan.party_type}</p>
                    {plan.party_for && <p className="text-sm text-gray-700">For: {plan.party_for}</p>}
                    <PartyFacts plan={plan} publicView showBudget={false} />
                    {plan.ideas && <p className="line-clamp-3 text-sm text-gray-600">{plan.ideas}</p>}
                    {/* The buttons' own clicks stop here, short of the card's. */}
                    {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above */}
                    <div className="mt-auto flex flex-wrap gap-2 pt-2" onClick={(e) => e.stopPropagation()}>
                      <Button variant="gradient" size="sm" onClick={() => applyTemplate(plan)} aria-label={`Use This Template: ${name}`}>
                        Use This Template
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => navigate(`/party/${plan.id}`)} aria-label={`View Details: ${name}`}>
                        View Details
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          {parties.hasNextPage && (
            <LoadMore
              what="public parties"
              loading={parties.isFetchingNextPage}
              failed={parties.isFetchNextPageError}
              onLoadMore={() => void parties.fetchNextPage()}
            />
          )}
        </>
      )}
    </div>
  );
}

export { PublicParties as Component };
