/**
 * Server-only data: design-tool tokens, orders and what the API roles may never do.
 */
import { describe, expect, it } from 'vitest';
import { attempt, claimsOf, db, rowsOf, run, service, setUpPolicyFixture, users } from './db-policies-fixture.ts';

setUpPolicyFixture();

describe('server-only data', () => {
  it('canva tokens never reach the browser; the owner sees the connection and can disconnect', async () => {
    await db.query(
      `insert into public.canva_integrations (user_id, access_token, refresh_token, scope) values ($1, 'secret-a', 'secret-r', 'design:content:read')`,
      [users.owner.id],
    );
    expect((await run(claimsOf('owner'), `select * from public.canva_integrations`)).error?.code).toBe('42501');
    expect((await run(claimsOf('owner'), `select access_token from public.canva_integrations`)).error?.code).toBe('42501');
    expect(rowsOf(await run(claimsOf('owner'), `select user_id from public.canva_integrations where user_id = $1`, [users.owner.id]))).toHaveLength(1);
    expect(rowsOf(await run(claimsOf('stranger'), `select user_id from public.canva_integrations`))).toEqual([]);
    const conn = rowsOf(await run(claimsOf('owner'), `select * from public.canva_connection`));
    expect(conn).toHaveLength(1);
    expect(Object.keys(conn[0]).sort()).toEqual(['created_at', 'expires_at', 'scope', 'updated_at', 'user_id']);
    expect(rowsOf(await run(claimsOf('stranger'), `select * from public.canva_connection`))).toEqual([]);
    expect((await run(claimsOf('anonymous'), `select * from public.canva_connection`)).error?.code).toBe('42501');
    expect(rowsOf(await attempt(claimsOf('stranger'), `delete from public.canva_integrations where user_id = $1 returning user_id`, [users.owner.id]))).toEqual(
      [],
    );
    expect(
      rowsOf(await attempt(claimsOf('owner'), `delete from public.canva_integrations where user_id = $1 returning user_id`, [users.owner.id])),
    ).toHaveLength(1);
    expect(
      (await attempt(claimsOf('owner'), `insert into public.canva_integrations (user_id, access_token) values ($1, 'x')`, [users.owner.id])).error?.code,
    ).toBe('42501');
  });

  it.each(['owner', 'anonymous'] as const)('canva_oauth_states is service-role only (%s refused)', async (who) => {
    expect((await run(claimsOf(who), `select * from public.canva_oauth_states`)).error?.code).toBe('42501');
    expect(
      (
        await attempt(claimsOf(who), `insert into public.canva_oauth_states (state, user_id, code_verifier) values ($1, $2, 'v')`, [
          's'.repeat(40),
          users.owner.id,
        ])
      ).error?.code,
    ).toBe('42501');
  });

  it.each(['anonymous', 'stranger'] as const)('contact messages: %s may neither write nor read (send-contact-message does)', async (who) => {
    const sent = await run(
      claimsOf(who),
      `insert into public.contact_messages (first_name, last_name, email, phone, subject, message) values ('Ann', 'Lee', 'ann@example.test', null, 'Hi', 'Hello there')`,
    );
    expect(sent.error?.code).toBe('42501');
    expect((await run(claimsOf(who), `select * from public.contact_messages`)).error?.code).toBe('42501');
    expect(rowsOf(await run(service, `select count(*)::int as n from public.contact_messages`))[0]).toMatchObject({ n: expect.any(Number) });
  });

  it('orders: the buyer reads their own with items; nobody but the service role writes', async () => {
    const rows = rowsOf(
      await run<{ id: string }>(
        service,
        `insert into public.orders (user_id, status, total_cents, provider, provider_session_id) values ($1, 'paid', 5400, 'local', 'cs_1') returning id`,
        [users.owner.id],
      ),
    );
    await run(service, `insert into public.order_items (order_id, design_name, size, unit_price_cents, quantity) values ($1, 'Design', 'XL', 2700, 2)`, [
      rows[0].id,
    ]);
    expect(
      rowsOf(
        await run(claimsOf('owner'), `select o.id, (select count(*)::int from public.order_items i where i.order_id = o.id) as items from public.orders o`),
      ),
    ).toEqual([{ id: rows[0].id, items: 1 }]);
    expect(rowsOf(await run(claimsOf('stranger'), `select id from public.orders`))).toEqual([]);
    expect(rowsOf(await run(claimsOf('stranger'), `select id from public.order_items`))).toEqual([]);
    expect((await attempt(claimsOf('owner'), `insert into public.orders (user_id, provider) values ($1, 'local')`, [users.owner.id])).error?.code).toBe(
      '42501',
    );
    expect((await attempt(claimsOf('owner'), `update public.orders set status = 'paid'`)).error?.code).toBe('42501');
    expect(
      (await attempt(claimsOf('owner'), `insert into public.order_items (order_id, size, unit_price_cents, quantity) values ($1, 'M', 1, 1)`, [rows[0].id]))
        .error?.code,
    ).toBe('42501');
  });

  it('the API roles cannot truncate', async () => {
    expect((await attempt(claimsOf('owner'), `truncate public.party_chat_messages`)).error?.code).toBe('42501');
  });
});
