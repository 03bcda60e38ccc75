// The marketing feature's public surface. Its pages (landing, pricing, the static pages, 404) are
// reached through the router; other features may reuse the page furniture and the claims.
export { PageHero, Prose, EffectiveDate } from './components/page-hero';
export { FeatureCards } from './components/feature-cards';
export { LANDING_CLAIMS } from './lib/claims';
