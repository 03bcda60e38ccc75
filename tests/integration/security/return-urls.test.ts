// #14: every link that sends a person back to the app — payment return pages, the design tool's
// callback, the invitation e-mail — comes from SITE_URL, never from the request's Origin header,
// which any script may set. The stack runs with its own SITE_URL and no SITE_URL in the functions'
// .env, as `npm start` does; every call below claims to come from a hostile origin.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/lib/database.types.ts';
import { DEFAULT_JWT_SECRET } from '../../../supabase/local/config.ts';
import { wellKnownKeys } from '../../../supabase/local/jwt.ts';
import { PASSWORD, uniqueEmail } from '../clients.ts';
import { startConfiguredStack } from '../configured-stack.ts';
import { type StackProcess, testStackPort } from '../stack-process.ts';
import { SHIPPING_ADDRESS } from '../shipping.ts';

type Client = SupabaseClient<Database>;
const SITE = 'https://app.confetti.test';
const EVIL = 'https://evil.example';
const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let stack: StackProcess & { cleanup(): Promise<void> };
let keys: { anonKey: string; serviceRoleKey: string };

async function user(tag: string): Promise<{ client: Client; id: string }> {
  const client = createClient<Database>(stack.url, keys.anonKey, { ...options, global: { headers: { Origin: EVIL } } });
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(tag), password: PASSWORD });
  if (error) throw error;
  return { client, id: data.user!.id };
}

async function invoke<T>(client: Client, name: string, body?: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.functions.invoke(name, { body, headers: { Origin: EVIL } });
  if (error) throw new Error(`${name}: ${await (error as { context?: Response }).context?.text()}`);
  return data as T;
}

async function payLocally(url: string): Promise<string> {
  const pay = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  expect(pay.status).toBe(303);
  return pay.headers.get('location') ?? '';
}

beforeAll(async () => {
  keys = await wellKnownKeys(DEFAULT_JWT_SECRET);
  stack = await startConfiguredStack({
    port: testStackPort(60),
    functions: Object.fromEntries(
      [
        'create-checkout-session',
        'create-subscription-checkout',
        'generate-tshirt-design',
        'save-tshirt-design',
        'canva-authorize',
        'send-invitation-email',
      ].map((n) => [n, { verifyJwt: true }]),
    ),
    env: { CANVA_CLIENT_ID: 'canva-client', CANVA_CLIENT_SECRET: 'canva-secret', CANVA_AUTH_URL: 'https://www.canva.test/api/oauth/authorize' },
    stackEnv: { SITE_URL: SITE },
  });
});

afterAll(async () => {
  await stack?.cleanup();
});

describe('#14 return URLs come from SITE_URL, never from the Origin header', () => {
  it('#14 the Pro checkout returns to SITE_URL', async () => {
    const buyer = await user('return-pro');
    const { url, sessionId } = await invoke<{ url: string; sessionId: string }>(buyer.client, 'create-subscription-checkout');
    expect(await payLocally(url)).toBe(`${SITE}/checkout-success?session_id=${sessionId}`);
  });

  it('#14 the T-shirt checkout returns to SITE_URL, and cancelling does too', async () => {
    const buyer = await user('return-tee');
    const { data: party, error } = await buyer.client
      .from('party_plans')
      .insert({ party_type: 'Graduation', party_name: 'Return test', guest_count: 5, budget: 'moderate', user_id: buyer.id, is_public: false })
      .select('id')
      .single();
    if (error) throw error;
    const design = await invoke<{ imageUrl: string }>(buyer.client, 'generate-tshirt-design', {
      partyData: { party_name: 'Return test', party_type: 'Graduation' },
    });
    const saved = await invoke<{ publicUrl: string }>(buyer.client, 'save-tshirt-design', { imageUrl: design.imageUrl, userId: buyer.id, partyId: party.id });
    const checkout = () =>
      invoke<{ url: string; sessionId: string }>(buyer.client, 'create-checkout-session', {
        items: [{ designUrl: saved.publicUrl, designName: 'Tee', size: 'M', quantity: 1 }],
        shippingAddress: SHIPPING_ADDRESS,
        returnPath: `/party/${party.id}`,
      });
    const paid = await checkout();
    const page = await fetch(paid.url);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${SITE}`);
    expect(page.headers.get('content-security-policy')).not.toContain(EVIL);
    expect(await payLocally(paid.url)).toBe(`${SITE}/checkout-success?session_id=${paid.sessionId}`);

    const cancelled = await checkout();
    const cancel = await fetch(`${cancelled.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.headers.get('location')).toBe(`${SITE}/party/${party.id}`);
  });

  it('#14 Connect Canva asks Canva to return to SITE_URL', async () => {
    const member = await user('return-canva');
    const { url } = await invoke<{ url: string }>(member.client, 'canva-authorize', {});
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(`${SITE}/canva-callback`);
  });

  it('#14 the invitation e-mail links to SITE_URL', async () => {
    const owner = await user('return-invite');
    const { data: party } = await owner.client
      .from('party_plans')
      .insert({ party_type: 'Birthday Party', guest_count: 8, budget: 'moderate', user_id: owner.id, is_public: false })
      .select('id')
      .single();
    const invited = uniqueEmail('return-invitee');
    const { data: inv, error } = await owner.client
      .from('party_invitations')
      .insert({ party_id: party!.id, invited_email: invited, permission_level: 'view_only', response_type: 'attendance', invited_by: owner.id })
      .select('id, invited_email, invitation_token')
      .single();
    if (error) throw error;
    await invoke(owner.client, 'send-invitation-email', {
      invitationId: inv.id,
      invitedEmail: inv.invited_email,
      invitationToken: inv.invitation_token,
    });
    const mail = await fetch(`http://127.0.0.1:${stack.port + 3}/api/messages?to=${encodeURIComponent(invited)}`);
    const [message] = (await mail.json()).messages as Array<{ text: string }>;
    expect(message.text).toContain(`${SITE}/i/${inv.invitation_token}`);
    expect(message.text).not.toContain(EVIL);
  });
});
