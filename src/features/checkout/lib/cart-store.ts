import { useSyncExternalStore } from 'react';
import { addItem, CART_STORAGE_KEY, parseCart, removeItem, setQuantity, type CartItem, type CartLineKey } from './cart';

// The cart lives in localStorage (docs/product.md#cart-items) and every component reads it through this store, so
// the header, the drawer and other tabs (the 'storage' event) always agree. Kept free of the
// Supabase SDK and of toasts: the header, on every page, imports it.

const EMPTY: CartItem[] = [];
let snapshot: { raw: string | null; items: CartItem[] } = { raw: null, items: EMPTY };
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked storage: the cart lives in memory for this page
  }
}

function readRaw(): string | null {
  const store = storage();
  if (!store) return snapshot.raw;
  try {
    return store.getItem(CART_STORAGE_KEY);
  } catch {
    return snapshot.raw;
  }
}

export function getCart(): CartItem[] {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, items: parseCart(raw) };
  return snapshot.items;
}

function notify() {
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function write(items: CartItem[]) {
  const raw = items.length ? JSON.stringify(items) : null;
  try {
    if (raw) storage()?.setItem(CART_STORAGE_KEY, raw);
    else storage()?.removeItem(CART_STORAGE_KEY);
  } catch {
    // Full or blocked storage: keep the cart for this page at least.
  }
  snapshot = { raw, items };
  notify();
}

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, getCart, () => EMPTY);
}

export const addToCart = (item: CartItem) => write(addItem(getCart(), item));
export const addAllToCart = (items: CartItem[]) => write(items.reduce(addItem, getCart()));
export const updateCartQuantity = (key: CartLineKey, quantity: number) => write(setQuantity(getCart(), key, quantity));
export const removeFromCart = (key: CartLineKey) => write(removeItem(getCart(), key));
export const clearCart = () => write([]);
