// #16 Confetti mails nobody without limit: the invitation, reminder and calendar e-mails the
// functions send for a user are counted in the database (claim_mail_sends) per sender, per party,
// per recipient address and per invitation each UTC day, and refused with a clear 429 past a cap.
// The sender's words (a party's name) arrive quoted and attributed, never as Confetti's own.
import fs from 'node:fs';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../src/lib/database.types.ts';
import { apiUrl, PASSWORD, uniqueEmail } from '../clients.ts';
import { makeParty, makeTeam, type Client, type Team } from '../fixtures.ts';
import { startStackProcess, testStackPort, type StackProcess } from '../stack-process.ts';

type Answer = { status: number; data: Record<string, unknown> };

async function invoke(client: SupabaseClient<Database>, name: string, body: Record<string, unknown>): Promise<Answer> {
  const { data, error } = await client.functions.invoke(name, { body });
  if (error instanceof FunctionsHttpError) return { status: error.context.status as number, data: await error.context.json() };
  if (error) throw error;
  return { status: 200, data: data as Record<string, unknown> };
}

async function mailTo(api: string, email: string): Promise<Array<{ subject: string; text: string }>> {
  const res = await fetch(`http://127.0.0.1:${Number(new URL(api).port) + 3}/api/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()).messages;
}

async function invite(client: SupabaseClient<Database>, partyId: string, invitedBy: string, email: string) {
  const { data, error } = await client
    .from('party_invitations')
    .insert({ party_id: partyId, invited_email: email, permission_level: 'view_only', response_type: 'attendance', invited_by: invitedBy })
    .select('id, invited_email, invitation_token')
    .single();
  if (error) throw error;
  return data;
}

const mailBody = (inv: { id: string; invited_email: string; invitation_token: string }) => ({
  invitationId: inv.id,
  invitedEmail: inv.invited_email,
  invitationToken: inv.invitation_token,
});

describe('#16 e-mail limits on the shared stack (default numbers)', () => {
  let team: Team;
  let partyId: string;

  beforeAll(async () => {
    team = await makeTeam('mail-cap');
    partyId = await makeParty(team, { party_name: 'Claim your prize at evil.example now' });
  });

  it('#16 one invitation e-mailed 15 times at once: 2 arrive, the rest are 429, and the mail says who wrote the name', async () => {
    const victim = uniqueEmail('mail-victim');
    const inv = await invite(team.clients.owner, partyId, team.ids.owner, victim);
    const answers = await Promise.all(Array.from({ length: 15 }, () => invoke(team.clients.owner, 'send-invitation-email', mailBody(inv))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(13);
    expect(refused[0].data.error).toBe(
      'This invitation has been e-mailed 2 times today, the most Confetti sends in a day. Try again tomorrow, or copy its link and share it yourself.',
    );
    const mails = await mailTo(apiUrl(), victim);
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toBe('owner mail-cap invited you to “Claim your prize at evil.example now” on Confetti');
    expect(mails[0].text).toContain(
      "Confetti sent this e-mail for owner mail-cap, a Confetti user. The party's name and details are theirs: Confetti did not write them.",
    );
  });

  it('#16 fresh invitations to the same address stop at 3 e-mails a day, whoever sends them', async () => {
    const victim = uniqueEmail('mail-victim-2');
    for (let i = 0; i < 3; i++) {
      const inv = await invite(team.clients.owner, partyId, team.ids.owner, victim);
      expect((await invoke(team.clients.owner, 'send-invitation-email', mailBody(inv))).status, `mail ${i + 1}`).toBe(200);
      await team.clients.owner.from('party_invitations').delete().eq('id', inv.id);
    }
    const fourth = await invite(team.clients.co_admin, partyId, team.ids.co_admin, victim);
    const r = await invoke(team.clients.co_admin, 'send-invitation-email', mailBody(fourth));
    expect(r).toEqual({
      status: 429,
      data: {
        error: 'This address has had as many e-mails from Confetti today as we send one address (3). Try again tomorrow, or share the link yourself.',
        details: { code: 'mail_limit_reached' },
      },
    });
    expect(await mailTo(apiUrl(), victim)).toHaveLength(3);
  });

  it('#16 a host-typed guest address gets at most 3 calendar e-mails a day, however often the date changes', async () => {
    const guestEmail = uniqueEmail('mail-guest');
    const other = uniqueEmail('mail-guest-other');
    expect((await team.clients.owner.rpc('add_party_guest', { p_party_id: partyId, p_name: 'Any Address', p_email: guestEmail })).error).toBeNull();
    const send = () => invoke(team.clients.owner, 'send-guest-emails', { partyId, kind: 'calendar' });
    const dates = ['2027-04-01', '2027-04-02', '2027-04-03', '2027-04-04', '2027-04-05'];
    const answers: Answer[] = [];
    for (const [i, date] of dates.entries()) {
      expect((await team.clients.owner.from('party_plans').update({ date }).eq('id', partyId).select('id')).data).toHaveLength(1);
      if (i === 3) {
        // A second guest is due from now on: the capped one is left out, the other is sent.
        const added = await team.clients.owner.rpc('add_party_guest', { p_party_id: partyId, p_name: 'Other Guest', p_email: other });
        if (added.error) throw added.error;
      }
      answers.push(await send());
    }
    expect(answers.slice(0, 3).map((a) => a.data.sent)).toEqual([1, 1, 1]);
    expect(answers[3]).toMatchObject({ status: 200, data: { sent: 1, limited: 1 } });
    expect(answers[4]).toMatchObject({ status: 200, data: { sent: 1, limited: 1 } });
    // Only the capped guest is still due now: refused, with the reason.
    const again = await send();
    expect(again.status).toBe(429);
    expect(again.data.error).toBe(
      'This address has had as many e-mails from Confetti today as we send one address (3). Try again tomorrow, or share the link yourself.',
    );
    expect(await mailTo(apiUrl(), guestEmail)).toHaveLength(3);
    expect(await mailTo(apiUrl(), other)).toHaveLength(2);
  });

  it('#16 the counts and the numbers are the service role’s alone', async () => {
    for (const who of ['anonymous', 'stranger', 'owner'] as const) {
      const c: Client = team.clients[who];
      expect((await c.rpc('claim_mail_sends', { p_sender: team.ids.owner, p_party_id: partyId, p_recipients: [] })).error, who).not.toBeNull();
      expect(
        (
          await c.rpc('release_mail_send', {
            p_sender: team.ids.owner,
            p_party_id: partyId,
            p_email: 'x@example.test',
            p_invitation_id: null as unknown as string,
            p_day: '2027-01-01',
          })
        ).error,
        who,
      ).not.toBeNull();
      expect((await c.from('mail_send_counts').select('sent')).error, who).not.toBeNull();
      expect((await c.from('mail_send_settings').update({ per_recipient_daily: 1000 }).eq('id', true).select('id')).error, who).not.toBeNull();
    }
  });
});

describe('#16 per sender and per party (own stack, small numbers)', () => {
  let stack: StackProcess;
  const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

  async function user(tag: string) {
    const client = createClient<Database>(stack.url, inject('anonKey'), options);
    const { data, error } = await client.auth.signUp({ email: uniqueEmail(tag), password: PASSWORD, options: { data: { full_name: tag } } });
    if (error) throw error;
    return { client, id: data.user!.id };
  }

  beforeAll(async () => {
    stack = await startStackProcess({ port: testStackPort(70), env: { SUPABASE_LOCAL_SEED: 'false' } });
    const service = createClient<Database>(stack.url, inject('serviceRoleKey'), options);
    const { error } = await service.from('mail_send_settings').update({ per_sender_daily: 3, per_party_daily: 4 }).eq('id', true);
    expect(error).toBeNull();
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    if (stack) fs.rmSync(stack.dataDir, { recursive: true, force: true });
  });

  it('#16 a sender stops at their daily number, a party at its own, each with its reason', async () => {
    const owner = await user('cap-owner');
    const { data: party } = await owner.client
      .from('party_plans')
      .insert({ user_id: owner.id, party_type: 'Birthday Party', guest_count: 10 })
      .select('id')
      .single();
    const partyId = party!.id;
    for (let i = 0; i < 3; i++) {
      const inv = await invite(owner.client, partyId, owner.id, uniqueEmail(`cap-${i}`));
      expect((await invoke(owner.client, 'send-invitation-email', mailBody(inv))).status, `mail ${i + 1}`).toBe(200);
    }
    const overSender = await invoke(owner.client, 'send-invitation-email', mailBody(await invite(owner.client, partyId, owner.id, uniqueEmail('cap-4'))));
    expect(overSender.status).toBe(429);
    expect(overSender.data.error).toBe(
      'You can have Confetti send at most 3 e-mails a day, and this would go past it. Try again tomorrow (the count resets at midnight UTC).',
    );

    // A co-admin of the same party has their own 3, but the party has 4 in all: one more goes.
    const coAdmin = await user('cap-co-admin');
    const seat = await invite(owner.client, partyId, owner.id, (await coAdmin.client.auth.getUser()).data.user!.email!);
    expect((await coAdmin.client.rpc('respond_to_invitation', { p_token: seat.invitation_token, p_response: 'accepted' })).error).toBeNull();
    expect((await owner.client.from('party_members').update({ permission_level: 'co_admin' }).eq('user_id', coAdmin.id).select('id')).data).toHaveLength(1);
    const fourth = await invoke(coAdmin.client, 'send-invitation-email', mailBody(await invite(coAdmin.client, partyId, coAdmin.id, uniqueEmail('cap-5'))));
    expect(fourth.status).toBe(200);
    const overParty = await invoke(coAdmin.client, 'send-invitation-email', mailBody(await invite(coAdmin.client, partyId, coAdmin.id, uniqueEmail('cap-6'))));
    expect(overParty.status).toBe(429);
    expect(overParty.data.error).toBe(
      'Confetti sends at most 4 e-mails a day for one party, and this would go past it. Try again tomorrow (the count resets at midnight UTC).',
    );
  });
});
