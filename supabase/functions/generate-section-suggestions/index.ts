// POST { prompt?, category, partyData, existing?, seed? } → { suggestions, source, ... }
// 'More Ideas' (docs/product.md#function-calls, #wizard-constants): five new ideas for one category that repeat nothing shown.
import { withAiAllowance } from '../_shared/ai-allowance.ts';
import { handler, json, methodNotAllowed } from '../_shared/http.ts';
import { requireSignedIn } from '../_shared/signed-in.ts';
import { suggestSection } from '../_shared/suggestion-provider.ts';
import { GenerateSectionSuggestionsRequestSchema, GenerateSectionSuggestionsResponseSchema } from '../_shared/suggestions-schema.ts';
import { parseBody } from '../_shared/validate.ts';

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const userId = requireSignedIn(req);
    const body = await parseBody(req, GenerateSectionSuggestionsRequestSchema);
    const answer = await withAiAllowance(userId, () => suggestSection(body));
    return json(GenerateSectionSuggestionsResponseSchema.parse(answer));
  }),
);
