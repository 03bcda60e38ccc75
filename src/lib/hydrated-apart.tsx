import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own (a Suspense boundary). A press kept
 * before the page was live (src/app/early-press.ts) makes React hydrate, in one go, only what lies
 * on the way to the pressed control; the parts apart from it are left for after, in slices (the
 * header and footer had been about a tenth of that one long task). Nothing inside suspends, so no
 * fallback ever shows (docs/decisions.md#no-dead-taps).
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
