// #18 A visitor cannot spend a host's AI allowance through a public party's photo: someone who
// cannot edit a party brings about at most one photo for it, ever, claimed atomically, drawn as
// artwork and charged to nobody; clearing photo_url does not open it again.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../clients.ts';
import { makeParty, makeTeam, type Client, type Team } from '../fixtures.ts';

let team: Team;
let partyId: string;

type Answer = { status: number; body: Record<string, unknown> };

async function photo(client: Client, extra: Record<string, unknown> = {}, id = partyId): Promise<Answer> {
  const { data, error } = await client.functions.invoke('generate-party-photo', { body: { partyData: { party_id: id }, ...extra } });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const res = (error as { context?: Response }).context;
  return { status: res?.status ?? 0, body: ((await res?.json().catch(() => ({}))) ?? {}) as Record<string, unknown> };
}

async function used(client: Client): Promise<number> {
  const { data, error } = await client.rpc('my_ai_allowance');
  if (error) throw error;
  return (data as { used: number }).used;
}

async function storedPhotos(): Promise<string[]> {
  const { data } = await serviceClient().storage.from('party-photos').list(partyId);
  return (data ?? []).map((f) => f.name);
}

beforeAll(async () => {
  team = await makeTeam('sec-photo');
  partyId = await makeParty(team, { is_public: true, ideas: 'Dinosaur adventure with a volcano cake' });
});

describe('#18 a public party’s first photo', () => {
  it('#18 25 concurrent visitor calls make one photo, charged to nobody', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => photo(anonClient())));
    const made = answers.filter((a) => a.status === 200 && a.body.cached === false);
    expect(made).toHaveLength(1);
    expect(made[0].body).toMatchObject({ source: 'artwork' });
    const others = answers.filter((x) => x !== made[0]);
    for (const a of others) expect([200, 409], JSON.stringify(a)).toContain(a.status);
    for (const a of others.filter((x) => x.status === 200)) expect(a.body).toMatchObject({ cached: true, imageUrl: made[0].body.imageUrl });
    expect(await used(team.clients.owner)).toBe(0);
    expect(await storedPhotos()).toHaveLength(1);
    expect(await photo(anonClient())).toEqual({ status: 200, body: { imageUrl: made[0].body.imageUrl, cached: true } });
  });

  it('#18 a collaborator clearing photo_url does not give visitors or view-only members another one', async () => {
    const cleared = await team.clients.collaborator.from('party_plans').update({ photo_url: null }).eq('id', partyId).select('id');
    expect(cleared.data).toHaveLength(1);
    for (const who of ['anonymous', 'view_only', 'stranger'] as const) {
      const a = await photo(team.clients[who]);
      expect(a.status, who).toBe(409);
      expect(a.body.error, who).toBe('This party’s photo is being made or was made already; its editors can make a new one.');
    }
    const { data } = await serviceClient().from('party_plans').select('photo_url').eq('id', partyId).single();
    expect(data!.photo_url).toBeNull();
    expect(await used(team.clients.owner)).toBe(0);
  });

  it('#18 an editor makes a new one on their own allowance, never the owner’s', async () => {
    const before = await used(team.clients.collaborator);
    const a = await photo(team.clients.collaborator);
    expect(a.status).toBe(200);
    expect(a.body.cached).toBe(false);
    expect(await used(team.clients.collaborator)).toBe(before + 1);
    expect(await used(team.clients.owner)).toBe(0);
    // The claim is kept: nobody who cannot edit regenerates it.
    expect((await photo(team.clients.view_only, { regenerate: true })).status).toBe(403);
  });

  it('#18 the claim RPCs are the service role’s alone', async () => {
    for (const who of ['anonymous', 'stranger', 'owner'] as const) {
      expect((await team.clients[who].rpc('claim_first_party_photo', { p_party_id: partyId })).error, who).not.toBeNull();
      expect((await team.clients[who].rpc('release_first_party_photo', { p_party_id: partyId })).error, who).not.toBeNull();
      expect((await team.clients[who].from('party_first_photo_claims').select('party_id')).error, who).not.toBeNull();
    }
  });
});

describe('only what the user asked for counts (docs/decisions.md#party-photo)', () => {
  it("a new plan's automatic photo leaves the owner's allowance untouched; Regenerate is charged", async () => {
    const owner = await makeTeam('auto-photo');
    const id = await makeParty(owner, { ideas: 'Garden picnic with paper lanterns' });
    // The owner's page asks for the photo of the plan they just saved.
    const first = await photo(owner.clients.owner, {}, id);
    expect(first).toMatchObject({ status: 200, body: { cached: false } });
    expect(await used(owner.clients.owner)).toBe(0);
    // Asked for: counted.
    const again = await photo(owner.clients.owner, { regenerate: true }, id);
    expect(again).toMatchObject({ status: 200, body: { cached: false } });
    expect(await used(owner.clients.owner)).toBe(1);
    // Taking the photo off and asking again is a new photo, not a second free one.
    expect((await owner.clients.owner.from('party_plans').update({ photo_url: null }).eq('id', id)).error).toBeNull();
    expect(await photo(owner.clients.owner, {}, id)).toMatchObject({ status: 200, body: { cached: false } });
    expect(await used(owner.clients.owner)).toBe(2);
  });
});
