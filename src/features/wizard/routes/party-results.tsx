import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { budgetLabel, formatDate } from '@/features/parties';
import { useSavePartyPlan } from '../api/save-party-plan';
import type { PartyFormData } from '../lib/options';

/** Review before saving: no form data goes back to /party-planning (spec §2). */
export function PartyResults() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const formData = (useLocation().state as { formData?: PartyFormData } | null)?.formData;
  const save = useSavePartyPlan();

  if (!user) return <Navigate to="/auth" replace />;
  if (!formData) return <Navigate to="/party-planning" replace />;

  const rows: Array<[string, string]> = [
    ['Party type', formData.partyType],
    ['For', formData.partyFor || '—'],
    ['Location', formData.location],
    ['Date', formatDate(formData.date) + (formData.time ? ` at ${formData.time}` : '')],
    ['Guests', formData.guestCount],
    ['Budget', budgetLabel(formData.budget)],
    ['Party vision', formData.ideas || '—'],
    ['Special requirements', formData.specialRequests || '—'],
  ];

  function onSave() {
    save.mutate(
      { userId: user!.id, form: formData! },
      {
        onSuccess: (id) => {
          toast.success('Party plan saved successfully!');
          navigate(`/party/${id}`);
        },
        onError: () => toast.error('Failed to save party plan. Please try again.'),
      },
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Review your party plan</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-gray-200">
            {rows.map(([k, v]) => (
              <div key={k} className="grid grid-cols-3 gap-4 py-3">
                <dt className="text-sm font-medium text-gray-700">{k}</dt>
                <dd className="col-span-2 whitespace-pre-line text-sm text-gray-900">{v}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={() => navigate('/my-parties')}>
              Back to My Parties
            </Button>
            <Button variant="gradient" onClick={onSave} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Party Plan'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

export { PartyResults as Component };
