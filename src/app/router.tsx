import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '@/features/auth';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError, RouteLoading } from './layouts/route-states';

/** A lazily loaded page: every route module exports its page as `Component`. */
function page(load: () => Promise<{ Component: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).Component }) };
}

/** The route table of spec §2, one entry per row; signed-in-only rows sit under <RequireAuth>. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RouteLoading,
    ErrorBoundary: RouteError,
    children: [
      { path: '/auth', ...page(() => import('@/features/auth/routes/auth')) },
      {
        Component: MainLayout,
        ErrorBoundary: RouteError,
        children: [
          { path: '/', ...page(() => import('@/features/marketing/routes/landing')) },
          { path: '/watch-demo', ...page(() => import('@/features/marketing/routes/watch-demo')) },
          { path: '/party/:id', ...page(() => import('@/features/parties/routes/party-detail')) },
          { path: '/public-party/:id', ...page(() => import('@/features/parties/routes/party-detail')) },
          { path: '/public-parties', ...page(() => import('@/features/parties/routes/public-parties')) },
          { path: '/public-templates', ...page(() => import('@/features/templates/routes/public-templates')) },
          { path: '/invitation/:token', ...page(() => import('@/features/invitations/routes/invitation')) },
          { path: '/checkout-success', ...page(() => import('@/features/checkout/routes/checkout-success')) },
          {
            Component: RequireAuth,
            children: [
              { path: '/party-planning', ...page(() => import('@/features/wizard/routes/party-planning')) },
              { path: '/party-results', ...page(() => import('@/features/wizard/routes/party-results')) },
              { path: '/my-parties', ...page(() => import('@/features/parties/routes/my-parties')) },
              { path: '/profile', ...page(() => import('@/features/profile/routes/profile')) },
              { path: '/canva-callback', ...page(() => import('@/features/design-tool/routes/canva-callback')) },
            ],
          },
          // Static pages
          { path: '/plan-a-party', ...page(() => import('@/features/marketing/routes/plan-a-party')) },
          { path: '/party-ideas', ...page(() => import('@/features/marketing/routes/party-ideas')) },
          { path: '/pricing', ...page(() => import('@/features/marketing/routes/pricing')) },
          { path: '/how-it-works', ...page(() => import('@/features/marketing/routes/how-it-works')) },
          { path: '/success-stories', ...page(() => import('@/features/marketing/routes/success-stories')) },
          { path: '/blog', ...page(() => import('@/features/marketing/routes/blog')) },
          { path: '/help-center', ...page(() => import('@/features/marketing/routes/help-center')) },
          { path: '/contact-us', ...page(() => import('@/features/marketing/routes/contact-us')) },
          { path: '/faq', ...page(() => import('@/features/marketing/routes/faq')) },
          { path: '/party-planning-guide', ...page(() => import('@/features/marketing/routes/party-planning-guide')) },
          { path: '/vendor-partners', ...page(() => import('@/features/marketing/routes/vendor-partners')) },
          { path: '/accessibility', ...page(() => import('@/features/marketing/routes/accessibility')) },
          { path: '/privacy-policy', ...page(() => import('@/features/marketing/routes/privacy-policy')) },
          { path: '/terms-of-service', ...page(() => import('@/features/marketing/routes/terms-of-service')) },
          { path: '/cookie-policy', ...page(() => import('@/features/marketing/routes/cookie-policy')) },
          { path: '/data-protection', ...page(() => import('@/features/marketing/routes/data-protection')) },
          { path: '*', ...page(() => import('@/features/marketing/routes/not-found')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
