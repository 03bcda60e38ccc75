import { lazy, Suspense } from 'react';

// The landing page's entry to this feature (scripts/lint/features.mjs lists it): a visitor's landing
// must never download the Supabase SDK, so My Tasks loads on its first render, for a signed-in user.
const MyTasksImpl = lazy(() => import('./components/my-tasks'));

/** 'My Tasks' on the home page, for a signed-in user. */
export function MyTasks({ userId }: { userId: string | null | undefined }) {
  if (!userId) return null;
  return (
    <Suspense fallback={null}>
      <MyTasksImpl userId={userId} />
    </Suspense>
  );
}
