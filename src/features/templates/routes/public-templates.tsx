import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Users } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LIST_LOADING_CLASS, Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { budgetCardLabel } from '@/lib/party-format';
import { detailRows } from '@/lib/party-details';
import { useCreateFromTemplate } from '../api/create-from-template';
import { useTemplates, type PartyTemplate } from '../api/get-templates';
import { usePageMeta } from '@/lib/page-meta';


export function PublicTemplates() {
  usePageMeta({
    title: 'Public Party Templates',
    description: 'Ready-made party templates from the Confetti community: pick one, set your date and guest count, and get a complete plan.',
    path: '/public-templates',
  });
  const { user, loading: authLoading } = useAuth();
  const navigate = useNavigate();
  const templates = useTemplates();
  const create = useCreateFromTemplate();
  const [chosen, setChosen] = useState<PartyTemplate | null>(null);
  const [location, setLocation] = useState('');
  const [date, setDate] = useState('');
  const id = useId();

  function open(t: PartyTemplate) {
    if (!user) return navigate('/auth');
    setLocation('');
    setDate('');
    setChosen(t);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!chosen || !user || !location.trim() || !date) return;
    create.mutate(
      { template: chosen, userId: user.id, location, date },
      {
        onSuccess: () => {
          toast.success('Party created from template!');
          setChosen(null);
          navigate('/my-parties');
        },
        onError: () => toast.error('Failed to create party from template. Please try again.'),
      },
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">Public Party Templates</h1>
      <p className="mt-2 text-gray-700">Start from a plan another host shared, then add your own location and date.</p>
      {/* The cards wait for the session too: their buttons act on who is signed in. */}
      {templates.isPending || authLoading ? (
        <Spinner label="Loading templates..." className={LIST_LOADING_CLASS} />
      ) : templates.isError ? (
        <LoadError message="We couldn't load the templates." onRetry={() => templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <p className="mt-12 rounded-xl border border-dashed border-gray-300 p-12 text-center text-gray-700">No public templates yet</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {templates.data.map((t) => (
            <li key={t.id} className="flex flex-col gap-3 rounded-xl border border-gray-200 p-6 shadow-sm">
              <h2 className="text-lg font-semibold text-gray-900">{t.party_type}</h2>
              <div className="flex flex-wrap gap-2">
                <Badge variant="outline">
                  <Users aria-hidden="true" className="size-3" /> {t.guest_count} guests
                </Badge>
                <Badge variant="outline">{budgetCardLabel(t.budget)}</Badge>
                {/* The host's choices that come with the template (a holiday, a celebration, an age). */}
                {detailRows(t.party_type, t.details).map((row) => (
                  <Badge key={row.field} variant="outline">
                    <span className="sr-only">{row.label} </span>
                    {row.value}
                  </Badge>
                ))}
              </div>
              {t.ideas && <p className="line-clamp-3 text-sm text-gray-600">{t.ideas}</p>}
              <Button variant="gradient" size="sm" className="mt-auto w-fit" onClick={() => open(t)} aria-label={`Use This Template: ${t.party_type}, ${t.guest_count} guests`}>
                Use This Template
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={chosen !== null} onOpenChange={(o) => !o && setChosen(null)}>
        <DialogContent>
          <DialogTitle>Add Your Party Details</DialogTitle>
          <DialogDescription>Where and when is your {chosen?.party_type ?? 'party'}?</DialogDescription>
          <form className="mt-4 space-y-4" onSubmit={onSubmit}>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-loc`}>Location</Label>
              <Input id={`${id}-loc`} type="text" required value={location} onChange={(e) => setLocation(e.target.value)} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-date`}>Date</Label>
              <Input id={`${id}-date`} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
            </div>
            <Button type="submit" variant="gradient" className="w-full" disabled={!location.trim() || !date || create.isPending}>
              {create.isPending ? 'Creating...' : 'Create My Party'}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}

export { PublicTemplates as Component };
