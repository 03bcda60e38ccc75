/** Local-storage key of the T-shirt cart (spec §3). */
export const CART_STORAGE_KEY = 'tshirt-cart';
