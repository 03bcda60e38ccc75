import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { useGenerateProducts, usePartyProducts, useProductLookups } from '../api/party-products';

/**
 * The party's products and the lookup that finds where to buy a chosen item. Chosen items without
 * products (e.g. chosen in the wizard) are looked up once, one at a time: retailer APIs allow about
 * one request per second, and a failing item must not be retried in a loop. The query cache
 * remembers what was looked up (useProductLookups), so no module-level state is needed.
 */
export function useProductLookup({ partyId, canEdit, chosen, context }: { partyId: string; canEdit: boolean; chosen: string[]; context: string }) {
  const products = usePartyProducts(partyId);
  const generate = useGenerateProducts(partyId);
  const { pending: pendingItems, started: lookedUp } = useProductLookups(partyId);

  useEffect(() => {
    if (products.isError) toast.error('Failed to load products');
  }, [products.isError]);

  function find(item: string, quiet = false) {
    if (pendingItems.includes(item)) return;
    generate.mutate(
      { partyId, item, context },
      {
        // When the configured catalogue failed, the toast says what stands in for it.
        onSuccess: ({ products: list, notice }) => !quiet && toast.success(`Loaded ${list.length} products for ${item}!`, { description: notice }),
        onError: () => !quiet && toast.error(`Failed to load products for ${item}`),
      },
    );
  }

  const has = (item: string) => !!products.data?.some((p) => p.product_name === item);
  const missing = canEdit && products.data && pendingItems.length === 0 ? chosen.find((item) => !has(item) && !lookedUp.includes(item)) : undefined;
  useEffect(() => {
    if (missing) find(missing, true);
    // find is recreated every render; the missing item alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing]);

  return { products, pendingItems, find, has };
}
