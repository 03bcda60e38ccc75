// The checkout feature's light entry: what the header needs for the cart. The index also brings
// in the Supabase SDK, which the landing page (it has the header) must not load.
export { CartButton } from './components/cart-button';
export { clearCart } from './lib/cart-store';
