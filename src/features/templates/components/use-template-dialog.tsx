import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-fields';
import { createFromTemplateSchema, useCreateFromTemplate } from '../api/create-from-template';
import type { PartyTemplate } from '../api/get-templates';

/**
 * 'Add Your Party Details': a signed-in user's location and date for a new private plan made from
 * `template`. Its own module: the list renders without the dialog, the form schema or the toasts.
 */
export function UseTemplateDialog({ template, userId, onClose }: { template: PartyTemplate | null; userId: string; onClose: () => void }) {
  return (
    <Dialog open={template !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogTitle>Add Your Party Details</DialogTitle>
        <DialogDescription>Where and when is your {template?.party_type ?? 'party'}?</DialogDescription>
        {/* Keyed: each template opened starts from an empty form. */}
        {template ? <DetailsForm key={template.id} template={template} userId={userId} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DetailsForm({ template, userId, onClose }: { template: PartyTemplate; userId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateFromTemplate();
  const form = useForm({ resolver: zodResolver(createFromTemplateSchema), defaultValues: { location: '', date: '' } });
  const [location, date] = useWatch({ control: form.control, name: ['location', 'date'] });

  const onSubmit = form.handleSubmit(({ location, date }) => {
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
  });

  return (
    <Form {...form}>
      <form className="mt-4 space-y-4" onSubmit={onSubmit}>
        <TextField name="location" label="Location" type="text" required />
        <TextField name="date" label="Date" type="date" required />
        <Button type="submit" variant="gradient" className="w-full" disabled={!location.trim() || !date || create.isPending}>
          {create.isPending ? 'Creating...' : 'Create My Party'}
        </Button>
      </form>
    </Form>
  );
}
