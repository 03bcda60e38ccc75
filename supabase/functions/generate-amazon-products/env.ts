import type { RetailerEnv } from './retailer.ts';

/** The retailer settings from the function's environment (see supabase/functions/.env.example). */
export function retailerEnv(): RetailerEnv {
  return {
    accessKey: Deno.env.get('AMAZON_PAAPI_ACCESS_KEY') || undefined,
    secretKey: Deno.env.get('AMAZON_PAAPI_SECRET_KEY') || undefined,
    associateTag: Deno.env.get('AMAZON_ASSOCIATE_TAG') || undefined,
    apiUrl: (Deno.env.get('AMAZON_PAAPI_URL') || 'https://webservices.amazon.com').replace(/\/+$/, ''),
    region: Deno.env.get('AMAZON_PAAPI_REGION') || 'us-east-1',
    marketplace: Deno.env.get('AMAZON_MARKETPLACE') || 'www.amazon.com',
  };
}
