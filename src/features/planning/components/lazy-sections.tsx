import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { PartySectionProps } from '@/lib/party-section';
import type { BudgetPanelProps } from './budget-panel';

// The landing page imports this feature (My tasks), and a visitor's landing must never download
// the Supabase SDK these sections use: each loads on its first render.
const BudgetPanelImpl = lazy(() => import('./budget-panel').then((m) => ({ default: m.BudgetPanel })));
const ChecklistPanelImpl = lazy(() => import('./checklist-panel').then((m) => ({ default: m.ChecklistPanel })));
const MyTasksImpl = lazy(() => import('./my-tasks'));

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

/** 'My Tasks' on the home page, for a signed-in user. */
export function MyTasks({ userId }: { userId: string | null | undefined }) {
  if (!userId) return null;
  return (
    <Suspense fallback={null}>
      <MyTasksImpl userId={userId} />
    </Suspense>
  );
}
