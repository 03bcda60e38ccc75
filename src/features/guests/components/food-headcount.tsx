import { Users } from 'lucide-react';
import type { PartySectionProps } from '@/lib/party-section';
import { useGuestTotals } from '../hooks/use-guest-totals';

/**
 * Under the food suggestions: how many people to plan for, from the guest list
 * (docs/decisions.md#guests-and-head-counts). Nothing until someone is attending or maybe.
 */
export function FoodHeadcount({ party, isPublicView, canView }: PartySectionProps) {
  const totals = useGuestTotals(isPublicView || !canView ? null : party.id);
  if (!totals || totals.attending + totals.maybe === 0) return null;
  return (
    <p className="mt-3 flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-gray-800">
      <Users aria-hidden="true" className="size-4 text-brand-600" />
      <span>
        Plan food for <strong>{totals.attending} attending</strong>
        {totals.maybe > 0 && ` (and ${totals.maybe} maybe)`}.
      </span>
    </p>
  );
}
