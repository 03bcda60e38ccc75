import type { PartySectionProps } from '@/features/parties/section-contract';

// Interim: replaced by team management (issue 6) before this lands.
export function ManageTeamDialog(_props: PartySectionProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return null;
}
