import { useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Globe } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useParty } from '../api/get-party';
import { formatDate, partyDisplayName } from '../lib/budget';
import { PartyCardArt } from '../components/party-card-art';
import { PartyFacts } from '../components/party-facts';

/** /party/{id} and /public-party/{id}: the plan's details; public view hides location and date. */
export function PartyDetail() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const forcePublic = pathname.startsWith('/public-party/');
  const party = useParty(id, forcePublic, user?.id ?? null);

  if (loading || party.isPending) return <Spinner label="Loading party..." className="min-h-[50vh]" />;
  if (party.isError) {
    return (
      <p role="alert" className="py-20 text-center text-gray-700">
        Failed to fetch party details
      </p>
    );
  }
  if (party.data.kind === 'not-found') {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Party Not Found</h1>
        <p className="text-gray-700">This party doesn't exist or is not shared with you.</p>
        <Button variant="outline" onClick={() => navigate(user ? '/my-parties' : '/public-parties')}>
          Back to Parties
        </Button>
      </div>
    );
  }

  const publicView = party.data.kind === 'public';
  const plan = party.data.plan;
  const backTo = publicView ? '/public-parties' : '/my-parties';

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Button variant="ghost" className="mb-4" onClick={() => navigate(backTo)}>
        <ArrowLeft aria-hidden="true" />
        {publicView ? 'Back to Public Parties' : 'Back to My Parties'}
      </Button>
      <Card className="overflow-hidden">
        <PartyCardArt type={plan.party_type} photoUrl={plan.photo_url} />
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{plan.party_type}</Badge>
            {plan.is_public && (
              <Badge variant="green">
                <Globe aria-hidden="true" className="size-3" /> Shared Publicly
              </Badge>
            )}
          </div>
          <CardTitle as="h1" className="text-3xl">
            {partyDisplayName(plan)}
          </CardTitle>
          <p className="text-sm text-gray-600">Created {formatDate(plan.created_at)}</p>
        </CardHeader>
        <CardContent className="space-y-6">
          {plan.party_for && <p className="text-gray-800">For: {plan.party_for}</p>}
          <PartyFacts plan={plan} publicView={publicView} />
          {plan.ideas && (
            <section aria-labelledby="vision-heading">
              <h2 id="vision-heading" className="font-semibold text-gray-900">
                Party Vision
              </h2>
              <p className="mt-1 whitespace-pre-line text-gray-700">{plan.ideas}</p>
            </section>
          )}
          {publicView && (
            <Button
              variant="gradient"
              onClick={() =>
                navigate(user ? '/party-planning' : '/auth', {
                  state: {
                    prefill: {
                      party_type: plan.party_type,
                      guest_count: plan.guest_count,
                      budget: plan.budget,
                      ideas: plan.ideas,
                      party_for: plan.party_for,
                    },
                  },
                })
              }
            >
              Use This Party as Template
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export { PartyDetail as Component };
