import type { PartySectionProps } from '@/features/parties/section-contract';

// Interim: replaced by invitations and RSVP tracking (issue 6) before this lands.
export function RsvpSection(_props: PartySectionProps) {
  return null;
}
