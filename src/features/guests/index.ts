export { GuestsSection } from './components/lazy-sections';
export { FoodHeadcount } from './components/food-headcount';
export { useGuestTotals } from './hooks/use-guest-totals';
export type { GuestTotals } from './lib/totals';
