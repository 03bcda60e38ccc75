// generate-party-photo (docs/product.md#function-calls): { partyData: { party_id, ... }, regenerate?, customPrompt? }
// → { imageUrl, cached, source?, notice? }.
//
// A party gets one photo: when it already has one and no regeneration is asked for, the stored
// photo is answered with cached: true. A new one comes from an OpenAI-compatible images API when
// IMAGES_API_KEY is set, else (or when that fails) from the generated artwork. The picture is
// stored in the public party-photos bucket at {partyId}/photo.{ext} and its URL saved on the plan.
//
// Who may do what (checked here, the function writes with the service role):
//   anyone who can see the party        read the stored photo
//   owner, co_admin, collaborator        generate, regenerate, custom prompt
//   anyone else who can see it           bring about its first photo when it has ideas (Trending
//                                        cards, a view-only member's page), once per party ever
//
// Only what a user asks for counts (docs/product.md#ai-allowance): a new photo an editor asks for
// (Regenerate, a custom prompt) is an AI generation and counts against their own daily allowance.
// The party's automatic first photo, whoever brings it about (the owner's page after saving the
// plan, a co-planner, a visitor, a Trending card), counts against nobody: it is claimed atomically
// in the database (claim_first_party_photo, one per party, taken for good once any photo was
// saved, so clearing photo_url gives nothing back; an editor's next one is then a request and
// counts). An editor's may come from the images API; anyone else's is drawn as artwork, never by a
// paid provider. The stored photo is answered free.
import { z } from 'zod';
import { partyArtSvg, svgToPng } from '../_shared/artwork/index.ts';
import { withAiAllowance } from '../_shared/ai-allowance.ts';
import { optionalUser } from '../_shared/caller.ts';
import { HttpError, badRequest, forbidden, handler, json, methodNotAllowed, notFound } from '../_shared/http.ts';
import { generateWithImagesApi, imagesApiConfig, type GeneratedImage } from '../_shared/images-api.ts';
import { selectProvider } from '../_shared/providers.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { parseBody } from '../_shared/validate.ts';
import { imagePrompt, occasionOf, partyTitle, photoSafe, type PhotoParty } from './prompt.ts';

const BUCKET = 'party-photos';
// A wide banner by default; gateways with other size lists can set their own.
const PHOTO_SIZE = Deno.env.get('IMAGES_SIZE')?.trim() || '1536x1024';

const RequestSchema = z.object({
  partyData: z.object({
    party_id: z.guid('party_id must be a party id'),
    // The rest of the product's payload is accepted but the database's values are used.
    party_type: z.string().max(100).nullish(),
    ideas: z.string().max(4000).nullish(),
    guest_count: z.union([z.number(), z.string()]).nullish(),
    budget: z.string().max(40).nullish(),
    details: z.record(z.string(), z.unknown()).nullish(),
  }),
  regenerate: z.boolean().optional().default(false),
  customPrompt: z.string().trim().max(1000).optional(),
});

const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const body = await parseBody(req, RequestSchema);
    if (body.customPrompt !== undefined && !body.customPrompt) throw badRequest('Describe the photo you want first.');
    const partyId = body.partyData.party_id;
    const admin = serviceClient();

    const [{ data: party, error }, user] = await Promise.all([
      admin
        .from('party_plans')
        .select('id, user_id, party_name, party_type, party_for, ideas, guest_count, budget, details, is_public, photo_url, location, date, special_requests')
        .eq('id', partyId)
        .maybeSingle(),
      optionalUser(req),
    ]);
    if (error) throw error;
    if (!party) throw notFound('Party not found');

    let permission = 'none';
    if (user) {
      const { data, error: rpcError } = await admin.rpc('get_user_party_permission', { party_id_param: partyId, user_id_param: user.id });
      if (rpcError) throw rpcError;
      permission = String(data);
    }
    const canView = party.is_public || permission !== 'none';
    const canEdit = ['owner', 'co_admin', 'collaborator'].includes(permission);
    // Never confirm that a private party exists to someone who cannot see it.
    if (!canView) throw notFound('Party not found');

    const wantsNew = body.regenerate || !!body.customPrompt;
    if (party.photo_url && !wantsNew) return json({ imageUrl: party.photo_url, cached: true });
    if (wantsNew && !canEdit) throw forbidden('Only people who can edit this party can make a new photo.');
    if (!canEdit && !party.ideas?.trim()) throw forbidden('This party has no vision text to make a photo from yet.');

    // Asked for (Regenerate, a custom prompt): the editor's own allowance pays.
    if (canEdit && user && wantsNew) return json(await withAiAllowance(user.id, () => makePhoto(admin, party, body, true)));

    // The party's one automatic first photo (the page of a plan just saved, a Trending card, a
    // visitor's page): claimed, free for everyone. Only an editor's may use the images API.
    const { data: claimed, error: claimError } = await admin.rpc('claim_first_party_photo', { p_party_id: partyId });
    if (claimError) throw claimError;
    if (!claimed) {
      // The party had a photo and it was taken off: making another is a new photo, asked for.
      if (canEdit && user) return json(await withAiAllowance(user.id, () => makePhoto(admin, party, body, false)));
      throw new HttpError(409, 'This party’s photo is being made or was made already; its editors can make a new one.');
    }
    try {
      return json(await makePhoto(admin, party, body, false, { artworkOnly: !canEdit }));
    } catch (e) {
      const { error: releaseError } = await admin.rpc('release_first_party_photo', { p_party_id: partyId });
      if (releaseError) console.error('[generate-party-photo] could not release the first-photo claim:', releaseError.message);
      throw e;
    }
  }),
);

type Admin = ReturnType<typeof serviceClient>;
type PartyRow = PhotoParty & { photo_url: string | null; location: string | null; date: string | null; special_requests: string | null };

/** Draws or generates the photo (`artworkOnly`: drawn, never a paid provider), stores it and saves its URL on the plan. */
async function makePhoto(admin: Admin, party: PartyRow, body: z.infer<typeof RequestSchema>, wantsNew: boolean, opts: { artworkOnly?: boolean } = {}) {
  const partyId = party.id;
  const { location, date, special_requests: specialRequests, ...row } = party;
  const safe = photoSafe(row as PhotoParty & { photo_url: string | null }, { location, date, specialRequests }, body.customPrompt);
  const plan = safe.party;
  const customPrompt = safe.customPrompt;
  // Forced regeneration must look different: the seed changes with every request.
  const seed = wantsNew ? `${plan.id}:${crypto.randomUUID()}` : plan.id;
  const cfg = imagesApiConfig();
  const result = await selectProvider<GeneratedImage & { source: 'ai' | 'artwork' }>({
    name: 'images',
    configured: () => cfg !== null && !opts.artworkOnly,
    timeoutMs: 90_000,
    real: async (signal) => ({ ...(await generateWithImagesApi(cfg!, imagePrompt(plan, customPrompt), signal, { size: PHOTO_SIZE })), source: 'ai' }),
    fallback: async () => ({
      bytes: await svgToPng(
        partyArtSvg({
          seed,
          title: partyTitle(plan),
          partyType: occasionOf(plan) ? `${plan.party_type}: ${occasionOf(plan)}` : plan.party_type,
          partyFor: plan.party_for,
          guestCount: plan.guest_count,
          prompt: customPrompt,
        }),
      ),
      contentType: 'image/png',
      source: 'artwork',
    }),
  });

  const image = result.value;
  const path = `${partyId}/photo.${EXT[image.contentType] ?? 'png'}`;
  const upload = await admin.storage.from(BUCKET).upload(path, image.bytes, { contentType: image.contentType, upsert: true, cacheControl: '3600' });
  if (upload.error) throw upload.error;
  // The same object name is reused, so a regenerated photo needs a fresh URL (docs/product.md#party-page-constants).
  const publicUrl = admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
  const imageUrl = `${publicUrl}?t=${Date.now()}`;
  const { error: updateError } = await admin.from('party_plans').update({ photo_url: imageUrl }).eq('id', partyId);
  if (updateError) throw updateError;
  await removeOtherPhotos(admin, partyId, path);

  return {
    imageUrl,
    cached: false,
    source: image.source,
    ...(result.fellBack ? { notice: 'The image service is unavailable right now, so Confetti drew artwork for your party instead.' } : {}),
  };
}

/** Earlier photos (another format, or a replaced upload) are not needed once a new one is saved. */
async function removeOtherPhotos(admin: ReturnType<typeof serviceClient>, partyId: string, keep: string): Promise<void> {
  const { data } = await admin.storage.from(BUCKET).list(partyId, { limit: 100 });
  const stale = (data ?? []).map((f) => `${partyId}/${f.name}`).filter((p) => p !== keep);
  if (stale.length) await admin.storage.from(BUCKET).remove(stale);
}
