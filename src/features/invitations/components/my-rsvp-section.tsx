import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { firstErrorMessage, Form } from '@/components/ui/form';
import { useAuth } from '@/features/auth';
import type { PartySectionProps } from '@/lib/party-section';
import { useMyRsvp, useSetMyRsvp, type RsvpAnswer } from '../api/my-rsvp';
import { RSVP_BUTTONS, rsvpAnswerLabel } from '../lib/rsvp';
import { permissionLabel } from '../lib/permissions';
import { BAD_INPUT, rpcErrorMessage } from '@/lib/rpc-error';
import { rsvpDetailsFrom } from '../lib/rsvp-details';
import { rsvpDetailsSchema } from '../lib/rsvp-details-schema';
import { RsvpDetailsFields } from './rsvp-details-fields';

/**
 * 'Your RSVP' on the party page (docs/product.md#party-page): an invitee who accepted or said maybe
 * sees their answer and can change it. Declining ends their membership, so it asks first.
 */
function MyRsvpSection({ party, isPublicView }: PartySectionProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  // The owner was never invited: no request for them.
  const invitee = !isPublicView && user && user.id !== party.user_id ? user.id : null;
  const rsvp = useMyRsvp(party.id, invitee);
  const change = useSetMyRsvp();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const plusOnesAllowed = rsvp.data?.plus_ones_allowed ?? 0;
  const schema = useMemo(() => rsvpDetailsSchema(plusOnesAllowed), [plusOnesAllowed]);
  // The saved details show, and follow the server; a field the invitee edited keeps their text.
  const form = useForm({ resolver: zodResolver(schema), values: rsvpDetailsFrom(rsvp.data), resetOptions: { keepDirtyValues: true } });

  if (!invitee || !rsvp.data) return null;
  const current = rsvp.data.status;

  const saveDetails = form.handleSubmit(
    (details) => {
      if (change.isPending) return;
      change.mutate(
        { partyId: party.id, answer: current, details },
        {
          onSuccess: () => {
            // Nothing is an edit any more: the fields follow the saved answer again.
            form.reset(form.getValues());
            toast.success('Your RSVP details are saved.');
          },
          onError: (e) => toast.error(rpcErrorMessage(e, 'Failed to save your RSVP details. Please try again.', BAD_INPUT)),
        },
      );
    },
    (errors) => toast.error(firstErrorMessage(errors)),
  );

  function answer(next: RsvpAnswer) {
    change.mutate(
      { partyId: party.id, answer: next },
      {
        onSuccess: () => {
          if (next === 'declined') {
            toast.success('Invitation declined.');
            navigate('/');
          } else {
            toast.success(`Your RSVP is now ${rsvpAnswerLabel(next)}.`);
          }
        },
        onError: () => toast.error('Failed to update your RSVP. Please try again.'),
        onSettled: () => setConfirmDecline(false),
      },
    );
  }

  return (
    <Card aria-labelledby={`my-rsvp-${party.id}`} role="region" className="mb-6 last:mb-0">
      <CardHeader>
        <CardTitle id={`my-rsvp-${party.id}`} className="flex items-center gap-2">
          <CalendarCheck aria-hidden="true" className="size-5 text-brand-600" />
          Your RSVP
        </CardTitle>
        <CardDescription>You were invited to this party. You can change your answer at any time.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-gray-800">
          Your answer: <strong>{rsvpAnswerLabel(current)}</strong>
        </p>
        {current === 'maybe' && rsvp.data.permission_level !== 'view_only' ? (
          // docs/decisions.md#maybe-is-view-only
          <p className="text-sm text-gray-700">
            While your answer is Maybe you can view this party. Accept to join as {permissionLabel(rsvp.data.permission_level)}.
          </p>
        ) : null}
        <div role="group" aria-label="Change your answer" className="flex flex-col gap-3 sm:flex-row">
          {RSVP_BUTTONS.map(({ answer: value, label }) => (
            <Button
              key={value}
              variant={value === current ? 'gradient' : 'outline'}
              aria-pressed={value === current}
              disabled={change.isPending || value === current}
              onClick={() => (value === 'declined' ? setConfirmDecline(true) : answer(value))}
            >
              {label}
            </Button>
          ))}
        </div>
        <Form {...form}>
          <form className="space-y-4 border-t border-gray-200 pt-4" aria-label="Your RSVP details" noValidate onSubmit={saveDetails}>
            <RsvpDetailsFields plusOnesAllowed={plusOnesAllowed} disabled={change.isPending} />
            <Button type="submit" variant="outline" disabled={change.isPending}>
              Save Details
            </Button>
          </form>
        </Form>
      </CardContent>
      <Dialog open={confirmDecline} onOpenChange={(o) => !change.isPending && setConfirmDecline(o)}>
        <DialogContent role="alertdialog">
          <DialogTitle>Decline this invitation?</DialogTitle>
          <DialogDescription>You will leave this party and lose access to its page and feed. The host can invite you again.</DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirmDecline(false)} disabled={change.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => answer('declined')} disabled={change.isPending}>
              {change.isPending ? 'Declining...' : 'Decline Invitation'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

export default MyRsvpSection;
