import { isMarkedVisitor } from '@/lib/visitor';
import { WAKES_ON_INTENT, wakeOnIntent } from './wake';

// The entry's only work: decide when the app starts. A visitor's prerendered landing page waits
// for their intent (./wake.ts); every other page starts it at once.
const root = document.getElementById('root');
if (root?.dataset.prerendered === WAKES_ON_INTENT && window.location.pathname === WAKES_ON_INTENT && isMarkedVisitor()) {
  wakeOnIntent(async () => {
    // The page's own chunk alongside the app's, not after it.
    const [{ startApp }] = await Promise.all([import('./start'), import('@/features/marketing/routes/landing')]);
    startApp();
  });
} else {
  import('./start')
    .then(({ startApp }) => startApp())
    .catch((error: unknown) => console.error('Could not load the app', error));
}
