export { TrendingCarousel } from './components/trending-carousel';
export { PartyCardArt } from './components/party-card-art';
export type { PartyPlan } from './api/get-my-parties';
export type { PublicPartyPlan } from './api/get-trending-parties';
