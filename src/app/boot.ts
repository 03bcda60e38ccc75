import { PUBLIC_READS } from '@/lib/prefetch';
import { prefetchPublic } from '@/lib/public-rest';
import { isMarkedVisitor } from '@/lib/visitor';
import { reloadWhenFilesAreGone, restoreTypedText } from './fresh-deploy';
import { WAKES_ON_INTENT, wakeOnIntent } from './wake';

// The entry's work: decide when the app starts. A visitor's prerendered landing page waits for
// their intent (./wake.ts); every other page starts it at once. And, before any other code of the
// app has loaded, two things that must hold for all of it:
// - zod compiles no code at run time (it would try `new Function`, which a strict
//   Content-Security-Policy refuses and reports: docs/deploying.md#content-security-policy);
// - a tab left open across a deploy reloads into the new build (./fresh-deploy.ts).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
reloadWhenFilesAreGone();
restoreTypedText();
const root = document.getElementById('root');
const onLanding = root?.dataset.prerendered === WAKES_ON_INTENT && window.location.pathname === WAKES_ON_INTENT;

/** Loads and starts the app; on the landing page, its own chunk and its trending read alongside. */
async function start(): Promise<void> {
  const page = onLanding ? [import('@/features/marketing/routes/landing')] : [];
  if (onLanding) prefetchPublic(PUBLIC_READS.trending);
  const [{ startApp }] = await Promise.all([import('./start'), ...page]);
  await startApp();
}

if (onLanding && isMarkedVisitor()) wakeOnIntent(start);
else start().catch((error: unknown) => console.error('Could not load the app', error));
