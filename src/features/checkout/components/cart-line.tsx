import { useId, useState } from 'react';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { CartItem } from '../lib/cart';
import { removeFromCart, updateCartQuantity } from '../lib/cart-store';
import { formatPrice, MAX_QUANTITY } from '../lib/prices';

/** One cart line: design, size, price, quantity (0 or less removes it, docs/product.md#cart-states) and remove. */
export function CartLine({ item }: { item: CartItem }) {
  const qtyId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const key = { designUrl: item.designUrl, size: item.size };

  function setQuantity(next: number) {
    updateCartQuantity(key, next);
    if (next <= 0) toast.success('Item removed from cart');
  }

  function commitDraft() {
    if (draft === null) return;
    const n = Number.parseInt(draft, 10);
    setDraft(null);
    // An empty or non-numeric entry keeps the quantity; 0 or less removes the line.
    if (Number.isFinite(n) && n !== item.quantity) setQuantity(n);
  }

  return (
    <li className="flex gap-3 border-b border-gray-200 py-4 last:border-b-0">
      <img src={item.designUrl} alt={item.designName} className="size-20 shrink-0 rounded-lg border border-gray-200 bg-gray-100 object-contain" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-medium text-gray-900">{item.designName}</p>
            <p className="text-sm text-gray-700">
              Size {item.size} · {formatPrice(item.price)} each
            </p>
          </div>
          <p className="shrink-0 font-semibold text-gray-900">{formatPrice(item.price * item.quantity)}</p>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={`One fewer ${item.size} ${item.designName}`}
            onClick={() => setQuantity(item.quantity - 1)}
          >
            <Minus aria-hidden="true" />
          </Button>
          <label htmlFor={qtyId} className="sr-only">
            Quantity of {item.designName}, size {item.size}
          </label>
          <Input
            id={qtyId}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_QUANTITY}
            className="h-8 w-16 text-center"
            value={draft ?? String(item.quantity)}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commitDraft}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commitDraft();
            }}
          />
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={`One more ${item.size} ${item.designName}`}
            disabled={item.quantity >= MAX_QUANTITY}
            onClick={() => setQuantity(item.quantity + 1)}
          >
            <Plus aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => {
              removeFromCart(key);
              toast.success('Item removed from cart');
            }}
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
