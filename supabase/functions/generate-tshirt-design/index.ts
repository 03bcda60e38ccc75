// generate-tshirt-design (docs/product.md#function-calls): { partyData, customPrompt } → { imageUrl } (a PNG data URL,
// which save-tshirt-design stores when the user keeps it).
//
// Provider chain (docs/decisions.md#providers-with-offline-defaults): an OpenAI-compatible images API (_shared/images-api.ts, a
// square print with a transparent background where the model can) when IMAGES_API_KEY is set;
// else, or when it fails, the generated typographic design (design-art.ts, transparent PNG).
// `source` and `notice` tell the app which one answered.
import { z } from 'zod';
import { svgToPng } from '../_shared/artwork/svg-to-png.ts';
import { withAiAllowance } from '../_shared/ai-allowance.ts';
import { handler, json, methodNotAllowed } from '../_shared/http.ts';
import { generateWithImagesApi, imagesApiConfig, toBase64 } from '../_shared/images-api.ts';
import { selectProvider } from '../_shared/providers.ts';
import { requireSignedIn } from '../_shared/signed-in.ts';
import { parseBody } from '../_shared/validate.ts';
import { DESIGN_SIZE, tshirtDesignSvg } from './design-art.ts';
import { designPrompt } from './prompt.ts';

const text = (max: number) => z.string().trim().max(max).nullish();

const RequestSchema = z.object({
  // The party as the detail page has it; only what the design shows is read.
  partyData: z.object(
    {
      id: text(64),
      party_name: text(200),
      party_type: text(100),
      party_for: text(200),
      ideas: text(4000),
    },
    { message: 'partyData is required' },
  ),
  customPrompt: text(500),
});

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const userId = requireSignedIn(req);
    const { partyData: party, customPrompt } = await parseBody(req, RequestSchema);
    const title = party.party_name || `${party.party_type || 'Awesome'} Party`;
    const cfg = imagesApiConfig();

    const result = await withAiAllowance(userId, () =>
      selectProvider({
        name: 'images-api',
        configured: () => !!cfg,
        timeoutMs: 60_000,
        real: (signal) =>
          generateWithImagesApi(
            cfg!,
            designPrompt({ title, partyType: party.party_type, partyFor: party.party_for, ideas: party.ideas, customPrompt }),
            signal,
            {
              size: '1024x1024',
              transparent: true,
            },
          ),
        fallback: async () => {
          const { svg } = tshirtDesignSvg({
            title,
            partyType: party.party_type,
            partyFor: party.party_for,
            prompt: customPrompt,
            // A new nonce each time: 'Generate' again gives another design.
            seed: `${party.id ?? title}:${crypto.randomUUID()}`,
          });
          return { bytes: await svgToPng(svg, DESIGN_SIZE), contentType: 'image/png' };
        },
      }),
    );

    return json({
      imageUrl: `data:${result.value.contentType};base64,${toBase64(result.value.bytes)}`,
      source: result.source === 'real' ? 'images-api' : 'artwork',
      ...(result.fellBack ? { notice: 'The image service is unavailable right now, so we designed this one ourselves.' } : {}),
    });
  }),
);
