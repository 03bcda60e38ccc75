import { createBrowserRouter } from 'react-router';

// Every page is lazy-loaded so the landing page ships only what it needs.
export const router = createBrowserRouter([
  { path: '/', lazy: () => import('@/features/marketing/routes/landing').then((m) => ({ Component: m.Landing })) },
  { path: '*', lazy: () => import('@/features/marketing/routes/not-found').then((m) => ({ Component: m.NotFound })) },
]);
