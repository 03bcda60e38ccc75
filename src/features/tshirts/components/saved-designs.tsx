import type { PartySectionProps } from '@/features/parties/section-contract';

// Interim: replaced by the T-shirt feature (issue 7) before this lands.
export function SavedDesigns(_props: PartySectionProps) {
  return null;
}
