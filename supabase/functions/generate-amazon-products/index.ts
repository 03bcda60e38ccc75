// generate-amazon-products (docs/product.md#function-calls): { searchQuery, context?, partyId?, forceRegenerate? }
// → { products, cached, source, notice? }.
//
// With a partyId the products are stored in party_products (as the caller, so row-level security
// decides: only people who may edit the party add products) and a later call for the same item
// answers the stored ones with cached: true unless forceRegenerate replaces them.
// Provider (docs/decisions.md#providers-with-offline-defaults): the Product Advertising API when AMAZON_PAAPI_ACCESS_KEY,
// AMAZON_PAAPI_SECRET_KEY and AMAZON_ASSOCIATE_TAG are set; otherwise store search links carrying
// AMAZON_ASSOCIATE_TAG (if set), never an invented price, rating or ASIN.
import { z } from 'zod';
import { forbidden, handler, json, methodNotAllowed } from '../_shared/http.ts';
import { selectProvider } from '../_shared/providers.ts';
import { requireUser } from '../_shared/supabase.ts';
import { parseBody } from '../_shared/validate.ts';
import { retailerEnv } from './env.ts';
import { paapiConfigured, searchItems, searchLinkProducts, type ProductRow } from './retailer.ts';

const RequestSchema = z.object({
  searchQuery: z.string().trim().min(1, 'searchQuery is required').max(200),
  context: z.string().trim().max(500).optional(),
  partyId: z.guid('partyId must be a party id').optional(),
  forceRegenerate: z.boolean().optional().default(false),
});

const PRODUCTS_PER_ITEM = 6;

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { client } = await requireUser(req);
    const body = await parseBody(req, RequestSchema);

    if (body.partyId && !body.forceRegenerate) {
      const { data, error } = await client
        .from('party_products')
        .select('*')
        .eq('party_id', body.partyId)
        .eq('product_name', body.searchQuery)
        .order('created_at', { ascending: false });
      if (error) throw error;
      if (data.length) return json({ products: data, cached: true });
    }

    const env = retailerEnv();
    const result = await selectProvider<ProductRow[]>({
      name: 'product-api',
      configured: () => paapiConfigured(env),
      timeoutMs: 10_000,
      real: async (signal) => {
        const found = await searchItems(env, body.searchQuery, PRODUCTS_PER_ITEM, signal);
        // An empty search still deserves something to click: the search links.
        return found.length ? found : searchLinkProducts(env, body.searchQuery, body.context);
      },
      fallback: () => Promise.resolve(searchLinkProducts(env, body.searchQuery, body.context)),
    });
    const source = result.value.some((p) => p.asin) ? 'product_api' : 'search_links';
    const notice = result.fellBack ? 'The product catalogue is unavailable right now, so these are store searches instead.' : undefined;

    if (!body.partyId) return json({ products: result.value, cached: false, source, ...(notice ? { notice } : {}) });

    if (body.forceRegenerate) {
      const { error } = await client.from('party_products').delete().eq('party_id', body.partyId).eq('product_name', body.searchQuery);
      if (error) throw error;
    }
    const { data, error } = await client
      .from('party_products')
      .insert(result.value.map((p) => ({ ...p, party_id: body.partyId! })))
      .select('*');
    // Row-level security: only the party's owner, co-admins and collaborators add products.
    if (error?.code === '42501') throw forbidden('Only people who can edit this party can add products.');
    if (error) throw error;
    return json({ products: data, cached: false, source, ...(notice ? { notice } : {}) });
  }),
);
