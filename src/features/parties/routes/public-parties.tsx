import { useNavigate } from 'react-router';
import { Globe } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { usePublicParties } from '../api/get-public-parties';
import type { PublicPartyPlan } from '../api/get-trending-parties';
import { budgetCardLabel, partyDisplayName } from '../lib/budget';
import { PartyFacts } from '../components/party-facts';

export function PublicParties() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const parties = usePublicParties();

  function applyTemplate(plan: PublicPartyPlan) {
    if (!user) return navigate('/auth');
    navigate('/party-planning', {
      state: {
        prefill: {
          party_type: plan.party_type,
          location: null,
          guest_count: plan.guest_count,
          budget: plan.budget,
          ideas: plan.ideas,
          party_for: plan.party_for,
        },
      },
    });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">Public Parties</h1>
      <p className="mt-2 text-gray-700">Plans shared by the community. Location and date stay private.</p>
      {parties.isPending ? (
        <Spinner label="Loading public parties..." className="py-20" />
      ) : parties.isError || parties.data.length === 0 ? (
        <div className="mt-12 rounded-xl border border-dashed border-gray-300 p-12 text-center">
          <h2 className="text-xl font-semibold text-gray-900">No Public Parties Yet</h2>
          <p className="mt-2 text-gray-700">When hosts share their plans, they will appear here.</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {parties.data.map((plan) => (
            <li
              key={plan.id}
              className="flex cursor-pointer flex-col gap-3 rounded-xl border border-gray-200 p-6 shadow-sm hover:shadow-md"
              onClick={() => navigate(`/party/${plan.id}`)}
            >
              <div className="flex flex-wrap gap-2">
                <Badge variant="green">
                  <Globe aria-hidden="true" className="size-3" /> Public Template
                </Badge>
                <Badge variant="outline">{budgetCardLabel(plan.budget)}</Badge>
              </div>
              <h2 className="text-lg font-semibold text-gray-900">{partyDisplayName(plan)}</h2>
              <p className="text-sm text-gray-700">{plan.party_type}</p>
              {plan.party_for && <p className="text-sm text-gray-700">For: {plan.party_for}</p>}
              <PartyFacts plan={plan} publicView />
              {plan.ideas && <p className="line-clamp-3 text-sm text-gray-600">{plan.ideas}</p>}
              <div className="mt-auto flex gap-2" onClick={(e) => e.stopPropagation()}>
                <Button variant="gradient" size="sm" onClick={() => applyTemplate(plan)}>
                  Use This Template
                </Button>
                <Button variant="outline" size="sm" onClick={() => navigate(`/party/${plan.id}`)}>
                  View Details
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { PublicParties as Component };
