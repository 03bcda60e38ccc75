import type { RsvpAnswer } from '../api/my-rsvp';

/** The three answers an invitee can give, as the invitation page and 'Your RSVP' offer them. */
export const RSVP_BUTTONS: ReadonlyArray<{ answer: RsvpAnswer; label: string }> = [
  { answer: 'accepted', label: 'Accept' },
  { answer: 'maybe', label: 'Maybe' },
  { answer: 'declined', label: 'Decline' },
];

export function rsvpAnswerLabel(answer: string): string {
  return answer === 'accepted' ? 'Accepted' : answer === 'maybe' ? 'Maybe' : answer === 'declined' ? 'Declined' : answer;
}
