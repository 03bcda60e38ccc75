import { isSize, MAX_QUANTITY, type TshirtSize } from './prices';

/** Local-storage key of the T-shirt cart (docs/product.md#cart-items). */
export const CART_STORAGE_KEY = 'tshirt-cart';

/** A cart line (docs/product.md#cart-items). `price` is for display: checkout prices every line on the server. */
export interface CartItem {
  designUrl: string;
  designName: string;
  size: TshirtSize;
  price: number;
  quantity: number;
}

export type CartLineKey = Pick<CartItem, 'designUrl' | 'size'>;

const sameLine = (a: CartLineKey, b: CartLineKey) => a.designUrl === b.designUrl && a.size === b.size;

function isCartItem(v: unknown): v is CartItem {
  if (!v || typeof v !== 'object') return false;
  const i = v as Record<string, unknown>;
  return (
    typeof i.designUrl === 'string' &&
    i.designUrl.length > 0 &&
    typeof i.designName === 'string' &&
    isSize(i.size) &&
    typeof i.price === 'number' &&
    Number.isFinite(i.price) &&
    typeof i.quantity === 'number' &&
    Number.isInteger(i.quantity) &&
    i.quantity >= 1
  );
}

/**
 * The stored cart. docs/product.md#t-shirt-and-checkout-messages: a broken cart in storage is ignored, so anything that is not a list
 * of well-formed lines reads as empty, and malformed lines inside a list are dropped.
 */
export function parseCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.filter(isCartItem).map((i) => ({ ...i, quantity: Math.min(i.quantity, MAX_QUANTITY) }));
}

/** docs/product.md#cart-states: an identical design and size increases that line's quantity. */
export function addItem(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = cart.find((i) => sameLine(i, item));
  if (!existing) return [...cart, item];
  return cart.map((i) =>
    i === existing ? { ...i, designName: item.designName, price: item.price, quantity: Math.min(i.quantity + item.quantity, MAX_QUANTITY) } : i,
  );
}

/** docs/product.md#cart-states: a quantity of 0 or less removes the line. */
export function setQuantity(cart: readonly CartItem[], key: CartLineKey, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(cart, key);
  return cart.map((i) => (sameLine(i, key) ? { ...i, quantity: Math.min(Math.floor(quantity), MAX_QUANTITY) } : i));
}

export function removeItem(cart: readonly CartItem[], key: CartLineKey): CartItem[] {
  return cart.filter((i) => !sameLine(i, key));
}

/** Number of T-shirts in the cart (what the header shows). */
export function cartCount(cart: readonly CartItem[]): number {
  return cart.reduce((n, i) => n + i.quantity, 0);
}

/** Total in dollars, rounded to cents. */
export function cartTotal(cart: readonly CartItem[]): number {
  return Math.round(cart.reduce((sum, i) => sum + i.price * i.quantity * 100, 0)) / 100;
}
