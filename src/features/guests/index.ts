export { GuestsSection } from './components/lazy-sections';
export { useGuestTotals } from './hooks/use-guest-totals';
export type { GuestTotals } from './lib/totals';
