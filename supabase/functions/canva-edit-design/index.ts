// canva-edit-design (docs/product.md#edit-in-canva): 'Edit in Canva' for a saved T-shirt design or a party's photo.
//   { source: 'tshirt_design', filePath } | { source: 'party_photo', partyId } → { editUrl, designId }
// The image goes to the caller's Canva as an asset, a design is made from it, and the app opens
// the design's edit URL. Who may send an image:
//   a saved T-shirt design   its owner (the first folder of its path), or anyone who can edit the
//                            party it was made for
//   a party's photo          the party's owner, co-admins and collaborators
// The Canva tokens never leave the server; an expired access token is refreshed (Canva's refresh
// tokens are single-use, so the new pair is stored before it is used).
import { z } from 'zod';
import { HttpError, badRequest, forbidden, handler, json, methodNotAllowed, notFound, notSetUp } from '../_shared/http.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';
import { parseBody } from '../_shared/validate.ts';
import { CanvaApiError, canvaConfig, NOT_CONFIGURED, refreshTokens, type CanvaConfig } from '../_shared/design-tool/canva.ts';
import { createDesign, imageSize, uploadAsset, type CanvaDesign } from '../_shared/design-tool/edit.ts';

const Body = z.discriminatedUnion(
  'source',
  [
    z.object({
      source: z.literal('tshirt_design'),
      filePath: z
        .string()
        .trim()
        .regex(/^[0-9a-f-]{36}\/[0-9a-f-]{36}_design_[A-Za-z0-9_-]{1,80}\.(?:png|jpe?g|webp)$/i, 'filePath must be a saved T-shirt design'),
    }),
    z.object({ source: z.literal('party_photo'), partyId: z.guid('partyId must be a party id') }),
  ],
  { error: () => "source must be 'tshirt_design' or 'party_photo'" },
);

const EDITORS = ['owner', 'co_admin', 'collaborator'];
const NOT_CONNECTED = 'Connect Canva from your profile first.';
const RECONNECT = 'Your Canva connection has expired or is missing a permission. Connect Canva again from your profile.';

type Db = ReturnType<typeof serviceClient>;

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { user } = await requireUser(req);
    const body = await parseBody(req, Body);
    const cfg = canvaConfig();
    if (!cfg) throw notSetUp(NOT_CONFIGURED);
    const db = serviceClient();

    const permission = async (partyId: string) => {
      const { data, error } = await db.rpc('get_user_party_permission', { party_id_param: partyId, user_id_param: user.id });
      if (error) throw new Error(`get_user_party_permission: ${error.message}`);
      return String(data ?? 'none');
    };

    let image: { bytes: Uint8Array; name: string; title: string };
    if (body.source === 'tshirt_design') {
      const [owner, file] = body.filePath.split('/');
      const partyId = file.slice(0, 36);
      if (owner !== user.id && !EDITORS.includes(await permission(partyId))) {
        throw forbidden('Only the design’s owner and the people who can edit its party can send it to Canva.');
      }
      const { data: party } = await db.from('party_plans').select('party_name, party_type').eq('id', partyId).maybeSingle();
      image = {
        bytes: await download(db, 'tshirt-designs', body.filePath, 'This design no longer exists.'),
        name: 'Confetti T-shirt design',
        title: `T-shirt design: ${partyName(party)}`,
      };
    } else {
      const { data: party, error } = await db.from('party_plans').select('id, party_name, party_type').eq('id', body.partyId).maybeSingle();
      if (error) throw new Error(`party_plans: ${error.message}`);
      const level = party ? await permission(body.partyId) : 'none';
      // Never confirm that a private party exists to someone who is not in it.
      if (!party || level === 'none') throw notFound('Party not found');
      if (!EDITORS.includes(level)) throw forbidden('Only people who can edit this party can send its photo to Canva.');
      const { data: files } = await db.storage.from('party-photos').list(body.partyId, { limit: 100 });
      const photo = (files ?? []).find((f) => /^photo\.(png|jpe?g|webp)$/.test(f.name));
      if (!photo) throw badRequest('This party has no photo yet.');
      image = {
        bytes: await download(db, 'party-photos', `${body.partyId}/${photo.name}`, 'This party has no photo yet.'),
        name: 'Confetti party photo',
        title: `Party photo: ${partyName(party)}`,
      };
    }

    const size = imageSize(image.bytes) ?? { width: 1024, height: 1024 };
    const design = await withCanvaToken(cfg, db, user.id, async (token) => {
      const assetId = await uploadAsset(cfg, token, image.bytes, image.name);
      return createDesign(cfg, token, { assetId, title: image.title, ...size });
    });
    return json({ editUrl: design.editUrl, designId: design.id });
  }),
);

function partyName(party: { party_name: string | null; party_type: string } | null): string {
  return party?.party_name?.trim() || (party ? `${party.party_type} Party` : 'Confetti');
}

async function download(db: Db, bucket: string, path: string, missing: string): Promise<Uint8Array> {
  const { data, error } = await db.storage.from(bucket).download(path);
  if (error || !data) throw badRequest(missing);
  return new Uint8Array(await data.arrayBuffer());
}

/**
 * Runs `work` with a valid access token: refreshed first when it has expired (or expires within a
 * minute), and once more when Canva answers 401 anyway. A refresh Canva refuses, or a 403 (an old
 * connection without the asset scopes), asks the user to connect again (409, canva_reconnect).
 */
async function withCanvaToken(cfg: CanvaConfig, db: Db, userId: string, work: (token: string) => Promise<CanvaDesign>): Promise<CanvaDesign> {
  const { data: row, error } = await db.from('canva_integrations').select('access_token, refresh_token, expires_at').eq('user_id', userId).maybeSingle();
  if (error) throw new Error(`canva_integrations: ${error.message}`);
  if (!row) throw new HttpError(409, NOT_CONNECTED, { code: 'canva_not_connected' });

  const refresh = async (): Promise<string> => {
    if (!row.refresh_token) throw new HttpError(409, RECONNECT, { code: 'canva_reconnect' });
    let tokens;
    try {
      tokens = await refreshTokens(cfg, row.refresh_token);
    } catch (e) {
      if (e instanceof CanvaApiError && e.status >= 400 && e.status < 500) throw new HttpError(409, RECONNECT, { code: 'canva_reconnect' });
      console.error('[canva-edit-design] token refresh failed:', e instanceof Error ? e.message : e);
      throw new HttpError(502, 'Canva is not answering right now. Please try again.');
    }
    const expiresAt = tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000).toISOString() : null;
    const { error: saveError } = await db
      .from('canva_integrations')
      .update({
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token ?? row.refresh_token,
        expires_at: expiresAt,
        ...(tokens.scope ? { scope: tokens.scope } : {}),
      })
      .eq('user_id', userId);
    if (saveError) throw new Error(`canva_integrations: ${saveError.message}`);
    row.refresh_token = tokens.refresh_token ?? row.refresh_token;
    return tokens.access_token;
  };

  const expired = row.expires_at !== null && new Date(row.expires_at).getTime() - 60_000 <= Date.now();
  let token = expired ? await refresh() : row.access_token;
  for (let attempt = 0; ; attempt++) {
    try {
      return await work(token);
    } catch (e) {
      if (e instanceof CanvaApiError && e.status === 401 && attempt === 0) {
        token = await refresh();
        continue;
      }
      if (e instanceof CanvaApiError && (e.status === 401 || e.status === 403)) throw new HttpError(409, RECONNECT, { code: 'canva_reconnect' });
      if (e instanceof CanvaApiError && e.status === 429) throw new HttpError(429, 'Canva is busy right now. Please try again in a minute.');
      console.error('[canva-edit-design] Canva failed:', e instanceof Error ? e.message : e);
      throw new HttpError(502, 'Canva could not open this image right now. Please try again.');
    }
  }
}
