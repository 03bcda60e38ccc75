import { lazy, Suspense } from 'react';
import type { PartySectionProps } from '@/lib/party-section';

const GuestsPanelImpl = lazy(() => import('./guests-panel'));

/** The Guests panel on the party page, never in public view nor for anyone without view access. */
export function GuestsSection(props: PartySectionProps) {
  if (props.isPublicView || !props.canView) return null;
  return (
    <Suspense fallback={null}>
      <GuestsPanelImpl {...props} />
    </Suspense>
  );
}
