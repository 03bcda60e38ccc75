import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateFromTemplate } from '../api/create-from-template';
import type { PartyTemplate } from '../api/get-templates';

/**
 * 'Add Your Party Details': a signed-in user's location and date for a new private plan made from
 * `template`. Its own module: the list renders without the dialog, the form schema or the toasts.
 */
export function UseTemplateDialog({ template, userId, onClose }: { template: PartyTemplate | null; userId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateFromTemplate();
  const [location, setLocation] = useState('');
  const [date, setDate] = useState('');
  const [shownFor, setShownFor] = useState<PartyTemplate | null>(null);
  const id = useId();
  // Each template opened starts from an empty form (React's "adjusting state when a prop changes").
  if (template !== shownFor) {
    setShownFor(template);
    if (template) {
      setLocation('');
      setDate('');
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!template || !location.trim() || !date) return;
    create.mutate(
      { template, userId, location, date },
      {
        onSuccess: () => {
          toast.success('Party created from template!');
          onClose();
          navigate('/my-parties');
        },
        onError: () => toast.error('Failed to create party from template. Please try again.'),
      },
    );
  }

  return (
    <Dialog open={template !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogTitle>Add Your Party Details</DialogTitle>
        <DialogDescription>Where and when is your {template?.party_type ?? 'party'}?</DialogDescription>
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
  );
}
