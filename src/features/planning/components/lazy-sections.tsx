import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { PartySectionProps } from '@/lib/party-section';
import type { BudgetPanelProps } from './budget-panel';

// Members-only sections: their code (and the realtime channel) loads on first render, only for
// those who see them.
const BudgetPanelImpl = lazy(() => import('./budget-panel').then((m) => ({ default: m.BudgetPanel })));
const ChecklistPanelImpl = lazy(() => import('./checklist-panel').then((m) => ({ default: m.ChecklistPanel })));

/** The budget tracker on the party page; members only (docs/product.md#planning-tools). */
export function BudgetPanel(props: BudgetPanelProps) {
  if (props.isPublicView || !props.canView) return null;
  return (
    <Suspense fallback={<Spinner label="Loading the budget..." className="py-10" />}>
      <BudgetPanelImpl {...props} />
    </Suspense>
  );
}

/** The shared checklist on the party page; members only. */
export function ChecklistPanel(props: PartySectionProps) {
  if (props.isPublicView || !props.canView) return null;
  return (
    <Suspense fallback={<Spinner label="Loading the checklist..." className="py-10" />}>
      <ChecklistPanelImpl {...props} />
    </Suspense>
  );
}
