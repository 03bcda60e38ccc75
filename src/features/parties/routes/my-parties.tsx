import { Link, useNavigate } from 'react-router';
import { Globe, Lock, PartyPopper, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useMyParties } from '../api/get-my-parties';
import { partyDisplayName } from '../lib/budget';
import { PartyFacts } from '../components/party-facts';

export function MyParties() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const parties = useMyParties(user!.id);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold text-gray-900">My Party Plans</h1>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="gradient" onClick={() => navigate('/party-planning')}>
            <Plus aria-hidden="true" />
            Create New Party Plan
          </Button>
          <Button variant="outline" onClick={() => navigate('/public-templates')}>
            Browse Public Templates
          </Button>
        </div>
      </div>

      {parties.isPending ? (
        <Spinner label="Loading your parties..." className="py-20" />
      ) : parties.isError ? (
        <p role="alert" className="py-20 text-center text-gray-700">
          We couldn't load your parties. Please reload the page.
        </p>
      ) : parties.data.length === 0 ? (
        <div className="mt-12 flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 p-12 text-center">
          <PartyPopper aria-hidden="true" className="size-12 text-brand-600" />
          <h2 className="text-xl font-semibold text-gray-900">No party plans yet</h2>
          <p className="text-gray-700">Start planning your perfect party!</p>
          <Button variant="gradient" onClick={() => navigate('/party-planning')}>
            Create Your First Party Plan
          </Button>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {parties.data.map((plan) => (
            <li key={plan.id} className="flex flex-col gap-3 rounded-xl border border-gray-200 p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h2 className="text-xl font-semibold text-gray-900">{partyDisplayName(plan)}</h2>
                  <p className="text-sm text-gray-700">{plan.party_type}</p>
                </div>
                {plan.is_public ? (
                  <Badge variant="green">
                    <Globe aria-hidden="true" className="size-3" /> Public Template
                  </Badge>
                ) : (
                  <Badge variant="gray">
                    <Lock aria-hidden="true" className="size-3" /> Private
                  </Badge>
                )}
              </div>
              <PartyFacts plan={plan} publicView={false} />
              <Button asChild variant="outline" className="mt-auto w-fit">
                <Link to={`/party/${plan.id}`}>
                  View Party<span className="sr-only">: {partyDisplayName(plan)}</span>
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { MyParties as Component };
