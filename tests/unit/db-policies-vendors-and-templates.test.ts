/**
 * Vendors' checks, products and templates: what editors may write and visitors may read.
 */
import { describe, expect, it } from 'vitest';
import { attempt, claimsOf, db, managers, partyId, publicPartyId, ROLES, rowsOf, run, setUpPolicyFixture, users } from './db-policies-fixture.ts';

setUpPolicyFixture();

describe('party_vendors checks', () => {
  it.each([
    ['an unknown category', `'Clowns', '$', 4`],
    ['an unknown price level', `'Catering', '$$$$$', 4`],
    ['a rating above 5', `'Catering', '$', 5.5`],
    ['a rating below 1', `'Catering', '$', 0.5`],
  ])('rejects %s with 23514', async (_label, values) => {
    const out = await attempt(
      claimsOf('owner'),
      `insert into public.party_vendors (party_id, name, category, price_level, rating) values ($1, 'V', ${values})`,
      [partyId],
    );
    expect(out.error?.code).toBe('23514');
  });

  it('created_by cannot name someone else', async () => {
    const out = await attempt(
      claimsOf('collaborator'),
      `insert into public.party_vendors (party_id, name, category, created_by) values ($1, 'V', 'Venue', $2)`,
      [partyId, users.owner.id],
    );
    expect(out.error?.code).toBe('42501');
  });
});

describe('party_products', () => {
  it('editors add, viewers and strangers cannot; public plans readable by anyone', async () => {
    const sql = `insert into public.party_products (party_id, product_name, title) values ($1, 'Balloons', 'Balloon pack') returning id`;
    expect(rowsOf(await attempt(claimsOf('collaborator'), sql, [partyId]))).toHaveLength(1);
    expect((await attempt(claimsOf('view_only'), sql, [partyId])).error?.code).toBe('42501');
    expect((await attempt(claimsOf('anonymous'), sql, [partyId])).error?.code).toBe('42501');
    await db.query(`insert into public.party_products (party_id, product_name) values ($1, 'Streamers')`, [publicPartyId]);
    expect(rowsOf(await run(claimsOf('anonymous'), `select product_name from public.party_products where party_id = $1`, [publicPartyId]))).toEqual([
      { product_name: 'Streamers' },
    ]);
  });
});

describe('party_templates', () => {
  const insert = `insert into public.party_templates (original_party_id, party_type, budget, guest_count, ideas)
                  values ($1, 'Birthday Party', 'moderate', 10, 'ideas') returning id, created_by`;

  it.each(ROLES.map((who) => [who, managers.includes(who)] as const))('%s may share the plan as a template: %s', async (who, allowed) => {
    const out = await attempt(claimsOf(who), insert, [partyId]);
    if (allowed) expect(rowsOf(out)).toHaveLength(1);
    else expect(out.error?.code).toBe('42501');
  });

  it('anyone, anonymous too, reads templates; only the creator deletes', async () => {
    const [tpl] = rowsOf(await run<{ id: string }>(claimsOf('co_admin'), insert, [partyId]));
    expect(rowsOf(await run(claimsOf('anonymous'), `select id from public.party_templates where id = $1`, [tpl.id]))).toHaveLength(1);
    expect(rowsOf(await attempt(claimsOf('owner'), `delete from public.party_templates where id = $1 returning id`, [tpl.id]))).toEqual([]);
    expect(rowsOf(await attempt(claimsOf('co_admin'), `delete from public.party_templates where id = $1 returning id`, [tpl.id]))).toHaveLength(1);
  });
});
