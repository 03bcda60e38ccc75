// Collaboration against the running stack with the unmodified supabase-js: resending invitations,
// the send-invitation-email function and its mailbox e-mail, and what a removed member loses.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiUrl, serviceClient, signedInClient } from './clients.ts';
import { joinByInvitation, makeParty, makeTeam, type Client, type Team } from './fixtures.ts';
import { collector, deliveryFence, subscribed } from './realtime-helpers.ts';

let team: Team;
let partyId: string;
const APP_ORIGIN = 'http://localhost:5173';

function mailbox(): string {
  const url = new URL(apiUrl());
  return `http://127.0.0.1:${Number(url.port) + 3}`;
}

async function mailTo(email: string): Promise<Array<{ subject: string; text: string; html: string }>> {
  const res = await fetch(`${mailbox()}/api/messages?to=${encodeURIComponent(email)}`);
  expect(res.ok).toBe(true);
  return (await res.json()).messages;
}

async function invite(client: Client, email: string, level: 'view_only' | 'collaborator' | 'co_admin' = 'collaborator') {
  const { data, error } = await client
    .from('party_invitations')
    .insert({ party_id: partyId, invited_email: email, permission_level: level, response_type: 'collaboration', invited_by: team.ids.owner })
    .select('*')
    .single();
  if (error) throw error;
  return data;
}

function emailBody(inv: { id: string; invited_email: string; invitation_token: string }) {
  return { invitationId: inv.id, invitedEmail: inv.invited_email, inviterName: 'Anyone', partyType: 'Birthday Party', invitationToken: inv.invitation_token };
}

async function sendEmail(client: Client, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('send-invitation-email', { body, headers: { Origin: APP_ORIGIN } });
  if (error instanceof FunctionsHttpError) return { status: error.context.status as number, data: await error.context.json() };
  if (error) throw error;
  return { status: 200, data };
}

beforeAll(async () => {
  team = await makeTeam('collab');
  partyId = await makeParty(team);
});

afterAll(async () => {
  await Promise.all(Object.values(team.clients).map((c) => c.removeAllChannels()));
});

describe('resend_invitation', () => {
  test('keeps the token and gives a fresh 14 days', async () => {
    const inv = await invite(team.clients.owner, 'resend-me@example.test');
    const soon = new Date(Date.now() + 60_000).toISOString();
    expect((await serviceClient().from('party_invitations').update({ expires_at: soon }).eq('id', inv.id)).error).toBeNull();

    const { data, error } = await team.clients.owner.rpc('resend_invitation', { p_invitation_id: inv.id });
    expect(error).toBeNull();
    expect(data!.invitation_token).toBe(inv.invitation_token);
    expect(data!.id).toBe(inv.id);
    const days = (Date.parse(data!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);

    const stored = await team.clients.owner.from('party_invitations').select('invitation_token, expires_at, status').eq('id', inv.id).single();
    expect(stored.data).toEqual({ invitation_token: inv.invitation_token, expires_at: data!.expires_at, status: 'pending' });
  });

  test('an expired invitation becomes answerable again after a resend', async () => {
    const invitee = await signedInClient('revived');
    const inv = await invite(team.clients.owner, invitee.email);
    await serviceClient()
      .from('party_invitations')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', inv.id);
    expect((await invitee.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'accepted' })).error?.message).toBe(
      'This invitation has expired',
    );
    expect((await team.clients.co_admin.rpc('resend_invitation', { p_invitation_id: inv.id })).error).toBeNull();
    expect((await invitee.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'accepted' })).error).toBeNull();
  });

  test('only managers of the party may resend, and only pending invitations', async () => {
    const inv = await invite(team.clients.owner, 'not-yours@example.test');
    for (const who of ['collaborator', 'view_only', 'stranger'] as const) {
      const { error } = await team.clients[who].rpc('resend_invitation', { p_invitation_id: inv.id });
      expect(error?.message, who).toBe('Invitation not found');
    }
    expect((await team.clients.anonymous.rpc('resend_invitation', { p_invitation_id: inv.id })).error?.code).toBe('42501');

    const answered = await invite(team.clients.owner, 'answered@example.test');
    await serviceClient().from('party_invitations').update({ status: 'declined' }).eq('id', answered.id);
    expect((await team.clients.owner.rpc('resend_invitation', { p_invitation_id: answered.id })).error?.message).toBe('Only pending invitations can be resent');
  });
});

describe('send-invitation-email', () => {
  test('mails the invitee an HTML and text e-mail with the accept link; a resend mails the same link again', async () => {
    const email = `mailed-${Date.now()}@example.test`;
    const inv = await invite(team.clients.owner, email);
    const first = await sendEmail(team.clients.owner, emailBody(inv));
    expect(first).toEqual({ status: 200, data: expect.objectContaining({ sent: true, provider: 'local-mailbox' }) });

    const link = `${APP_ORIGIN}/i/${inv.invitation_token}`;
    const [mail] = await mailTo(email);
    expect(mail.subject).toBe('owner collab invited you to “Birthday Party Party” on Confetti');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Collaborator');

    await team.clients.owner.rpc('resend_invitation', { p_invitation_id: inv.id });
    expect((await sendEmail(team.clients.owner, emailBody(inv))).status).toBe(200);
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain(link);
  });

  test('a co_admin may send; collaborators, strangers and visitors may not', async () => {
    const inv = await invite(team.clients.owner, `perm-${Date.now()}@example.test`);
    expect((await sendEmail(team.clients.co_admin, emailBody(inv))).status).toBe(200);
    expect(await sendEmail(team.clients.collaborator, emailBody(inv))).toEqual({
      status: 403,
      data: { error: 'You do not have permission to invite members to this party' },
    });
    expect(await sendEmail(team.clients.stranger, emailBody(inv))).toEqual({ status: 404, data: { error: 'Invitation not found' } });
    expect((await sendEmail(team.clients.anonymous, emailBody(inv))).status).toBe(401);
  });

  test('refuses bad input with a reason: wrong token or address, answered invitation, malformed body', async () => {
    const inv = await invite(team.clients.owner, `bad-${Date.now()}@example.test`);
    expect((await sendEmail(team.clients.owner, { ...emailBody(inv), invitationToken: 'f'.repeat(64) })).status).toBe(400);
    expect((await sendEmail(team.clients.owner, { ...emailBody(inv), invitedEmail: 'someone-else@example.test' })).status).toBe(400);
    const malformed = await sendEmail(team.clients.owner, { invitationId: 'nope' });
    expect(malformed.status).toBe(400);
    expect(malformed.data.error).toBe('Invalid request');
    await serviceClient().from('party_invitations').update({ status: 'accepted' }).eq('id', inv.id);
    expect(await sendEmail(team.clients.owner, emailBody(inv))).toEqual({ status: 409, data: { error: 'This invitation has already been answered.' } });
  });
});

describe('chat rows', () => {
  test('file links must be http(s), files at most 10 MB, text at most 4000 characters', async () => {
    const base = { party_id: partyId, user_id: team.ids.owner, message: '', message_type: 'file', file_name: 'x.pdf', file_type: 'application/pdf' };
    const bad = await team.clients.owner.from('party_chat_messages').insert({ ...base, file_url: 'javascript:alert(1)' });
    expect(bad.error?.code).toBe('23514');
    const big = await team.clients.owner.from('party_chat_messages').insert({ ...base, file_url: 'https://x.test/a.pdf', file_size: 10 * 1024 * 1024 + 1 });
    expect(big.error?.code).toBe('23514');
    const long = await team.clients.owner.from('party_chat_messages').insert({ party_id: partyId, user_id: team.ids.owner, message: 'x'.repeat(4001) });
    expect(long.error?.code).toBe('23514');
    const ok = await team.clients.owner.from('party_chat_messages').insert({ ...base, file_url: 'https://x.test/a.pdf', file_size: 2048 });
    expect(ok.error).toBeNull();
  });
});

describe('a removed member', () => {
  test('loses the party, its chat, the chat files listing and realtime at once', async () => {
    const member = await signedInClient('removed', 'Removed Member');
    const own = await makeTeam('removal');
    const party = await makeParty(own);
    const memberId = await joinByInvitation(own.clients.owner, party, member, 'collaborator');

    // While a member: chat, a file, live inserts.
    const folder = `chat-files/${party}/${member.userId}`;
    const up = await member.client.storage.from('party-chat-files').upload(`${folder}/${Date.now()}_abc.txt`, new Blob(['menu'], { type: 'text/plain' }), {
      contentType: 'text/plain',
      cacheControl: '3600',
      upsert: false,
    });
    expect(up.error).toBeNull();
    expect((await member.client.storage.from('party-chat-files').list(folder)).data).toHaveLength(1);
    expect((await member.client.storage.from('party-chat-files').list(`chat-files/${party}/${own.ids.owner}`)).error).toBeNull();
    expect((await member.client.from('party_chat_messages').select('id').eq('party_id', party)).data!.length).toBeGreaterThan(0);

    const got = collector<string>();
    await subscribed(
      member.client
        .channel(`removed-${party}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'party_chat_messages', filter: `party_id=eq.${party}` }, (p) =>
          got.push(String((p.new as { message: string }).message)),
        ),
    );
    const fence = await deliveryFence(member);
    await own.clients.owner.from('party_chat_messages').insert({ party_id: party, user_id: own.ids.owner, message: 'before removal' });
    expect(await got.until((items) => items.length > 0)).toEqual(['before removal']);

    // Removed: nothing more, immediately, over the same connection and the same session.
    expect((await own.clients.owner.from('party_members').delete().eq('id', memberId).select('id')).data).toHaveLength(1);
    await own.clients.owner.from('party_chat_messages').insert({ party_id: party, user_id: own.ids.owner, message: 'after removal' });
    expect((await member.client.from('party_plans').select('id').eq('id', party)).data).toEqual([]);
    expect((await member.client.from('party_chat_messages').select('id').eq('party_id', party)).data).toEqual([]);
    expect((await member.client.storage.from('party-chat-files').list(folder)).data).toEqual([]);
    const post = await member.client.from('party_chat_messages').insert({ party_id: party, user_id: member.userId, message: 'still here?' });
    expect(post.error?.code).toBe('42501');
    const upload = await member.client.storage
      .from('party-chat-files')
      .upload(`${folder}/${Date.now()}_def.txt`, new Blob(['x'], { type: 'text/plain' }), { contentType: 'text/plain' });
    expect(upload.error).not.toBeNull();
    expect(await member.client.rpc('get_user_party_permission', { party_id_param: party, user_id_param: member.userId })).toMatchObject({ data: 'none' });
    await fence.pass();
    expect(got.items).toEqual(['before removal']);
    await fence.close();
  });
});
