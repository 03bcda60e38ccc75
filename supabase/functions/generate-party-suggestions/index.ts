// POST { partyData, seed? } → { suggestions, source, fellBack?, fallbackReason?, model? }
// The wizard's step 3 (docs/product.md#function-calls): an AI service when configured, else the built-in planner.
import { withAiAllowance } from '../_shared/ai-allowance.ts';
import { handler, json, methodNotAllowed } from '../_shared/http.ts';
import { requireSignedIn } from '../_shared/signed-in.ts';
import { suggestParty } from '../_shared/suggestion-provider.ts';
import { GeneratePartySuggestionsRequestSchema, GeneratePartySuggestionsResponseSchema } from '../_shared/suggestions-schema.ts';
import { parseBody } from '../_shared/validate.ts';

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const userId = requireSignedIn(req);
    const { partyData, seed } = await parseBody(req, GeneratePartySuggestionsRequestSchema);
    // A free account's daily allowance (docs/product.md#ai-allowance), whichever provider answers.
    const answer = await withAiAllowance(userId, () => suggestParty(partyData, seed));
    // The app trusts this shape: check it here rather than ship a broken plan.
    return json(GeneratePartySuggestionsResponseSchema.parse(answer));
  }),
);
