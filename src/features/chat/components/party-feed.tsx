import type { PartySectionProps } from '@/features/parties/section-contract';

// Interim: replaced by the live chat (issue 6) before this lands.
export function PartyFeed(_props: PartySectionProps) {
  return null;
}
