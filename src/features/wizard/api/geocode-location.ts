import { supabase } from '@/lib/supabase';
import { GeocodeResponseSchema, type LocationPrediction } from '../lib/contract';

/** geocode-location (docs/product.md#function-calls): up to five places for what was typed. */
export async function searchLocations(query: string, signal?: AbortSignal): Promise<LocationPrediction[]> {
  const { data, error } = await supabase.functions.invoke('geocode-location', { body: { query }, signal });
  if (error) throw error;
  return GeocodeResponseSchema.parse(data).predictions;
}
