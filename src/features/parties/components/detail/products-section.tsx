import { useRef } from 'react';
import { ChevronLeft, ChevronRight, ExternalLink, Search, ShoppingBag, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { PartyProduct } from '../../api/party-products';
import { formatUsd } from '@/lib/money';
import { SECTION_IDS } from '../../lib/scroll';

/** Products carousel only above this many items (docs/product.md#party-page-constants). */
export const CAROUSEL_MIN = 4;

const price = (n: number | null) => (n === null ? null : formatUsd(Number(n)));

function ProductCard({ product }: { product: PartyProduct }) {
  const isSearch = !product.asin;
  return (
    <div className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-3">
      {product.image_url ? (
        <img src={product.image_url} alt="" loading="lazy" className="h-32 w-full rounded-md object-contain" />
      ) : (
        <span aria-hidden="true" className="flex h-32 items-center justify-center rounded-md bg-brand-50 text-brand-600">
          {isSearch ? <Search className="size-8" /> : <ShoppingBag className="size-8" />}
        </span>
      )}
      <p className="mt-2 line-clamp-2 text-sm font-medium text-gray-900">{product.title ?? product.product_name}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        {price(product.price) && <span className="font-semibold text-gray-900">{price(product.price)}</span>}
        {product.rating !== null && (
          <span className="flex items-center gap-1 text-gray-800">
            <Star aria-hidden="true" className="size-3.5 fill-yellow-400 text-yellow-400" />
            {Number(product.rating).toFixed(1)}
            {product.review_count !== null && <span className="text-gray-600">({product.review_count})</span>}
          </span>
        )}
        {product.is_prime && <Badge variant="outline">Prime</Badge>}
      </div>
      {product.affiliate_url && (
        <Button asChild variant="outline" size="sm" className="mt-auto w-full">
          <a href={product.affiliate_url} target="_blank" rel="sponsored noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {isSearch ? 'Search on Amazon' : 'View on Amazon'}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      )}
    </div>
  );
}

function ProductRow({ item, products }: { item: string; products: PartyProduct[] }) {
  const scroller = useRef<HTMLUListElement>(null);
  const scroll = (dir: 1 | -1) => scroller.current?.scrollBy({ left: dir * scroller.current.clientWidth * 0.9, behavior: 'smooth' });
  if (products.length < CAROUSEL_MIN) {
    return (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="relative" role="region" aria-roledescription="carousel" aria-label={`Products for ${item}`}>
      {/* A card may hold no link, so the scrolling list itself takes focus for keyboard scrolling (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above */}
      <ul ref={scroller} className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth pb-2" tabIndex={0}>
        {products.map((p, i) => (
          <li key={p.id} className="w-56 shrink-0 snap-start" aria-roledescription="slide" aria-label={`${i + 1} of ${products.length}`}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="outline" size="icon" aria-label={`Previous products for ${item}`} onClick={() => scroll(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" aria-label={`Next products for ${item}`} onClick={() => scroll(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/** Products to Purchase: retailer products for each chosen product suggestion. */
export function ProductsSection({
  items,
  products,
  loading,
  failed,
  pendingItems,
  editable,
  onFind,
}: {
  items: string[];
  products: PartyProduct[];
  loading: boolean;
  failed: boolean;
  pendingItems: string[];
  editable: boolean;
  onFind: (item: string) => void;
}) {
  const byItem = new Map<string, PartyProduct[]>();
  for (const p of products) byItem.set(p.product_name, [...(byItem.get(p.product_name) ?? []), p]);
  return (
    <section id={SECTION_IDS.products} aria-labelledby="products-heading" className="scroll-mt-24 focus:outline-none">
      <Card className="p-6">
        <h2 id="products-heading" className="text-xl font-semibold text-gray-900">
          Products to Purchase
        </h2>
        <p className="mt-1 text-xs text-gray-600">As an Amazon Associate, Confetti earns from qualifying purchases made through these links.</p>
        {loading ? (
          <Spinner label="Loading products..." className="py-8" />
        ) : failed ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            Failed to load products
          </p>
        ) : items.length === 0 ? (
          <p className="mt-4 text-sm text-gray-700">
            {editable ? 'Tick products in AI Suggestions and Confetti finds where to buy them.' : 'No products have been chosen for this party yet.'}
          </p>
        ) : (
          <div className="mt-4 space-y-6">
            {items.map((item) => {
              const list = byItem.get(item) ?? [];
              const pending = pendingItems.includes(item);
              return (
                <div key={item}>
                  <h3 className="mb-2 text-sm font-semibold text-gray-900">{item}</h3>
                  {pending ? (
                    <Spinner label={`Finding products for ${item}...`} className="items-start py-4" />
                  ) : list.length ? (
                    <ProductRow item={item} products={list} />
                  ) : editable ? (
                    <Button variant="outline" size="sm" onClick={() => onFind(item)}>
                      <Search aria-hidden="true" /> Find products<span className="sr-only"> for {item}</span>
                    </Button>
                  ) : (
                    <p className="text-sm text-gray-700">No products found yet.</p>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </Card>
    </section>
  );
}
