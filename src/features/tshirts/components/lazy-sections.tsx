import { lazy, Suspense, type ComponentProps } from 'react';
import type { PartySectionProps } from '@/lib/party-section';

const TshirtDesignerImpl = lazy(() => import('./tshirt-designer').then((m) => ({ default: m.TshirtDesigner })));
const SavedDesignsImpl = lazy(() => import('./saved-designs').then((m) => ({ default: m.SavedDesigns })));

/** The T-shirt designer (./tshirt-designer), loaded on first render. */
export function TshirtDesigner(props: ComponentProps<typeof TshirtDesignerImpl>) {
  return (
    <Suspense fallback={null}>
      <TshirtDesignerImpl {...props} />
    </Suspense>
  );
}

/** Saved Designs (./saved-designs), loaded on first render. */
export function SavedDesigns(props: PartySectionProps) {
  return (
    <Suspense fallback={null}>
      <SavedDesignsImpl {...props} />
    </Suspense>
  );
}
