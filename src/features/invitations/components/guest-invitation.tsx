import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { firstErrorMessage, Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { rememberPendingInvitation } from '@/features/auth';
import { rpcErrorMessage } from '@/lib/rpc-error';
import { useAnswerGuestInvitation, useGuestInvitation, type GuestAnswer, type GuestInvitationView } from '../api/guest-invitation';
import { rsvpDetailsFrom, type RsvpDetails } from '../lib/rsvp-details';
import { rsvpDetailsSchema } from '../lib/rsvp-details-schema';
import { GuestCalendar } from './guest-calendar';
import { InvalidInvitation } from './invalid-invitation';
import { InvitationFacts, InvitationHeading } from './invitation-facts';
import { RsvpDetailsFields } from './rsvp-details-fields';

const BUTTONS: ReadonlyArray<{ answer: GuestAnswer; label: string }> = [
  { answer: 'accepted', label: 'Going' },
  { answer: 'maybe', label: 'Maybe' },
  { answer: 'declined', label: "Can't go" },
];

const ANSWER_TEXT: Record<string, string> = { accepted: 'Going', maybe: 'Maybe', declined: "Can't go" };

/** Why the link shows no invitation (docs/product.md#invitation-messages). */
const STATE_MESSAGES: Record<string, string> = {
  not_found: 'Invitation not found',
  no_longer_valid: 'This invitation is no longer valid',
  expired: 'This invitation has expired',
  account: 'You answered this invitation with your account. Sign in to see or change your answer.',
};

function placeText(party: NonNullable<GuestInvitationView['party']>): string {
  if (!party.address_hidden) return party.location || 'Not set';
  const later = 'the full address is shown once you answer Going or Maybe';
  return party.location ? `${party.location} (${later})` : `Shown once you answer Going or Maybe`;
}

/**
 * The invitation page for a visitor without an account (docs/product.md#answering-without-an-account):
 * the link alone shows the invitation and takes the answer, with the head-count, plus-ones' names,
 * dietary needs and a note; the same link later shows the answer and changes it.
 */
export function GuestInvitation({ token }: { token: string }) {
  const invitation = useGuestInvitation(token, true);
  const answer = useAnswerGuestInvitation(token);
  const view = invitation.data;
  const plusOnesAllowed = view?.plus_ones_allowed ?? 1;
  const schema = useMemo(() => rsvpDetailsSchema(plusOnesAllowed), [plusOnesAllowed]);
  const form = useForm({ resolver: zodResolver(schema), values: rsvpDetailsFrom(view?.my_details), resetOptions: { keepDirtyValues: true } });

  if (invitation.isPending) return <Spinner label="Loading invitation..." className="min-h-[60vh]" />;
  if (invitation.isError) return <InvalidInvitation message={rpcErrorMessage(invitation.error, 'Failed to load invitation details')} />;
  if (!view || !view.party || (view.state !== 'open' && view.state !== 'answered')) {
    return <InvalidInvitation message={STATE_MESSAGES[view?.state ?? 'not_found'] ?? 'Invitation not found'} />;
  }
  const { party } = view;
  const answered = view.state === 'answered' && view.answer !== 'pending';

  function send(response: GuestAnswer) {
    const submit = (details: RsvpDetails) =>
      answer.mutate(
        { token, response, details },
        {
          onSuccess: (next) => {
            if (next.state !== 'answered') return void toast.error(STATE_MESSAGES[next.state] ?? 'Invitation not found');
            toast.success(response === 'declined' ? 'Thanks for letting the host know.' : 'Your answer is saved. The host can see it now.');
          },
          onError: (e) => toast.error(rpcErrorMessage(e, 'Failed to save your answer. Please try again.')),
        },
      );
    if (response === 'declined') return submit(form.getValues() as RsvpDetails);
    void form.handleSubmit(submit, (errors) => toast.error(firstErrorMessage(errors)))();
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        {party.photo_url && <img src={party.photo_url} alt="" className="aspect-[1200/630] w-full rounded-xl object-cover" />}
        <InvitationHeading inviter={view.inviter_name} party={party} />
        <CardContent className="space-y-6">
          <InvitationFacts party={party} place={placeText(party)} />
          {answered && (
            <section aria-labelledby="inv-answer" className="space-y-3 rounded-lg bg-brand-50 p-4">
              <h2 id="inv-answer" className="text-sm text-gray-900">
                Your answer: <strong data-testid="guest-answer">{ANSWER_TEXT[view.answer ?? ''] ?? view.answer}</strong>
                {view.answer !== 'declined' && view.my_details && view.my_details.head_count > 1 && ` · ${view.my_details.head_count} people`}
              </h2>
              {view.answer !== 'declined' && <GuestCalendar party={party} />}
              <p className="text-sm text-gray-800">
                <Link
                  to="/auth"
                  onClick={() => rememberPendingInvitation(token)}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  Create an account
                </Link>{' '}
                with the address this invitation was sent to, to chat with the other guests and see the plan.
              </p>
            </section>
          )}
          <Form {...form}>
            <RsvpDetailsFields plusOnesAllowed={plusOnesAllowed} disabled={answer.isPending} />
          </Form>
          <div className="flex flex-col gap-3 sm:flex-row" role="group" aria-label={answered ? 'Change your answer' : 'Your answer'}>
            {BUTTONS.map((b) => (
              <Button
                key={b.answer}
                variant={b.answer === 'accepted' ? 'gradient' : 'outline'}
                className="flex-1"
                disabled={answer.isPending}
                aria-pressed={answered ? view.answer === b.answer : undefined}
                onClick={() => send(b.answer)}
              >
                {b.label}
              </Button>
            ))}
          </div>
          <p className="text-center text-xs text-gray-600">No account needed. Only the host and co-admins see your dietary needs and note.</p>
          {!answered && (
            <p className="text-center text-sm text-gray-700">
              Have an account?{' '}
              <Link
                to="/auth"
                onClick={() => rememberPendingInvitation(token)}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                Sign in to answer with it
              </Link>
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
