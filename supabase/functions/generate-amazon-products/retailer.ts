// The retailer behind generate-amazon-products (no Deno APIs here, so unit tests run it under Node): Amazon's Product Advertising API 5.0 SearchItems
// when its keys and an associate tag are set, else plain search links (docs/decisions.md#providers-with-offline-defaults: never
// an invented price, rating or ASIN). Requests are signed with AWS Signature Version 4 by aws4fetch.
import { AwsClient } from 'aws4fetch';

/** One product as party_products stores it (docs/product.md#party-products). */
export interface ProductRow {
  product_name: string;
  title: string;
  asin: string | null;
  price: number | null;
  rating: number | null;
  review_count: number | null;
  is_prime: boolean;
  image_url: string | null;
  affiliate_url: string;
}

export interface RetailerEnv {
  accessKey?: string;
  secretKey?: string;
  associateTag?: string;
  /** The PA-API endpoint origin, https://webservices.amazon.com by default. */
  apiUrl: string;
  region: string;
  /** The store's host name, www.amazon.com by default. */
  marketplace: string;
}

export const paapiConfigured = (env: RetailerEnv) => Boolean(env.accessKey && env.secretKey && env.associateTag);

/** A store search URL for the words, carrying the associate tag when there is one. */
export function searchLink(env: RetailerEnv, words: string): string {
  const url = new URL(`https://${env.marketplace}/s`);
  url.searchParams.set('k', words);
  if (env.associateTag) url.searchParams.set('tag', env.associateTag);
  return url.toString();
}

/**
 * The offline default: a search for the item itself and, when the party's context adds words,
 * one narrowed to it ("Fairy lights" + "Birthday Party" → "Fairy lights birthday party").
 */
export function searchLinkProducts(env: RetailerEnv, query: string, context?: string): ProductRow[] {
  const q = query.trim();
  const extra = (context ?? '')
    .toLowerCase()
    .split(/[^a-z0-9'&-]+/i)
    .filter((w) => w.length > 2 && !q.toLowerCase().includes(w));
  const searches = [q];
  if (extra.length) searches.push(`${q} ${[...new Set(extra)].slice(0, 4).join(' ')}`);
  return searches.map((words) => ({
    product_name: q,
    title: `Search Amazon for “${words}”`,
    asin: null,
    price: null,
    rating: null,
    review_count: null,
    is_prime: false,
    image_url: null,
    affiliate_url: searchLink(env, words),
  }));
}

const RESOURCES = [
  'Images.Primary.Large',
  'ItemInfo.Title',
  'Offers.Listings.Price',
  'Offers.Listings.DeliveryInfo.IsPrimeEligible',
  'CustomerReviews.Count',
  'CustomerReviews.StarRating',
];

interface PaapiItem {
  ASIN?: string;
  DetailPageURL?: string;
  Images?: { Primary?: { Large?: { URL?: string } } };
  ItemInfo?: { Title?: { DisplayValue?: string } };
  Offers?: { Listings?: Array<{ Price?: { Amount?: number }; DeliveryInfo?: { IsPrimeEligible?: boolean } }> };
  CustomerReviews?: { Count?: number; StarRating?: { Value?: number } };
}

/** SearchItems (PA-API 5.0). A NoResults answer is an empty list, not a failure. */
export async function searchItems(env: RetailerEnv, query: string, count: number, signal: AbortSignal): Promise<ProductRow[]> {
  const url = new URL(`${env.apiUrl}/paapi5/searchitems`);
  const body = JSON.stringify({
    Keywords: query,
    SearchIndex: 'All',
    ItemCount: count,
    PartnerTag: env.associateTag,
    PartnerType: 'Associates',
    Marketplace: env.marketplace,
    Resources: RESOURCES,
  });
  // No retries here: a failed search falls back to search links at once (the caller decides).
  const aws = new AwsClient({ accessKeyId: env.accessKey!, secretAccessKey: env.secretKey!, service: 'ProductAdvertisingAPI', region: env.region, retries: 0 });
  const res = await aws.fetch(url, {
    method: 'POST',
    headers: {
      'content-encoding': 'amz-1.0',
      'content-type': 'application/json; charset=utf-8',
      'x-amz-target': 'com.amazon.paapi5.v1.ProductAdvertisingAPIv1.SearchItems',
    },
    body,
    signal,
  });
  const json = await res.json().catch(() => null);
  const errors: Array<{ Code?: string; Message?: string }> = json?.Errors ?? [];
  if (errors.some((e) => e.Code === 'NoResults')) return [];
  if (!res.ok) throw new Error(`Product API answered ${res.status}${errors[0]?.Message ? `: ${errors[0].Message}` : ''}`);
  const items: PaapiItem[] = json?.SearchResult?.Items ?? [];
  return items
    .filter((i) => i.ASIN && i.DetailPageURL)
    .map((i) => {
      const listing = i.Offers?.Listings?.[0];
      const stars = i.CustomerReviews?.StarRating?.Value;
      return {
        product_name: query,
        title: i.ItemInfo?.Title?.DisplayValue?.trim() || query,
        asin: i.ASIN!,
        price: typeof listing?.Price?.Amount === 'number' && listing.Price.Amount >= 0 ? listing.Price.Amount : null,
        rating: typeof stars === 'number' && stars >= 0 && stars <= 5 ? Math.round(stars * 10) / 10 : null,
        review_count: Number.isInteger(i.CustomerReviews?.Count) ? i.CustomerReviews!.Count! : null,
        is_prime: listing?.DeliveryInfo?.IsPrimeEligible === true,
        image_url: i.Images?.Primary?.Large?.URL ?? null,
        affiliate_url: i.DetailPageURL!,
      };
    });
}
