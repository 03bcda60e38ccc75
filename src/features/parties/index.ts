export { TrendingCarousel } from './components/trending-carousel';
export { PartyCardArt } from './components/party-card-art';
export { budgetLabel, budgetCardLabel, partyDisplayName, formatDate, BUDGETS } from './lib/budget';
export type { PartyPlan } from './api/get-my-parties';
export type { PublicPartyPlan } from './api/get-trending-parties';
