import { describe, expect, it } from 'vitest';
import { addItem, cartCount, cartTotal, parseCart, removeItem, setQuantity, type CartItem } from '../../src/features/checkout/lib/cart';
import { formatPrice, normalizeQuantity, priceOf, SIZE_OPTIONS } from '../../src/features/checkout/lib/prices';

const tee = (size: CartItem['size'], quantity: number, designUrl = 'https://x.test/a.png'): CartItem => ({
  designUrl,
  designName: 'Crew tee',
  size,
  price: priceOf(size),
  quantity,
});

describe('cart (docs/product.md#cart-items, #cart-states)', () => {
  it('merges an identical design and size into one line', () => {
    let cart = addItem([], tee('M', 2));
    cart = addItem(cart, tee('M', 3));
    expect(cart).toEqual([tee('M', 5)]);
    // Another size, or another design, is its own line.
    cart = addItem(cart, tee('XL', 1));
    cart = addItem(cart, tee('M', 1, 'https://x.test/b.png'));
    expect(cart.map((i) => [i.designUrl.slice(-5), i.size, i.quantity])).toEqual([
      ['a.png', 'M', 5],
      ['a.png', 'XL', 1],
      ['b.png', 'M', 1],
    ]);
  });

  it('removes a line when its quantity becomes 0 or less', () => {
    const cart = [tee('M', 2), tee('XL', 1)];
    expect(setQuantity(cart, { designUrl: 'https://x.test/a.png', size: 'M' }, 0)).toEqual([tee('XL', 1)]);
    expect(setQuantity(cart, { designUrl: 'https://x.test/a.png', size: 'XL' }, -3)).toEqual([tee('M', 2)]);
    expect(setQuantity(cart, { designUrl: 'https://x.test/a.png', size: 'M' }, 4)).toEqual([tee('M', 4), tee('XL', 1)]);
    expect(removeItem(cart, { designUrl: 'https://x.test/a.png', size: 'M' })).toEqual([tee('XL', 1)]);
    // Never in place: React sees a new cart.
    expect(cart).toEqual([tee('M', 2), tee('XL', 1)]);
  });

  it('ignores a broken cart in storage', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('')).toEqual([]);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart('{"designUrl":"x"}')).toEqual([]);
    expect(parseCart('"a string"')).toEqual([]);
    // Malformed lines are dropped, good ones kept.
    const stored = JSON.stringify([tee('M', 2), { ...tee('S', 1), size: 'XXXL' }, { ...tee('L', 1), quantity: 0 }, { ...tee('L', 1), price: 'free' }, null, 7]);
    expect(parseCart(stored)).toEqual([tee('M', 2)]);
    expect(parseCart(JSON.stringify([tee('XXL', 3)]))).toEqual([tee('XXL', 3)]);
  });

  it('counts T-shirts and totals the cart: 2 × M and 1 × XL is $77', () => {
    const cart = [tee('M', 2), tee('XL', 1)];
    expect(cartCount(cart)).toBe(3);
    expect(cartTotal(cart)).toBe(77);
    expect(formatPrice(cartTotal(cart))).toBe('$77.00');
    expect(cartTotal([])).toBe(0);
    expect(cartTotal([tee('XXL', 3), tee('XS', 1)])).toBe(112);
  });
});

describe('sizes and quantities (docs/product.md#t-shirt-validation, #prices)', () => {
  it('prices XS, S, M, L at $25, XL at $27 and XXL at $29', () => {
    expect(SIZE_OPTIONS.map((o) => [o.value, o.label, o.price])).toEqual([
      ['XS', 'XS', 25],
      ['S', 'S', 25],
      ['M', 'M', 25],
      ['L', 'L', 25],
      ['XL', 'XL', 27],
      ['XXL', 'XXL', 29],
    ]);
  });

  it('keeps the quantity at least 1, and 1 when it is not a number', () => {
    expect(normalizeQuantity('3')).toBe(3);
    expect(normalizeQuantity(2)).toBe(2);
    expect(normalizeQuantity('0')).toBe(1);
    expect(normalizeQuantity('-4')).toBe(1);
    expect(normalizeQuantity('abc')).toBe(1);
    expect(normalizeQuantity('')).toBe(1);
    expect(normalizeQuantity(undefined)).toBe(1);
    expect(normalizeQuantity(Number.NaN)).toBe(1);
    expect(normalizeQuantity('2.7')).toBe(2);
    expect(normalizeQuantity(1e6)).toBe(100);
  });
});

describe('prices as people read them', () => {
  it('are written as Intl.NumberFormat writes US dollars, without it', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const dollars of [0, 0.5, 1, 9.99, 25, 77, 100, 999.99, 1000, 1234.5, 12345.67, 1000000, -5, -1234.5, 0.004]) {
      expect(formatPrice(dollars), String(dollars)).toBe(usd.format(dollars));
    }
  });
});
