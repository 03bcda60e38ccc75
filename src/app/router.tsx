import { type ComponentType, type ReactElement } from 'react';
import { createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router';
import { RequireAuth } from '@/features/auth';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { LiveMark } from './live';
import { lazyWithPreload } from './settled';

// Declarative routes rather than a data router: the app loads data with TanStack Query, and this
// keeps about 18 KB (gzipped) of router code off every page, the landing page first of all.

/**
 * A lazily loaded page: every route module exports its page as `Component`. The page marks itself
 * live once it has committed (./live.ts): a press kept before then is carried out. `preload` loads
 * it ahead of a first render: React.lazy then gets a thenable that has already settled and renders
 * the page at once instead of suspending, so a prerendered page hydrates in one pass rather than its
 * frame first and the page later, in a second, lower-priority pass.
 */
function page(load: () => Promise<{ Component: ComponentType }>) {
  const [Page, preload] = lazyWithPreload(() => load().then(({ Component }) => ({ default: Component })));
  function LivePage() {
    return (
      <>
        <Page />
        <LiveMark />
      </>
    );
  }
  return Object.assign(LivePage, { preload });
}

const Auth = page(() => import('@/features/auth/routes/auth'));
const Landing = page(() => import('@/features/marketing/routes/landing'));
const WatchDemo = page(() => import('@/features/marketing/routes/watch-demo'));
const PartyDetail = page(() => import('./routes/party-page'));
const PublicPartyDetail = page(() => import('./routes/public-party-page'));
const PartyPrint = page(() => import('./routes/party-print'));
const PublicParties = page(() => import('@/features/parties/routes/public-parties'));
const PublicTemplates = page(() => import('@/features/templates/routes/public-templates'));
const Invitation = page(() => import('@/features/invitations/routes/invitation'));
const CheckoutSuccess = page(() => import('@/features/checkout/routes/checkout-success'));
const MyOrders = page(() => import('@/features/checkout/routes/my-orders'));
const Order = page(() => import('@/features/checkout/routes/order'));
const PartyPlanning = page(() => import('@/features/wizard/routes/party-planning'));
const PartyResults = page(() => import('@/features/wizard/routes/party-results'));
const MyParties = page(() => import('@/features/parties/routes/my-parties'));
const Profile = page(() => import('@/features/profile/routes/profile'));
const CanvaCallback = page(() => import('@/features/design-tool/routes/canva-callback'));
const PlanAParty = page(() => import('@/features/marketing/routes/plan-a-party'));
const PartyIdeas = page(() => import('@/features/marketing/routes/party-ideas'));
const Pricing = page(() => import('@/features/marketing/routes/pricing'));
const HowItWorks = page(() => import('@/features/marketing/routes/how-it-works'));
const SuccessStories = page(() => import('@/features/marketing/routes/success-stories'));
const Blog = page(() => import('@/features/marketing/routes/blog'));
const HelpCenter = page(() => import('@/features/marketing/routes/help-center'));
const ContactUs = page(() => import('@/features/marketing/routes/contact-us'));
const Faq = page(() => import('@/features/marketing/routes/faq'));
const PartyPlanningGuide = page(() => import('@/features/marketing/routes/party-planning-guide'));
const VendorPartners = page(() => import('@/features/marketing/routes/vendor-partners'));
const Accessibility = page(() => import('@/features/marketing/routes/accessibility'));
const PrivacyPolicy = page(() => import('@/features/marketing/routes/privacy-policy'));
const TermsOfService = page(() => import('@/features/marketing/routes/terms-of-service'));
const CookiePolicy = page(() => import('@/features/marketing/routes/cookie-policy'));
const DataProtection = page(() => import('@/features/marketing/routes/data-protection'));
const NotFound = page(() => import('@/features/marketing/routes/not-found'));

/** The route table of docs/product.md#route-table, one entry per row; signed-in-only rows sit under <RequireAuth>. */
const ROUTES = (
  <Route element={<RootLayout />}>
    <Route path="/auth" element={<Auth />} />
    {/* The printed plan has no header or footer (docs/decisions.md#the-printable-plan). */}
    <Route element={<RequireAuth />}>
      <Route path="/party/:id/print" element={<PartyPrint />} />
    </Route>
    <Route element={<MainLayout />}>
      <Route path="/" element={<Landing />} />
      <Route path="/watch-demo" element={<WatchDemo />} />
      <Route path="/party/:id" element={<PartyDetail />} />
      <Route path="/public-party/:id" element={<PublicPartyDetail />} />
      <Route path="/public-parties" element={<PublicParties />} />
      <Route path="/public-templates" element={<PublicTemplates />} />
      <Route path="/invitation/:token" element={<Invitation />} />
      <Route path="/checkout-success" element={<CheckoutSuccess />} />
      <Route element={<RequireAuth />}>
        <Route path="/party-planning" element={<PartyPlanning />} />
        <Route path="/my-parties" element={<MyParties />} />
        <Route path="/profile" element={<Profile />} />
        <Route path="/orders" element={<MyOrders />} />
        <Route path="/orders/:id" element={<Order />} />
        <Route path="/canva-callback" element={<CanvaCallback />} />
      </Route>
      {/* The results live in the page's state, which a sign-in loses: sign-in returns to the wizard. */}
      <Route element={<RequireAuth returnTo="/party-planning" />}>
        <Route path="/party-results" element={<PartyResults />} />
      </Route>
      {/* Static pages */}
      <Route path="/plan-a-party" element={<PlanAParty />} />
      <Route path="/party-ideas" element={<PartyIdeas />} />
      <Route path="/pricing" element={<Pricing />} />
      <Route path="/how-it-works" element={<HowItWorks />} />
      <Route path="/success-stories" element={<SuccessStories />} />
      <Route path="/blog" element={<Blog />} />
      <Route path="/help-center" element={<HelpCenter />} />
      <Route path="/contact-us" element={<ContactUs />} />
      <Route path="/faq" element={<Faq />} />
      <Route path="/party-planning-guide" element={<PartyPlanningGuide />} />
      <Route path="/vendor-partners" element={<VendorPartners />} />
      <Route path="/accessibility" element={<Accessibility />} />
      <Route path="/privacy-policy" element={<PrivacyPolicy />} />
      <Route path="/terms-of-service" element={<TermsOfService />} />
      <Route path="/cookie-policy" element={<CookiePolicy />} />
      <Route path="/data-protection" element={<DataProtection />} />
      <Route path="*" element={<NotFound />} />
    </Route>
  </Route>
);

export function AppRoutes() {
  return <Routes>{ROUTES}</Routes>;
}

/** Loads the page a path shows (see `page`), so that its first render does not wait for it. */
export async function preloadPageAt(pathname: string): Promise<void> {
  const matches = matchRoutes(createRoutesFromChildren(ROUTES), pathname) ?? [];
  const types = matches.map((m) => (m.route.element as ReactElement | undefined)?.type);
  await Promise.all(types.map((type) => (typeof type === 'function' && 'preload' in type ? (type.preload as () => Promise<unknown>)() : undefined)));
}
