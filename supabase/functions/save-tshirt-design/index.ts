// save-tshirt-design (docs/product.md#function-calls): { imageUrl, userId, partyId, partyType, partyFor } → { filePath }.
// Stores the generated design in the public tshirt-designs bucket at
// {userId}/{partyId}_design_{timestamp}.{ext}, uploading as the caller so the bucket's policies
// (a user writes only under their own folder) decide. userId must be the caller; the caller must
// be able to see the party. Only image data URLs are accepted: the function never fetches a URL
// it is handed, so it cannot be pointed at other servers.
import { z } from 'zod';
import { badRequest, forbidden, handler, json, methodNotAllowed } from '../_shared/http.ts';
import { fromBase64, sniffImageType } from '../_shared/images-api.ts';
import { requireUser } from '../_shared/supabase.ts';
import { parseBody } from '../_shared/validate.ts';

const MAX_BYTES = 10 * 1024 * 1024; // the bucket's own limit
const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

const RequestSchema = z.object({
  imageUrl: z.string().trim().min(1, 'imageUrl is required'),
  userId: z.guid('userId must be a user id'),
  partyId: z.guid('partyId must be a party id'),
  partyType: z.string().max(100).nullish(),
  partyFor: z.string().max(200).nullish(),
});

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { user, client } = await requireUser(req);
    const body = await parseBody(req, RequestSchema);
    if (body.userId !== user.id) throw forbidden('You can only save designs to your own account.');

    const m = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/=\s]+)$/.exec(body.imageUrl);
    if (!m) throw badRequest('imageUrl must be a generated design (a PNG, JPEG or WebP data URL).');
    let bytes: Uint8Array;
    try {
      bytes = fromBase64(m[2].replace(/\s+/g, ''));
    } catch {
      throw badRequest('imageUrl is not valid base64.');
    }
    if (bytes.length > MAX_BYTES) throw badRequest('The design is larger than 10 MB.');
    const type = sniffImageType(bytes);
    if (!type) throw badRequest('imageUrl does not hold a PNG, JPEG or WebP image.');

    const { data: permission, error: permissionError } = await client.rpc('get_user_party_permission', {
      party_id_param: body.partyId,
      user_id_param: user.id,
    });
    if (permissionError) throw new Error(`get_user_party_permission: ${permissionError.message}`);
    if (!permission || permission === 'none') throw forbidden('You can only save designs for parties you belong to.');

    const filePath = `${user.id}/${body.partyId}_design_${Date.now()}.${EXT[type]}`;
    const { error } = await client.storage.from('tshirt-designs').upload(filePath, bytes, { contentType: type, upsert: false });
    if (error) throw new Error(`upload: ${error.message}`);
    const { data } = client.storage.from('tshirt-designs').getPublicUrl(filePath);
    return json({ filePath, publicUrl: data.publicUrl });
  }),
);
