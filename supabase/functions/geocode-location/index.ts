// POST { query } → { predictions: [{ place_id, description, structured_formatting }], source }
// Location autocomplete (docs/product.md#function-calls): Google Places when configured, else the bundled gazetteer.
import { handler, json, methodNotAllowed } from '../_shared/http.ts';
import { autocompleteLocation, loadGazetteer } from '../_shared/places.ts';
import { requireSignedIn } from '../_shared/signed-in.ts';
import { GeocodeRequestSchema, GeocodeResponseSchema } from '../_shared/suggestions-schema.ts';
import { parseBody } from '../_shared/validate.ts';

// Index the gazetteer while the worker boots, so the first keystrokes are answered at once.
loadGazetteer().catch((e) => console.error('[geocode-location] could not load the gazetteer', e));

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    requireSignedIn(req);
    const { query } = await parseBody(req, GeocodeRequestSchema);
    return json(GeocodeResponseSchema.parse(await autocompleteLocation(query)));
  }),
);
