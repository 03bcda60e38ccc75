// The data of one size, generated in SQL on the server (no rows cross the wire). Deterministic:
// ids are uuids made of a kind and a number, and every choice comes from hashint8, so two runs of
// one size hold the same rows. Triggers are off while it loads (session_replication_role),
// so what the triggers would derive (profiles, guests of invitations, timeline tasks, the stored
// public projection) is written here as they would write it.

export interface Size {
  name: 'S' | 'M' | 'L';
  users: number;
  parties: number;
  publicParties: number;
}

export const SIZES: Record<Size['name'], Size> = {
  S: { name: 'S', users: 1_000, parties: 2_000, publicParties: 97 },
  M: { name: 'M', users: 20_000, parties: 50_000, publicParties: 2_500 },
  L: { name: 'L', users: 100_000, parties: 300_000, publicParties: 15_000 },
};

/** The signed-in member of the bench: user 1, owner of parties 1–3, member of the ten parties MEMBER_PARTIES. */
export const BENCH_EMAIL = 'user1@bench.test';
export const BENCH_PASSWORD = 'BenchPassword!2026';
/** Parties 10, 20, … 100: user 1 is co_admin of the first three, collaborator of the next four, view_only of the last three. */
export const MEMBER_PARTIES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
/** Parties 110–130 declined user 1's invitation; party 140 has one pending for them (the invitation page). */
export const DECLINED_PARTIES = [110, 120, 130];
export const PENDING_PARTY = 140;
/** Party 10 (user 1 is co_admin): the party page measured, with a longer chat. */
export const PAGE_PARTY = 10;

/** One step of the load: a label and its SQL. */
export interface Step {
  label: string;
  sql: string;
}

export function generateSteps(size: Size, passwordHash: string): Step[] {
  for (const v of [size.users, size.parties, size.publicParties]) {
    if (!Number.isInteger(v) || v < 50) throw new Error(`bad size ${JSON.stringify(size)}`);
  }
  const U = size.users;
  const P = size.parties;
  const PUB = size.publicParties;
  const hash = `'${passwordHash.replace(/'/g, "''")}'`;
  // Owner of party n: user 1 owns 1–3, everyone else is drawn from 2..U.
  const owner = (n: string) => `case when ${n} <= 3 then 1 else 2 + bench.r(${n}, 1, ${U - 1}) end`;
  // Exactly PUB public parties, spread evenly over the numbers (and so over time).
  const isPublic = (n: string) => `((${n})::bigint * ${PUB} / ${P}) <> ((${n} - 1)::bigint * ${PUB} / ${P})`;
  // Party n was made (P - n) steps ago over two years: higher numbers are newer.
  const createdAt = (n: string) => `now() - ((${P} - ${n})::double precision / ${P}) * interval '730 days' - interval '1 hour'`;
  const memberParties = MEMBER_PARTIES.join(', ');

  return [
    {
      label: 'helpers',
      sql: `
        create schema if not exists bench;
        -- kkkkkkkk-0000-4000-8000-nnnnnnnnnnnn: the kind's hash, then the number. Cheap to make, and
        -- each table's keys arrive in order, so its primary key grows at its end while loading.
        create or replace function bench.id(kind text, n bigint) returns uuid language sql immutable parallel safe as
          $$ select (lpad(to_hex(hashtext(kind) & 2147483647), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid $$;
        create or replace function bench.r(n bigint, salt int, m int) returns int language sql immutable parallel safe as
          $$ select ((hashint8(n * 1000003 + salt) & 2147483647) % m)::int $$;
        create or replace function bench.pick(a text[], n bigint, salt int) returns text language sql immutable parallel safe as
          $$ select a[1 + bench.r(n, salt, cardinality(a))] $$;`,
    },
    {
      label: 'set aside secondary indexes',
      // Rows load far faster without them; they are built again, sorted, once the rows are in.
      sql: `
        create table bench.saved_indexes as
        select format('%I.%I', n.nspname, ic.relname) as name, pg_get_indexdef(i.indexrelid) as def
          from pg_index i
          join pg_class ic on ic.oid = i.indexrelid
          join pg_class c on c.oid = i.indrelid
          join pg_namespace n on n.oid = c.relnamespace
         where n.nspname in ('public', 'auth', 'private') and c.relkind = 'r'
           and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid);
        do $$
        declare r record;
        begin
          for r in select name from bench.saved_indexes loop
            execute 'drop index ' || r.name;
          end loop;
        end $$;`,
    },
    {
      label: `${U} users`,
      sql: `
        insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
          raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
        select '00000000-0000-0000-0000-000000000000', bench.id('u', n), 'authenticated', 'authenticated', 'user' || n || '@bench.test',
               ${hash}, now() - interval '800 days', '{"provider":"email","providers":["email"]}'::jsonb,
               jsonb_build_object('full_name', 'Bench User ' || n, 'email_verified', true),
               now() - interval '800 days', now() - interval '800 days', '', '', '', ''
          from generate_series(1, ${U}) n;
        insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
        select bench.id('u', n), bench.id('u', n), bench.id('u', n)::text, 'email',
               jsonb_build_object('sub', bench.id('u', n)::text, 'email', 'user' || n || '@bench.test', 'email_verified', true),
               now() - interval '800 days', now() - interval '800 days', now() - interval '800 days'
          from generate_series(1, ${U}) n;
        insert into public.profiles (id, email, full_name, created_at, updated_at)
        select bench.id('u', n), 'user' || n || '@bench.test', 'Bench User ' || n, now() - interval '800 days', now() - interval '800 days'
          from generate_series(1, ${U}) n;`,
    },
    {
      label: `${P} parties (${PUB} public)`,
      // 400 kinds of plan (type, host, city, theme, texts, suggestions), each party one of them: the
      // texts are built once, not once a party.
      sql: `
        create temp table bench_plan_kinds as
        select k, t.type, t.who, t.city,
               t.who || '''s ' || t.theme || case when k % 12 = 0 then ' in ' || split_part(t.city, ',', 1) else '' end || ' Party' as name,
               bench.pick(array['cheap','moderate','expensive','under-500','500-1000','1000-2500','2500-5000','over-5000'], k, 17) as budget,
               'A ' || lower(t.theme) || ' party with good food, music and a few games; ' ||
                 bench.pick(array['an afternoon in the garden','a cosy evening indoors','a rooftop at sunset','a picnic in the park','a long table dinner'], k, 18) || '.' as ideas,
               case when k % 2 = 0 then bench.pick(array['Two guests have nut allergies.','Step-free access for Grandpa Joe, please.','Keep the speeches short.'], k, 20) end as requests,
               jsonb_build_object(
                 'partyNames', jsonb_build_array(t.who || '''s ' || t.theme || ' Party', 'The ' || t.theme || ' Bash', t.who || '''s Big Day'),
                 'themes', jsonb_build_array(t.theme, 'Retro Disco', 'Garden Glow', 'Tropical Luau', 'Starry Night'),
                 'games', jsonb_build_array('Trivia', 'Charades', 'Scavenger hunt', 'Photo booth challenge',
                   case when k % 4 = 1 then 'A walking tour of ' || split_part(t.city, ',', 1) else 'Karaoke' end),
                 'food', jsonb_build_array('Taco bar', 'Mini sliders', 'Fruit skewers', 'Cupcake tower', 'Lemonade stand'),
                 'vendors', jsonb_build_array('Caterer', 'DJ', 'Photographer', 'Florist', 'Balloon artist'),
                 'products', jsonb_build_array('String lights', 'Paper lanterns', 'Party favors', 'Tableware set', 'Banner'),
                 'timeline', jsonb_build_object(
                   'preParty', jsonb_build_array(jsonb_build_object('task', 'Send invitations', 'timeframe', '3 weeks before'),
                                                 jsonb_build_object('task', 'Book the caterer', 'timeframe', '2 weeks before')),
                   'duringParty', jsonb_build_array(jsonb_build_object('task', 'Welcome guests', 'timeframe', 'Start'),
                                                    jsonb_build_object('task', 'Cake and toast', 'timeframe', '2 hrs in')),
                   'afterParty', jsonb_build_array(jsonb_build_object('task', 'Send thank-you notes', 'timeframe', 'Within a week')))) as sugg
          from generate_series(0, 399) k
          cross join lateral (select
                  (array['Birthday Party','Corporate Event','Wedding/Engagement','Graduation','Housewarming','Holiday Party','Baby Shower','Casual Get-together'])[1 + k % 8] as type,
                  (array['Maya','Leo','Priya','Sam','Alex','Jordan','Noor','Kai','Ines','Tom','Ava','Ravi','Lena','Omar','Zoe','Finn','Mei','Hugo','Sara','Ezra'])[1 + k % 20] as who,
                  (array['Portland, OR','Austin, TX','Chicago, IL','Denver, CO','Seattle, WA','Boston, MA','Atlanta, GA','Miami, FL','Phoenix, AZ','Detroit, MI',
                         'Nashville, TN','Madison, WI','Tucson, AZ','Raleigh, NC','Omaha, NE','Boise, ID','Tulsa, OK','Fresno, CA','Dayton, OH','Reno, NV'])[1 + (k / 20) % 20] as city,
                  (array['Garden','Disco','Rooftop','Picnic','Masquerade','Taco','Karaoke','Beach','Winter','Movie'])[1 + (k / 7) % 10] as theme) t;
        insert into public.party_plans (id, user_id, party_name, party_type, party_for, location, date, time_of_day, guest_count, budget,
          ideas, special_requests, ai_suggestions, selected_suggestions, party_timeline, is_public, details, created_at, updated_at)
        select bench.id('p', n), bench.id('u', ${owner('n')}), x.name, x.type, x.who, x.city, current_date + bench.r(n, 12, 150) - 30,
               make_time(12 + bench.r(n, 13, 9), 30 * bench.r(n, 14, 2), 0), 10 + bench.r(n, 15, 90), x.budget,
               x.ideas, x.requests, x.sugg, x.sugg, x.sugg -> 'timeline', ${isPublic('n')}, '{}'::jsonb,
               ${createdAt('n')}, ${createdAt('n')}
          from generate_series(1, ${P}) n
          join bench_plan_kinds x on x.k = bench.r(n, 8, 400);`,
    },
    {
      label: 'members',
      sql: `
        create temp table bench_members as
        select distinct on (m.n, m.user_n) m.n, m.j, m.user_n, m.level
          from (
            select n, j, 2 + bench.r(n * 16 + j, 4, ${U - 1}) as user_n,
                   (array['view_only','view_only','collaborator','collaborator','co_admin'])[1 + bench.r(n * 16 + j, 22, 5)] as level
              from generate_series(1, ${P}) n
              cross join lateral generate_series(1, bench.r(n, 3, 10)) j
            union all
            select n, 0, 1, case when n <= 30 then 'co_admin' when n <= 70 then 'collaborator' else 'view_only' end
              from unnest(array[${memberParties}]) n
          ) m
         where m.user_n <> ${owner('m.n')}
         order by m.n, m.user_n, m.j;
        insert into public.party_members (id, party_id, user_id, permission_level, created_at)
        select bench.id('m', n * 100 + j), bench.id('p', n), bench.id('u', user_n), level, ${createdAt('n')} + interval '10 minutes' * (j + 1)
          from bench_members;`,
    },
    {
      label: 'invitations',
      sql: `
        -- Every member came by an accepted invitation; 0–6 more per party are pending or declined,
        -- a third of them addressed to a user. User 1 declined three and has one pending.
        create temp table bench_invitations as
        select distinct on (n, email) * from (
        select n, j, 'user' || user_n || '@bench.test' as email, user_n, level, 'accepted' as status
          from bench_members
        union all
        select n, 50 + e, case when bench.r(n * 16 + e, 23, 3) = 0 then 'user' || (2 + bench.r(n * 16 + e, 24, ${U - 1})) || '@bench.test'
                               else 'guest-' || n || '-' || e || '@bench.test' end,
               null, 'view_only', case when bench.r(n * 16 + e, 25, 5) < 3 then 'pending' else 'declined' end
          from generate_series(1, ${P}) n
          cross join lateral generate_series(1, bench.r(n, 5, 7)) e
        union all
        select n, 90, '${BENCH_EMAIL}', 1, 'view_only', case when n = ${PENDING_PARTY} then 'pending' else 'declined' end
          from unnest(array[${[...DECLINED_PARTIES, PENDING_PARTY].join(', ')}]) n
        ) i
        order by n, email, j;
        insert into public.party_invitations (id, party_id, invited_by, invited_email, invited_user_id, permission_level, response_type,
          status, invitation_token, expires_at, created_at, responded_at)
        select bench.id('i', n * 100 + j), bench.id('p', n), bench.id('u', ${owner('n')}), email,
               case when status <> 'pending' and email like 'user%' then bench.id('u', coalesce(user_n, substring(email from 'user([0-9]+)@')::int)) end,
               level, 'collaboration', status, md5('token-i' || (n * 100 + j)) || lpad(to_hex(n * 100 + j), 16, '0'),
               now() + interval '14 days', ${createdAt('n')} + interval '5 minutes',
               case when status <> 'pending' then ${createdAt('n')} + interval '1 day' end
          from bench_invitations;`,
    },
    {
      label: 'guests',
      sql: `
        -- One guest per invitation (what the invitation trigger writes) and 0–3 the host added.
        insert into public.party_guests (id, party_id, invitation_id, answer, head_count, responded_at, added_by, created_at, updated_at)
        select bench.id('g', n * 100 + j), bench.id('p', n), bench.id('i', n * 100 + j),
               case when status in ('accepted', 'declined') then status else 'pending' end,
               case when status = 'accepted' then 1 + bench.r(n * 100 + j, 26, 3) else 1 end,
               case when status <> 'pending' then ${createdAt('n')} + interval '1 day' end,
               bench.id('u', ${owner('n')}), ${createdAt('n')} + interval '5 minutes', ${createdAt('n')} + interval '5 minutes'
          from bench_invitations;
        insert into public.party_guest_private (guest_id, party_id, email, dietary)
        select bench.id('g', n * 100 + j), bench.id('p', n), email, case when bench.r(n * 100 + j, 27, 6) = 0 then 'Vegetarian' end
          from bench_invitations;
        insert into public.party_guests (id, party_id, name, answer, head_count, added_by, created_at, updated_at)
        select bench.id('g', n * 100 + 95 + h), bench.id('p', n), 'Host guest ' || h, 'accepted', 1 + bench.r(n * 10 + h, 28, 2),
               bench.id('u', ${owner('n')}), ${createdAt('n')} + interval '2 days', ${createdAt('n')} + interval '2 days'
          from generate_series(1, ${P}) n
          cross join lateral generate_series(1, bench.r(n, 6, 4)) h;
        insert into public.party_guest_private (guest_id, party_id, dietary)
        select bench.id('g', n * 100 + 95 + h), bench.id('p', n), case when h = 1 then 'No gluten' end
          from generate_series(1, ${P}) n
          cross join lateral generate_series(1, bench.r(n, 6, 4)) h;`,
    },
    {
      label: 'tasks',
      sql: `
        -- The five timeline items of every plan, as the timeline trigger makes them; user 1 owns an
        -- open one in each of their ten parties.
        insert into public.party_tasks (id, party_id, phase, title, timeframe, owner_id, done, done_at, position, timeline_task, timeline_timeframe, created_at, updated_at)
        select bench.id('t', n * 10 + t.k), bench.id('p', n), t.phase, t.task, t.timeframe,
               case when t.k = 1 and n in (${memberParties}) then bench.id('u', 1)
                    when bench.r(n * 10 + t.k, 29, 10) < 3 then bench.id('u', ${owner('n')}) end,
               not (t.k = 1 and n in (${memberParties})) and bench.r(n * 10 + t.k, 30, 10) < 3,
               case when not (t.k = 1 and n in (${memberParties})) and bench.r(n * 10 + t.k, 30, 10) < 3 then ${createdAt('n')} + interval '3 days' end,
               t.pos, t.task, t.timeframe, ${createdAt('n')}, ${createdAt('n')}
          from generate_series(1, ${P}) n
          cross join (values (1, 'preParty', 'Send invitations', '3 weeks before', 1), (2, 'preParty', 'Book the caterer', '2 weeks before', 2),
                             (3, 'duringParty', 'Welcome guests', 'Start', 1), (4, 'duringParty', 'Cake and toast', '2 hrs in', 2),
                             (5, 'afterParty', 'Send thank-you notes', 'Within a week', 1)) as t (k, phase, task, timeframe, pos);`,
    },
    {
      label: 'chat',
      sql: `
        -- 0–5 messages a party from its owner and members; the measured party has 40.
        insert into public.party_chat_messages (id, party_id, user_id, message, message_type, created_at)
        select bench.id('c', n * 100 + c), bench.id('p', n), bench.id('u', ${owner('n')}),
               bench.pick(array['Who is bringing the speaker?','I can pick up the cake.','Running ten minutes late!','Love the theme.','Should we move it indoors?'], n * 100 + c, 31),
               'text', ${createdAt('n')} + interval '1 hour' * c
          from generate_series(1, ${P}) n
          cross join lateral generate_series(1, case when n = ${PAGE_PARTY} then 40 else bench.r(n, 7, 6) end) c;`,
    },
    {
      label: 'vendors, products, expenses',
      sql: `
        insert into public.party_vendors (id, party_id, name, category, address, phone, created_by, created_at)
        select bench.id('v', n), bench.id('p', n), 'Bench Catering ' || n, 'Catering', n || ' Main Street', '+1 555 0100', bench.id('u', ${owner('n')}), ${createdAt('n')}
          from generate_series(1, ${P}) n;
        insert into public.party_products (id, party_id, product_name, title, price, created_at)
        select bench.id('pr', n * 10 + k), bench.id('p', n), (array['String lights','Paper lanterns','Party favors'])[k],
               'Search Amazon for “' || (array['String lights','Paper lanterns','Party favors'])[k] || '”', 19.99, ${createdAt('n')}
          from generate_series(1, ${P}) n
          cross join lateral generate_series(1, case when ${isPublic('n')} then 3 else 1 end) k;
        insert into public.party_expenses (id, party_id, description, category, estimated_cents, actual_cents, paid, vendor_id, created_by, created_at, updated_at)
        select bench.id('e', n * 10 + k), bench.id('p', n), (array['Food','Venue deposit'])[k], (array['Catering','Venue'])[k],
               5000 * k, case when k = 1 then 4800 end, k = 1, case when k = 1 then bench.id('v', n) end, bench.id('u', ${owner('n')}),
               ${createdAt('n')}, ${createdAt('n')}
          from generate_series(1, ${P}) n
          cross join generate_series(1, 2) k;`,
    },
    {
      label: 'templates and orders',
      sql: `
        -- Every public party shared as a template (sharing makes a party public).
        insert into public.party_templates (id, original_party_id, party_type, budget, guest_count, ideas, details, created_by, created_at)
        select bench.id('tp', n), p.id, p.party_type, p.budget, p.guest_count, p.ideas, '{}'::jsonb, p.user_id, p.created_at + interval '1 minute'
          from generate_series(1, ${P}) n
          join public.party_plans p on p.id = bench.id('p', n)
         where ${isPublic('n')};
        insert into public.orders (id, user_id, kind, status, total_cents, currency, provider, provider_session_id, created_at, paid_at)
        select bench.id('o', k), bench.id('u', case when k <= 3 then 1 else 2 + bench.r(k, 32, ${U - 1}) end), 'tshirts', 'paid', 2500, 'usd', 'local',
               'bench-' || k, now() - interval '1 day' * bench.r(k, 33, 365), now() - interval '1 day' * bench.r(k, 33, 365)
          from generate_series(1, ${Math.floor(U / 5)}) k;
        insert into public.order_items (id, order_id, design_name, size, unit_price_cents, quantity, created_at)
        select bench.id('oi', k), bench.id('o', k), 'Bench design', 'M', 2500, 1, now() - interval '1 day' * bench.r(k, 33, 365)
          from generate_series(1, ${Math.floor(U / 5)}) k;`,
    },
    {
      label: 'rebuild secondary indexes',
      sql: `
        do $$
        declare r record;
        begin
          for r in select def from bench.saved_indexes loop
            execute r.def;
          end loop;
        end $$;
        drop table bench.saved_indexes;`,
    },
    {
      label: 'stored public projection',
      // What the party_plans trigger keeps (absent before the projection existed: then nothing to do).
      sql: `
        do $$
        begin
          if to_regprocedure('private.refresh_public_party_plans()') is not null then
            perform private.refresh_public_party_plans();
          end if;
        end $$;`,
    },
  ];
}
