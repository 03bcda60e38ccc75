// The checkout feature's public surface. The header imports the cart from the light entry
// (./cart.ts) instead: this index also brings in the Supabase SDK, which the landing page must
// not load.
export { UpgradeToProButton } from './components/upgrade-to-pro-button';
export { useCreateSubscriptionCheckout } from './api/create-subscription-checkout';
export { ProBadge } from './components/pro-badge';
export { MembershipCard } from './components/membership-card';
export { AiAllowanceMeter } from './components/ai-allowance-meter';
export { useAiGenerationOutcome, UPGRADE_PATH } from './hooks/use-ai-generation-outcome';
export { CART_STORAGE_KEY } from './lib/cart';
export { addToCart } from './lib/cart-store';
export { SIZE_OPTIONS, MAX_QUANTITY, formatPrice, normalizeQuantity, priceOf, type TshirtSize } from './lib/prices';
export { useProfileChanges } from './lib/account-events';
