import { supabase } from '@/lib/supabase';
import { GeneratePartySuggestionsResponseSchema, type GeneratePartySuggestionsResponse } from '../lib/contract';
import { toPartyData, type WizardForm } from '../lib/form';

/**
 * generate-party-suggestions (docs/product.md#function-calls): the whole plan for step 3. The answer is checked against
 * the shared schema, so a broken one fails here instead of on screen.
 */
export async function generatePartySuggestions({
  form,
  seed,
  signal,
}: {
  form: WizardForm;
  seed: string;
  signal?: AbortSignal;
}): Promise<GeneratePartySuggestionsResponse> {
  const { data, error } = await supabase.functions.invoke('generate-party-suggestions', { body: { partyData: toPartyData(form), seed }, signal });
  if (error) throw error;
  return GeneratePartySuggestionsResponseSchema.parse(data);
}
