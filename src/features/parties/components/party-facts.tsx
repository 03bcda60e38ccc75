import { CalendarDays, DollarSign, MapPin, Users } from 'lucide-react';
import { budgetCardLabel, budgetLabel, formatDate } from '@/lib/party-format';

const HIDDEN = 'Hidden for privacy';

/** Location, date, guests and budget; in public view location and date read 'Hidden for privacy'. */
export function PartyFacts({
  plan,
  publicView,
  showBudget = true,
}: {
  plan: { location?: string | null; date?: string | null; guest_count: number | null; budget: string | null };
  publicView: boolean;
  /** Off where the card already shows the budget as a badge. */
  showBudget?: boolean;
}) {
  return (
    <ul className="space-y-1.5 text-sm text-gray-700">
      <li className="flex items-center gap-2">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">Location: </span>
        {publicView ? HIDDEN : plan.location || 'Location not set'}
      </li>
      <li className="flex items-center gap-2">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">Date: </span>
        {publicView ? HIDDEN : formatDate(plan.date)}
      </li>
      <li className="flex items-center gap-2">
        <Users aria-hidden="true" className="size-4 shrink-0" />
        {plan.guest_count ?? 0} guests
      </li>
      {showBudget && (
        <li className="flex items-center gap-2">
          <DollarSign aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Budget: </span>
          {/* docs/product.md#budget-codes: public cards use the short labels, the owner's cards the full ones. */}
          {publicView ? budgetCardLabel(plan.budget) : budgetLabel(plan.budget)}
        </li>
      )}
    </ul>
  );
}
