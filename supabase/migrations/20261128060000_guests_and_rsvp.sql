-- Guests and the RSVP: head-counts with the RSVP, host-added guests, the guest list, reminders and
-- the calendar sequence. Built on the invitations: every invitation has one guest row, kept in step
-- with its answer by triggers; a host adds guests who will never sign in as rows without one.
--
-- party_guests            one row per guest: name (host-added), answer, head-count, plus-ones' names,
--                         when reminded. The owner and every member read it (and get its realtime
--                         events); nothing private is in it. Written only by the functions below.
-- party_guest_private     e-mail, dietary needs and the note to the host: the party's managers only
--                         (owner and co-admins, docs/product.md#party-permissions).
-- party_guest_settings    per party: plus-ones allowed (default 1), the calendar SEQUENCE, bumped
--                         when the date or the time of day changes, and the host's "address only to
--                         Going or Maybe" choice. Read and written by functions only.
--
-- record_rsvp             an answer and the membership that goes with it (maybe: view-only).
-- respond_to_invitation / set_my_rsvp   the answer, with the head-count, plus-ones' names, dietary needs and note.
-- get_my_rsvp, get_invitation_by_token  also answer them and the party's plus-ones limit.
-- get_guest_invitation    the invitation page for a token holder (anon or signed in), and
-- answer_guest_invitation Going / Maybe / Can't go with the details, for that guest only: answering
--                         from the link without an account (see below; the tokens, the rate limit
--                         and reissue_invitation_link are in 20261128030000_members_and_invitations.sql).
-- get_party_guests        the guest list, private fields for managers only, co-planners left out
--                         (private.counts_as_guest).
-- add_party_guest / remove_party_guest / set_guest_limit   managers only.
-- get_guest_settings / set_address_after_answer   the host's "address only to Going or Maybe" choice.
-- claim_guest_reminders   picks who to remind (at most once per 24 h per guest), for the
--                         send-guest-reminders function.
-- claim_calendar_invites  picks who gets the .ics by e-mail (going, with an address, once per SEQUENCE).
-- get_party_calendar      what the .ics needs: members only, never visitors.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.party_guest_settings (
  party_id uuid primary key references public.party_plans (id) on delete cascade,
  plus_ones_allowed integer not null default 1,
  calendar_sequence integer not null default 0,
  updated_at timestamptz not null default now(),
  address_after_answer boolean not null default false,
  constraint party_guest_settings_plus_ones_check check (plus_ones_allowed between 0 and 19),
  constraint party_guest_settings_sequence_check check (calendar_sequence >= 0)
);

comment on table public.party_guest_settings is 'Per party: extra guests each invitee may bring, and the calendar SEQUENCE (docs/decisions.md#guests-and-head-counts). Functions only.';

comment on column public.party_guest_settings.address_after_answer is
  'When true, an invitation link shows only the city until its guest answers Going or Maybe.';

create table public.party_guests (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  invitation_id uuid references public.party_invitations (id) on delete cascade,
  name text,
  answer text not null default 'pending',
  head_count integer not null default 1,
  plus_one_names text[] not null default '{}',
  responded_at timestamptz,
  last_reminded_at timestamptz,
  -- The calendar SEQUENCE this guest was last e-mailed the .ics for (null: never).
  calendar_sent_sequence integer,
  added_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint party_guests_invitation_id_key unique (invitation_id),
  constraint party_guests_answer_check check (answer in ('pending', 'accepted', 'maybe', 'declined')),
  constraint party_guests_head_count_check check (head_count between 1 and 20),
  constraint party_guests_plus_one_names_check check (cardinality(plus_one_names) <= 19),
  constraint party_guests_name_check check (name is null or (name = btrim(name) and char_length(name) between 1 and 100)),
  constraint party_guests_who_check check (invitation_id is not null or name is not null)
);

-- The guest list: a party's guests in the order they were added.
create index party_guests_party_id_created_at_idx on public.party_guests (party_id, created_at);

create table public.party_guest_private (
  guest_id uuid primary key references public.party_guests (id) on delete cascade,
  party_id uuid not null references public.party_plans (id) on delete cascade,
  email text,
  dietary text,
  note text,
  constraint party_guest_private_email_check check (email is null or (email = btrim(email) and char_length(email) <= 320 and email like '%_@_%')),
  constraint party_guest_private_dietary_check check (dietary is null or char_length(dietary) <= 500),
  constraint party_guest_private_note_check check (note is null or char_length(note) <= 1000)
);

create index party_guest_private_party_id_idx on public.party_guest_private (party_id);

alter table public.party_guest_settings enable row level security;

alter table public.party_guests enable row level security;

alter table public.party_guest_private enable row level security;

revoke all on public.party_guest_settings from anon, authenticated;

revoke all on public.party_guests from anon, authenticated;

revoke all on public.party_guest_private from anon, authenticated;

grant select on public.party_guests to authenticated;

grant select on public.party_guest_private to authenticated;

-- Records an answer and the membership that goes with it (docs/security.md #15, #24). Accepting
-- grants the level the invitation offers; a maybe is a view-only member (enough to look at the
-- party before deciding, docs/decisions.md#maybe-is-view-only); declining takes the membership
-- away. Changing an answer never creates a membership: only answering a pending invitation does,
-- so a member a manager removed cannot come back through an old 'maybe'. Going back from accepted
-- to maybe drops to view-only and keeps the level they had (a manager's change included) on the
-- invitation, for when they accept again. Shared by respond_to_invitation and set_my_rsvp.
create function private.record_rsvp(p_inv public.party_invitations, p_uid uuid, p_response text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_owner boolean := exists (select 1 from public.party_plans p where p.id = p_inv.party_id and p.user_id = p_uid);
  v_level text;
begin
  if p_response = 'declined' then
    update public.party_invitations set status = 'declined', responded_at = now() where id = p_inv.id;
    delete from public.party_members m where m.party_id = p_inv.party_id and m.user_id = p_uid;
    return jsonb_build_object('party_id', p_inv.party_id, 'status', 'declined', 'permission_level', p_inv.permission_level);
  end if;

  if p_inv.status = 'pending' then
    update public.party_invitations
       set status = p_response, responded_at = now(), invited_user_id = p_uid
     where id = p_inv.id;
    if not v_owner then
      if p_response = 'accepted' then
        insert into public.party_members (party_id, user_id, permission_level)
        values (p_inv.party_id, p_uid, p_inv.permission_level)
        on conflict (party_id, user_id) do update set permission_level = excluded.permission_level;
      else
        -- A maybe looks before deciding; an existing membership keeps its level.
        insert into public.party_members (party_id, user_id, permission_level)
        values (p_inv.party_id, p_uid, 'view_only')
        on conflict (party_id, user_id) do nothing;
      end if;
    end if;
  else
    -- Changing an answer (accepted <-> maybe) is for a current member only: a removed one stays out.
    select m.permission_level into v_level
      from public.party_members m
     where m.party_id = p_inv.party_id and m.user_id = p_uid
       for update;
    if not found and not v_owner then
      raise exception 'This invitation is no longer valid';
    end if;
    if p_inv.status = 'accepted' and p_response = 'maybe' then
      update public.party_invitations
         set status = 'maybe', responded_at = now(), permission_level = coalesce(v_level, permission_level)
       where id = p_inv.id;
      update public.party_members m set permission_level = 'view_only'
       where m.party_id = p_inv.party_id and m.user_id = p_uid;
    elsif p_inv.status = 'maybe' and p_response = 'accepted' then
      update public.party_invitations set status = 'accepted', responded_at = now() where id = p_inv.id;
      -- What the invitation offers; a level a manager raised them to meanwhile is kept.
      update public.party_members m set permission_level = p_inv.permission_level
       where m.party_id = p_inv.party_id and m.user_id = p_uid and m.permission_level = 'view_only';
    else
      update public.party_invitations set responded_at = now() where id = p_inv.id;
    end if;
  end if;

  return jsonb_build_object(
    'party_id', p_inv.party_id,
    'status', p_response,
    'permission_level', coalesce(
      (select m.permission_level from public.party_members m where m.party_id = p_inv.party_id and m.user_id = p_uid),
      p_inv.permission_level));
end;
$$;

-- The caller's own answer to a party they joined by an invitation (accepted or maybe) and are
-- still a member of; null for the owner, other members and everyone else.
create function private.my_rsvp_invitation(p_party_id uuid) returns public.party_invitations
language sql
stable
security definer
set search_path = ''
as $$
  select i.*
    from public.party_invitations i
   where i.party_id = p_party_id
     and i.invited_user_id = (select auth.uid())
     and i.status in ('accepted', 'maybe')
     and exists (select 1 from public.party_members m where m.party_id = p_party_id and m.user_id = (select auth.uid()))
   order by i.responded_at desc nulls last, i.created_at desc
   limit 1
$$;

revoke all on function private.my_rsvp_invitation(uuid) from public;

-- ---------------------------------------------------------------------------------------------
-- Every invitation is a guest; its answer follows the invitation's status.
-- ---------------------------------------------------------------------------------------------
create function private.guest_answer(p_status text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_status in ('accepted', 'maybe', 'declined') then p_status else 'pending' end
$$;

create function private.invitation_guest_sync() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_guest_id uuid;
begin
  if tg_op = 'INSERT' then
    insert into public.party_guests (party_id, invitation_id, answer, responded_at, added_by)
    values (new.party_id, new.id, private.guest_answer(new.status), new.responded_at, new.invited_by)
    returning id into v_guest_id;
    insert into public.party_guest_private (guest_id, party_id, email) values (v_guest_id, new.party_id, new.invited_email);
  elsif new.status is distinct from old.status or new.responded_at is distinct from old.responded_at then
    update public.party_guests g
       set answer = private.guest_answer(new.status), responded_at = new.responded_at, updated_at = now()
     where g.invitation_id = new.id;
  end if;
  return null;
end;
$$;

revoke all on function private.guest_answer(text), private.invitation_guest_sync() from public;

grant execute on function private.guest_answer(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The calendar SEQUENCE goes up whenever the date or the time of day changes.
-- ---------------------------------------------------------------------------------------------
create function private.bump_calendar_sequence() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.date is distinct from old.date or new.time_of_day is distinct from old.time_of_day then
    insert into public.party_guest_settings as s (party_id, calendar_sequence) values (new.id, 1)
    on conflict (party_id) do update set calendar_sequence = s.calendar_sequence + 1, updated_at = now();
  end if;
  return null;
end;
$$;

revoke all on function private.bump_calendar_sequence() from public;

create function private.plus_ones_allowed(p_party_id uuid) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.plus_ones_allowed from public.party_guest_settings s where s.party_id = p_party_id), 1)
$$;

revoke all on function private.plus_ones_allowed(uuid) from public;

-- ---------------------------------------------------------------------------------------------
-- Checks shared by the answers and host-added guests. Each raises 22023 (HTTP 400) with the text
-- the app shows; nothing has been written yet when they run.
-- ---------------------------------------------------------------------------------------------
create function private.check_guest_texts(p_plus_one_names text[], p_dietary text, p_note text, p_head_count integer) returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_name text;
begin
  if p_dietary is not null and char_length(p_dietary) > 500 then
    raise exception 'Dietary needs can be at most 500 characters.' using errcode = '22023';
  end if;
  if p_note is not null and char_length(p_note) > 1000 then
    raise exception 'The note to the host can be at most 1,000 characters.' using errcode = '22023';
  end if;
  if p_plus_one_names is not null then
    if cardinality(p_plus_one_names) > greatest(coalesce(p_head_count, 1) - 1, 0) then
      raise exception 'List at most % plus-one name(s): one fewer than the number of people.', greatest(coalesce(p_head_count, 1) - 1, 0) using errcode = '22023';
    end if;
    foreach v_name in array p_plus_one_names loop
      if v_name is null or btrim(v_name) = '' or char_length(v_name) > 100 then
        raise exception 'Each plus-one name must be 1 to 100 characters.' using errcode = '22023';
      end if;
    end loop;
  end if;
end;
$$;

revoke all on function private.check_guest_texts(text[], text, text, integer) from public;

create function private.clean_names(p_names text[]) returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(btrim(n) order by o), '{}') from unnest(p_names) with ordinality as u(n, o)
$$;

revoke all on function private.clean_names(text[]) from public;

-- The invitee's details with an answer. Null arguments keep what was saved (the plain Accept /
-- Maybe buttons); '' clears a text. The head-count is capped by the party's plus-ones limit.
create function private.save_rsvp_details(
  p_invitation_id uuid, p_party_id uuid, p_head_count integer, p_plus_one_names text[], p_dietary text, p_note text
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_guest public.party_guests%rowtype;
  v_allowed integer := private.plus_ones_allowed(p_party_id);
  v_head integer;
  v_names text[];
begin
  select g.* into v_guest from public.party_guests g where g.invitation_id = p_invitation_id for update;
  v_head := coalesce(p_head_count, v_guest.head_count, 1);
  if v_head < 1 or v_head > 20 then
    raise exception 'The number of people must be between 1 and 20 (you included).' using errcode = '22023';
  end if;
  if v_head > 1 + v_allowed then
    raise exception 'This party allows % extra guest(s) per invitation: at most % people, you included.', v_allowed, 1 + v_allowed using errcode = '22023';
  end if;
  v_names := coalesce(private.clean_names(p_plus_one_names), v_guest.plus_one_names, '{}');
  -- Fewer people than before: the names beyond the new head-count go.
  if p_plus_one_names is null then
    v_names := v_names[1:greatest(v_head - 1, 0)];
  end if;
  perform private.check_guest_texts(v_names, p_dietary, p_note, v_head);

  update public.party_guests g
     set head_count = v_head, plus_one_names = coalesce(v_names, '{}'), updated_at = now()
   where g.id = v_guest.id;
  update public.party_guest_private p
     set dietary = case when p_dietary is null then p.dietary else nullif(btrim(p_dietary), '') end,
         note = case when p_note is null then p.note else nullif(btrim(p_note), '') end
   where p.guest_id = v_guest.id;
end;
$$;

revoke all on function private.save_rsvp_details(uuid, uuid, integer, text[], text, text) from public;

-- ---------------------------------------------------------------------------------------------
-- respond_to_invitation (docs/decisions.md#invitations-are-answered-in-one-transaction): answers
-- an invitation in one transaction, with the head-count, plus-ones, dietary needs and note. A
-- pending, unexpired invitation is answered by whoever holds the link (the token is the
-- credential); a 'maybe' can be answered again only by the invitee who gave it (an expired link
-- included: they are a member already).
--   anonymous                 -> 42501 'Sign in to answer this invitation'
--   p_response not accepted/declined/maybe -> 22023 'Invalid response'
--   no such token             -> PT404 'Invitation not found'
--   already accepted          -> P0001 'This invitation has already been accepted'
--   declined                  -> P0001 'This invitation has been declined'
--   other non-pending status  -> P0001 'This invitation is no longer valid'
--   expires_at < now()        -> P0001 'This invitation has expired'
-- The membership follows private.record_rsvp. Answer: {party_id, status, permission_level}.
-- ---------------------------------------------------------------------------------------------
create function public.respond_to_invitation(
  p_token text, p_response text,
  p_head_count integer default null, p_plus_one_names text[] default null, p_dietary text default null, p_note text default null
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_inv public.party_invitations%rowtype;
  v_result jsonb;
begin
  if v_uid is null then
    raise exception 'Sign in to answer this invitation' using errcode = '42501';
  end if;
  if p_response is null or p_response not in ('accepted', 'declined', 'maybe') then
    raise exception 'Invalid response' using errcode = '22023';
  end if;

  select i.* into v_inv
    from public.party_invitations i
   where i.invitation_token = p_token
     for update;
  if not found then
    raise exception 'Invitation not found' using errcode = 'PT404';
  end if;

  if v_inv.status = 'accepted' then
    raise exception 'This invitation has already been accepted';
  elsif v_inv.status = 'declined' then
    raise exception 'This invitation has been declined';
  elsif v_inv.status = 'maybe' then
    if v_inv.invited_user_id is distinct from v_uid then
      raise exception 'This invitation is no longer valid';
    end if;
  elsif v_inv.status <> 'pending' then
    raise exception 'This invitation is no longer valid';
  elsif v_inv.expires_at < now() then
    raise exception 'This invitation has expired';
  end if;

  -- Details first: a refused head-count or text leaves the answer as it was.
  if p_response <> 'declined' then
    perform private.save_rsvp_details(v_inv.id, v_inv.party_id, p_head_count, p_plus_one_names, p_dietary, p_note);
  end if;
  v_result := private.record_rsvp(v_inv, v_uid, p_response);
  return v_result;
end;
$$;


revoke all on function public.respond_to_invitation(text, text, integer, text[], text, text) from public, anon;

grant execute on function public.respond_to_invitation(text, text, integer, text[], text, text) to authenticated, service_role;

create function public.set_my_rsvp(
  p_party_id uuid, p_response text,
  p_head_count integer default null, p_plus_one_names text[] default null, p_dietary text default null, p_note text default null
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_inv public.party_invitations%rowtype;
begin
  if v_uid is null then
    raise exception 'Sign in to change your answer' using errcode = '42501';
  end if;
  if p_response is null or p_response not in ('accepted', 'declined', 'maybe') then
    raise exception 'Invalid response' using errcode = '22023';
  end if;
  v_inv := private.my_rsvp_invitation(p_party_id);
  if v_inv.id is null then
    raise exception 'You have no answer to change for this party' using errcode = 'PT404';
  end if;
  perform 1 from public.party_invitations i where i.id = v_inv.id for update;
  if p_response <> 'declined' then
    perform private.save_rsvp_details(v_inv.id, v_inv.party_id, p_head_count, p_plus_one_names, p_dietary, p_note);
  end if;
  return private.record_rsvp(v_inv, v_uid, p_response);
end;
$$;

revoke all on function public.set_my_rsvp(uuid, text, integer, text[], text, text) from public, anon;

grant execute on function public.set_my_rsvp(uuid, text, integer, text[], text, text) to authenticated, service_role;

-- The invitee's own details, for the forms.
create function private.my_guest_details(p_invitation_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'head_count', coalesce(g.head_count, 1),
    'plus_one_names', coalesce(to_jsonb(g.plus_one_names), '[]'::jsonb),
    'dietary', p.dietary,
    'note', p.note)
    from (select 1) one
    left join public.party_guests g on g.invitation_id = p_invitation_id
    left join public.party_guest_private p on p.guest_id = g.id
$$;

-- get_my_rsvp: the invitee's own answer on the party page, { status, response_type,
-- permission_level, responded_at, head-count, plus-ones, dietary needs, note, limit } or null.
create function public.get_my_rsvp(p_party_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_inv public.party_invitations%rowtype;
begin
  if auth.uid() is null then
    return null;
  end if;
  v_inv := private.my_rsvp_invitation(p_party_id);
  if v_inv.id is null then
    return null;
  end if;
  return jsonb_build_object(
    'status', v_inv.status,
    'response_type', v_inv.response_type,
    'permission_level', v_inv.permission_level,
    'responded_at', v_inv.responded_at,
    'plus_ones_allowed', private.plus_ones_allowed(p_party_id)) || private.my_guest_details(v_inv.id);
end;
$$;

revoke all on function public.get_my_rsvp(uuid) from public, anon;

grant execute on function public.get_my_rsvp(uuid) to authenticated, service_role;

revoke all on function private.my_guest_details(uuid) from public;

-- ---------------------------------------------------------------------------------------------
-- Answering from the invitation link without an account (docs/decisions.md#answering-without-an-account,
-- docs/security.md #29-#33). Whoever holds the link's token may read what the invitation page
-- shows and answer for that one guest: the answer goes to the invitation's status (so "pending"
-- counts stay true) and the guest's row, never to a membership. The invitation is marked
-- answered_by_link, which link_my_invitations turns into a membership once a matching confirmed
-- account signs in. Every lookup by token is counted (private.count_invitation_link_attempt).
--
-- The city of a free-text address, for the host's "address only to Going or Maybe": the last
-- comma-separated part that names a place (a trailing US state or postcode goes with it), never a
-- part with a house number. Null when the address has no such part (a single line is the whole
-- address, so nothing is shown).
--   '1234 Demo Street, Oakland, CA'  -> 'Oakland, CA'
--   'Hauptstr. 5, 10115 Berlin'      -> 'Berlin'
--   'Portland, OR'                   -> 'Portland, OR'
--   'The Blue Barn'                  -> null
-- ---------------------------------------------------------------------------------------------
create function private.location_city(p_location text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_parts text[];
  v_n integer;
  v_city text;
  v_state text;
begin
  select coalesce(array_agg(btrim(x) order by o), '{}') into v_parts
    from unnest(string_to_array(coalesce(p_location, ''), ',')) with ordinality as u(x, o)
   where btrim(x) <> '';
  v_n := cardinality(v_parts);
  if v_n < 2 then
    return null;
  end if;
  -- 'CA', 'CA 94612', '94612': a state or postcode after the city.
  if v_parts[v_n] ~ '^([A-Z]{2}(\s+[0-9]{5}(-[0-9]{4})?)?|[0-9][0-9 -]*)$' then
    v_state := case when v_parts[v_n] ~ '^[A-Z]{2}' then substring(v_parts[v_n] from '^[A-Z]{2}') end;
    v_city := v_parts[v_n - 1];
    if v_n = 2 and v_state is null then
      return null;
    end if;
  else
    v_city := v_parts[v_n];
  end if;
  -- A postcode before or after the name goes; a part still holding a digit is a street.
  v_city := btrim(regexp_replace(v_city, '(^[0-9][0-9 -]*\s+|\s+[0-9][0-9 -]*$)', '', 'g'));
  if v_city = '' or v_city ~ '[0-9]' then
    return null;
  end if;
  return v_city || coalesce(', ' || v_state, '');
end;
$$;

revoke all on function private.location_city(text) from public;

-- The place a token holder may see: the whole location, or only its city while the host's rule
-- holds it back (the guest has not answered Going or Maybe, and is not on the party already).
create function private.invitation_location(p_inv public.party_invitations, p_location text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when coalesce((select s.address_after_answer from public.party_guest_settings s where s.party_id = p_inv.party_id), false)
         and p_inv.status not in ('accepted', 'maybe')
         and ((select auth.uid()) is null or private.party_permission(p_inv.party_id, (select auth.uid())) = 'none')
      then jsonb_build_object('location', private.location_city(p_location), 'address_hidden', p_location is not null)
    else jsonb_build_object('location', p_location, 'address_hidden', false)
  end
$$;

revoke all on function private.invitation_location(public.party_invitations, text) from public;

-- ---------------------------------------------------------------------------------------------
-- What the token holder sees. state:
--   open       pending and unexpired: the invitation, to answer
--   answered   answered with the link: the invitation, the answer and details, to change
--   account    answered with an account: sign in to see or change it (nothing else is shown)
--   expired    pending past expires_at
--   no_longer_valid / not_found
-- Only 'open' and 'answered' carry the invitation: party name, type, photo, the host's words,
-- who invites, date and time, the place (private.invitation_location), the plus-ones limit, and
-- this guest's own answer and details. Never the invited address, other guests, budget or plan.
-- ---------------------------------------------------------------------------------------------
create function private.guest_invitation_view(p_inv public.party_invitations) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_party public.party_plans%rowtype;
  v_state text;
  v_answer text;
begin
  v_state := case
    when p_inv.status = 'pending' and p_inv.expires_at < now() then 'expired'
    when p_inv.status = 'pending' then 'open'
    when p_inv.status in ('accepted', 'maybe', 'declined') and p_inv.answered_by_link then 'answered'
    when p_inv.status in ('accepted', 'maybe', 'declined') then 'account'
    else 'no_longer_valid' end;
  if v_state not in ('open', 'answered') then
    return jsonb_build_object('state', v_state);
  end if;
  select p.* into v_party from public.party_plans p where p.id = p_inv.party_id;
  select g.answer into v_answer from public.party_guests g where g.invitation_id = p_inv.id;
  return jsonb_build_object(
    'state', v_state,
    'answer', coalesce(v_answer, private.guest_answer(p_inv.status)),
    'response_type', p_inv.response_type,
    'expires_at', p_inv.expires_at,
    'inviter_name', (select pr.full_name from public.profiles pr where pr.id = p_inv.invited_by),
    'plus_ones_allowed', private.plus_ones_allowed(p_inv.party_id),
    'my_details', case when v_state = 'answered' then private.my_guest_details(p_inv.id) end,
    'party', jsonb_build_object(
      'id', v_party.id,
      'party_type', v_party.party_type,
      'party_name', v_party.party_name,
      'party_for', v_party.party_for,
      'photo_url', v_party.photo_url,
      'date', v_party.date,
      'time_of_day', v_party.time_of_day,
      'ideas', v_party.ideas,
      'details', v_party.details,
      'calendar_sequence', coalesce((select s.calendar_sequence from public.party_guest_settings s where s.party_id = v_party.id), 0))
      || private.invitation_location(p_inv, v_party.location));
end;
$$;

revoke all on function private.guest_invitation_view(public.party_invitations) from public;

create function public.get_guest_invitation(p_token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inv public.party_invitations%rowtype;
begin
  perform private.count_invitation_link_attempt();
  update public.party_invitations i
     set view_count = i.view_count + 1
   where i.invitation_token = p_token
  returning i.* into v_inv;
  if not found then
    return jsonb_build_object('state', private.unknown_token_state(p_token));
  end if;
  return private.guest_invitation_view(v_inv);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- answer_guest_invitation: Going (accepted) / Maybe / Can't go (declined) with the head-count,
-- plus-ones' names, dietary needs and note, for the guest the token belongs to. Writes the
-- invitation's status and answered_by_link, and the guest's row and private details; nothing else
-- (no membership, whoever calls). Answer: what get_guest_invitation answers afterwards.
--   p_response not accepted/maybe/declined -> 22023 'Invalid response'
--   too many lookups                       -> PT429
--   unknown or replaced token              -> { state: 'not_found' | 'no_longer_valid' }
--   pending past expiry                    -> P0001 'This invitation has expired'
--   answered with an account               -> 42501 'You answered with your account: sign in to change your answer'
--   other states                           -> P0001 'This invitation is no longer valid'
-- ---------------------------------------------------------------------------------------------
create function public.answer_guest_invitation(
  p_token text, p_response text,
  p_head_count integer default null, p_plus_one_names text[] default null, p_dietary text default null, p_note text default null
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inv public.party_invitations%rowtype;
begin
  if p_response is null or p_response not in ('accepted', 'declined', 'maybe') then
    raise exception 'Invalid response' using errcode = '22023';
  end if;
  perform private.count_invitation_link_attempt();
  select i.* into v_inv from public.party_invitations i where i.invitation_token = p_token for update;
  if not found then
    return jsonb_build_object('state', private.unknown_token_state(p_token));
  end if;
  if v_inv.status = 'pending' then
    if v_inv.expires_at < now() then
      raise exception 'This invitation has expired';
    end if;
  elsif v_inv.status in ('accepted', 'maybe', 'declined') then
    if not v_inv.answered_by_link then
      raise exception 'You answered with your account: sign in to change your answer' using errcode = '42501';
    end if;
  else
    raise exception 'This invitation is no longer valid';
  end if;

  -- Details first: a refused head-count or text leaves the answer as it was.
  if p_response <> 'declined' then
    perform private.save_rsvp_details(v_inv.id, v_inv.party_id, p_head_count, p_plus_one_names, p_dietary, p_note);
  end if;
  update public.party_invitations i
     set status = p_response, responded_at = now(), answered_by_link = true
   where i.id = v_inv.id
  returning i.* into v_inv;
  return private.guest_invitation_view(v_inv);
end;
$$;

revoke all on function public.get_guest_invitation(text), public.answer_guest_invitation(text, text, integer, text[], text, text) from public;

grant execute on function public.get_guest_invitation(text), public.answer_guest_invitation(text, text, integer, text[], text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Co-planners are not guests until they answered as guests (docs/decisions.md#who-is-a-guest).
--
-- An invitation asks one of two questions, its response type: Attendance ('RSVP as a guest')
-- asks whether they are coming; Collaboration ('Help plan the party') asks whether they will help
-- plan. A co-planner is an invitation that asks the second with a level that can plan (collaborator
-- or co-admin): their Accept says they will help, not that they come, so they are left out of the
-- guest list and of every head-count taken from it. A view-only invitation cannot plan anything,
-- so its answer, whatever the response type, can only be about coming: it is a guest, as the
-- invitation form's defaults (view-only, collaboration) have always made it.
--
-- A co-planner counts as a guest once they answered as one: their invitation is turned into an
-- Attendance one (response_type is updatable by the party's managers), or the host adds them as a
-- guest. The rule is read at query time from the invitation, so a changed level or response type
-- moves them in or out at once and no stored row needs fixing; their guest row stays (it carries
-- the answer and the head-count they would bring) and reminders still reach an unanswered one.
-- ---------------------------------------------------------------------------------------------
create function private.counts_as_guest(p_response_type text, p_permission_level text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_response_type is distinct from 'collaboration' or p_permission_level is not distinct from 'view_only'
$$;

revoke all on function private.counts_as_guest(text, text) from public;

grant execute on function private.counts_as_guest(text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The guest list. Everyone on the party (owner and members) gets names, answers and head-counts;
-- managers also get e-mails, dietary needs, notes and reminders. Co-planners are left out
-- (private.counts_as_guest).
--   anonymous -> 42501; no access to the party -> 42501.
-- ---------------------------------------------------------------------------------------------
create function public.get_party_guests(p_party_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_permission text;
  v_manager boolean;
  v_guests jsonb;
  v_planned integer;
begin
  if v_uid is null then
    raise exception 'Sign in to see the guest list' using errcode = '42501';
  end if;
  v_permission := private.party_permission(p_party_id, v_uid);
  if v_permission is null or v_permission = 'none' then
    raise exception 'You do not have permission to view this party' using errcode = '42501';
  end if;
  v_manager := v_permission in ('owner', 'co_admin');
  select p.guest_count into v_planned from public.party_plans p where p.id = p_party_id;

  select coalesce(jsonb_agg(
           jsonb_build_object(
             'id', g.id,
             'name', coalesce(g.name, nullif(btrim(pr.full_name), ''), case when v_manager then i.invited_email end, 'Invited guest'),
             'answer', g.answer,
             'head_count', g.head_count,
             'plus_one_names', to_jsonb(g.plus_one_names),
             'responded_at', g.responded_at,
             'source', case when g.invitation_id is null then 'host' else 'invitation' end,
             'is_me', i.invited_user_id is not null and i.invited_user_id = v_uid)
           || case when v_manager then jsonb_build_object(
             'email', gp.email,
             'dietary', gp.dietary,
             'note', gp.note,
             'last_reminded_at', g.last_reminded_at,
             'invitation_id', g.invitation_id)
             else '{}'::jsonb end
           order by g.created_at, g.id), '[]'::jsonb)
    into v_guests
    from public.party_guests g
    left join public.party_invitations i on i.id = g.invitation_id
    left join public.profiles pr on pr.id = i.invited_user_id
    left join public.party_guest_private gp on gp.guest_id = g.id
   where g.party_id = p_party_id
     and (g.invitation_id is null or private.counts_as_guest(i.response_type, i.permission_level));

  return jsonb_build_object(
    'can_manage', v_manager,
    'plus_ones_allowed', private.plus_ones_allowed(p_party_id),
    'planned_guests', v_planned,
    'guests', v_guests);
end;
$$;

create function private.require_manager(p_party_id uuid, p_action text) returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Sign in to %', p_action using errcode = '42501';
  end if;
  if private.party_permission(p_party_id, auth.uid()) not in ('owner', 'co_admin') then
    raise exception 'Only the host and co-admins can %', p_action using errcode = '42501';
  end if;
end;
$$;

revoke all on function private.require_manager(uuid, text) from public;

-- A guest who will never sign in (a grandparent without an account). The host's head-count is not
-- capped by the plus-ones limit, only by 20.
create function public.add_party_guest(
  p_party_id uuid, p_name text, p_email text default null, p_head_count integer default 1,
  p_answer text default 'accepted', p_plus_one_names text[] default null, p_dietary text default null, p_note text default null
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_email text := nullif(btrim(coalesce(p_email, '')), '');
  v_guest public.party_guests%rowtype;
begin
  perform private.require_manager(p_party_id, 'add guests');
  if v_name = '' or char_length(v_name) > 100 then
    raise exception 'A guest needs a name of 1 to 100 characters.' using errcode = '22023';
  end if;
  if v_email is not null and (char_length(v_email) > 320 or v_email not like '%_@_%') then
    raise exception 'Please enter a valid e-mail address or leave it empty.' using errcode = '22023';
  end if;
  if p_head_count is null or p_head_count < 1 or p_head_count > 20 then
    raise exception 'The number of people must be between 1 and 20.' using errcode = '22023';
  end if;
  if p_answer is null or p_answer not in ('accepted', 'maybe', 'declined') then
    raise exception 'Choose Going, Maybe or Can''t go.' using errcode = '22023';
  end if;
  perform private.check_guest_texts(private.clean_names(p_plus_one_names), p_dietary, p_note, p_head_count);

  insert into public.party_guests (party_id, name, answer, head_count, plus_one_names, responded_at, added_by)
  values (p_party_id, v_name, p_answer, p_head_count, coalesce(private.clean_names(p_plus_one_names), '{}'), now(), auth.uid())
  returning * into v_guest;
  insert into public.party_guest_private (guest_id, party_id, email, dietary, note)
  values (v_guest.id, p_party_id, v_email, nullif(btrim(coalesce(p_dietary, '')), ''), nullif(btrim(coalesce(p_note, '')), ''));
  return jsonb_build_object('id', v_guest.id, 'name', v_guest.name, 'answer', v_guest.answer, 'head_count', v_guest.head_count);
end;
$$;

-- Removes a host-added guest; an invited guest goes with their invitation instead.
create function public.remove_party_guest(p_guest_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_guest public.party_guests%rowtype;
begin
  select g.* into v_guest from public.party_guests g where g.id = p_guest_id for update;
  if not found or auth.uid() is null or private.party_permission(v_guest.party_id, auth.uid()) not in ('owner', 'co_admin') then
    raise exception 'Guest not found' using errcode = 'PT404';
  end if;
  if v_guest.invitation_id is not null then
    raise exception 'This guest was invited by e-mail: remove the invitation instead.' using errcode = '22023';
  end if;
  delete from public.party_guests g where g.id = p_guest_id;
end;
$$;

-- How many extra guests each invitee may bring (0 to 19). Answers already given are kept.
create function public.set_guest_limit(p_party_id uuid, p_plus_ones integer) returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_manager(p_party_id, 'change the plus-ones limit');
  if p_plus_ones is null or p_plus_ones < 0 or p_plus_ones > 19 then
    raise exception 'Plus-ones allowed must be between 0 and 19.' using errcode = '22023';
  end if;
  insert into public.party_guest_settings as s (party_id, plus_ones_allowed) values (p_party_id, p_plus_ones)
  on conflict (party_id) do update set plus_ones_allowed = excluded.plus_ones_allowed, updated_at = now();
  return p_plus_ones;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The host's guest settings: plus-ones allowed and "address only to Going or Maybe".
-- ---------------------------------------------------------------------------------------------
create function public.get_guest_settings(p_party_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_manager(p_party_id, 'see the guest settings');
  return jsonb_build_object(
    'plus_ones_allowed', private.plus_ones_allowed(p_party_id),
    'address_after_answer', coalesce((select s.address_after_answer from public.party_guest_settings s where s.party_id = p_party_id), false));
end;
$$;

create function public.set_address_after_answer(p_party_id uuid, p_on boolean) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_manager(p_party_id, 'change who sees the address');
  if p_on is null then
    raise exception 'Choose on or off.' using errcode = '22023';
  end if;
  insert into public.party_guest_settings as s (party_id, address_after_answer) values (p_party_id, p_on)
  on conflict (party_id) do update set address_after_answer = excluded.address_after_answer, updated_at = now();
  return p_on;
end;
$$;

revoke all on function public.get_guest_settings(uuid), public.set_address_after_answer(uuid, boolean) from public, anon;

grant execute on function public.get_guest_settings(uuid), public.set_address_after_answer(uuid, boolean) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Reminders: the invited guests who have not answered (and, when asked, those who said maybe),
-- at most once per 24 hours each. Marks them reminded and answers what the e-mails need; a pending
-- invitation's link gets 14 more days, as Resend does. Nobody left to remind -> PT429 (someone was
-- reminded in the last 24 h) or 22023 (nobody to remind at all); nothing changes then.
-- ---------------------------------------------------------------------------------------------
create function public.claim_guest_reminders(p_party_id uuid, p_include_maybe boolean default false) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_answers text[] := case when coalesce(p_include_maybe, false) then array['pending', 'maybe'] else array['pending'] end;
  v_claimed jsonb;
  v_next timestamptz;
begin
  perform private.require_manager(p_party_id, 'send reminders');

  with due as (
    select g.id, g.last_reminded_at as previous
      from public.party_guests g
      join public.party_invitations i on i.id = g.invitation_id
     where g.party_id = p_party_id
       and g.answer = any (v_answers)
       and i.status in ('pending', 'maybe')
       and (g.last_reminded_at is null or g.last_reminded_at <= now() - interval '24 hours')
       for update of g
  ), marked as (
    update public.party_guests g set last_reminded_at = now(), updated_at = now()
      from due where g.id = due.id
    returning g.id, g.invitation_id, due.previous
  ), extended as (
    update public.party_invitations i set expires_at = greatest(i.expires_at, now() + interval '14 days')
      from marked where i.id = marked.invitation_id and i.status = 'pending'
    returning i.id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'guest_id', m.id, 'invitation_id', i.id, 'email', i.invited_email, 'token', i.invitation_token,
           'status', i.status, 'previous_reminded_at', m.previous)), '[]'::jsonb)
    into v_claimed
    from marked m join public.party_invitations i on i.id = m.invitation_id;

  if jsonb_array_length(v_claimed) = 0 then
    select min(g.last_reminded_at) + interval '24 hours' into v_next
      from public.party_guests g
      join public.party_invitations i on i.id = g.invitation_id
     where g.party_id = p_party_id and g.answer = any (v_answers) and i.status in ('pending', 'maybe')
       and g.last_reminded_at > now() - interval '24 hours';
    if v_next is not null then
      raise exception 'Everyone to remind was reminded in the last 24 hours. You can remind them again after % UTC.',
        to_char(v_next at time zone 'UTC', 'YYYY-MM-DD HH24:MI') using errcode = 'PT429';
    end if;
    raise exception 'There is nobody to remind: every invited guest has answered.' using errcode = '22023';
  end if;
  return v_claimed;
end;
$$;

-- Puts back a reminder that could not be sent, so it can be tried again at once. For the function
-- only (service role): a manager who could call it could undo the 24-hour limit.
create function public.unclaim_guest_reminder(p_guest_id uuid, p_previous timestamptz) returns void
language sql
security definer
set search_path = ''
as $$
  update public.party_guests g set last_reminded_at = p_previous
   where g.id = p_guest_id and (p_previous is null or p_previous < g.last_reminded_at)
$$;

-- ---------------------------------------------------------------------------------------------
-- Calendar invites by e-mail: everyone going who has an address (invited or host-added) gets the
-- .ics once per SEQUENCE, so again only after the date or time changed. Nobody due -> PT409.
-- ---------------------------------------------------------------------------------------------
create function public.claim_calendar_invites(p_party_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sequence integer;
  v_claimed jsonb;
begin
  perform private.require_manager(p_party_id, 'send calendar invites');
  if (select p.date from public.party_plans p where p.id = p_party_id) is null then
    raise exception 'Set the party''s date first: a calendar invite needs one.' using errcode = '22023';
  end if;
  v_sequence := coalesce((select s.calendar_sequence from public.party_guest_settings s where s.party_id = p_party_id), 0);

  with due as (
    select g.id, g.calendar_sent_sequence as previous
      from public.party_guests g
      join public.party_guest_private gp on gp.guest_id = g.id
     where g.party_id = p_party_id and g.answer = 'accepted' and gp.email is not null
       and g.calendar_sent_sequence is distinct from v_sequence
       for update of g
  ), marked as (
    update public.party_guests g set calendar_sent_sequence = v_sequence
      from due where g.id = due.id
    returning g.id, g.invitation_id, g.name, due.previous
  )
  select coalesce(jsonb_agg(jsonb_build_object('guest_id', m.id, 'email', gp.email, 'name', m.name, 'previous', m.previous)), '[]'::jsonb)
    into v_claimed
    from marked m join public.party_guest_private gp on gp.guest_id = m.id;

  if jsonb_array_length(v_claimed) = 0 then
    raise exception 'Everyone going who has an e-mail address already has the latest calendar invite.' using errcode = 'PT409';
  end if;
  return jsonb_build_object('sequence', v_sequence, 'guests', v_claimed);
end;
$$;

-- Puts back a calendar invite that could not be sent. For the function only (service role).
create function public.unclaim_calendar_invite(p_guest_id uuid, p_previous integer) returns void
language sql
security definer
set search_path = ''
as $$
  update public.party_guests g set calendar_sent_sequence = p_previous where g.id = p_guest_id
$$;

-- ---------------------------------------------------------------------------------------------
-- What the calendar file needs (docs/decisions.md#calendar-files): owner and members only; a
-- visitor of a public party gets nothing (location and date stay private).
-- ---------------------------------------------------------------------------------------------
create function public.get_party_calendar(p_party_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_party public.party_plans%rowtype;
begin
  if auth.uid() is null or private.party_permission(p_party_id, auth.uid()) = 'none' then
    raise exception 'Only the party''s host and members can add it to a calendar' using errcode = '42501';
  end if;
  select p.* into v_party from public.party_plans p where p.id = p_party_id;
  return jsonb_build_object(
    'party_id', v_party.id,
    'title', coalesce(nullif(btrim(v_party.party_name), ''), v_party.party_type || case when v_party.party_for is not null and btrim(v_party.party_for) <> '' then ' for ' || btrim(v_party.party_for) else '' end),
    'party_type', v_party.party_type,
    'location', v_party.location,
    'date', v_party.date,
    'time_of_day', v_party.time_of_day,
    'sequence', coalesce((select s.calendar_sequence from public.party_guest_settings s where s.party_id = p_party_id), 0),
    'updated_at', v_party.updated_at);
end;
$$;

revoke all on function
  public.get_party_guests(uuid),
  public.add_party_guest(uuid, text, text, integer, text, text[], text, text),
  public.remove_party_guest(uuid),
  public.set_guest_limit(uuid, integer),
  public.claim_guest_reminders(uuid, boolean),
  public.unclaim_guest_reminder(uuid, timestamptz),
  public.claim_calendar_invites(uuid),
  public.unclaim_calendar_invite(uuid, integer),
  public.get_party_calendar(uuid)
  from public, anon;

grant execute on function
  public.get_party_guests(uuid),
  public.add_party_guest(uuid, text, text, integer, text, text[], text, text),
  public.remove_party_guest(uuid),
  public.set_guest_limit(uuid, integer),
  public.claim_guest_reminders(uuid, boolean),
  public.claim_calendar_invites(uuid),
  public.get_party_calendar(uuid)
  to authenticated, service_role;

revoke all on function public.unclaim_guest_reminder(uuid, timestamptz), public.unclaim_calendar_invite(uuid, integer) from authenticated;

grant execute on function public.unclaim_guest_reminder(uuid, timestamptz), public.unclaim_calendar_invite(uuid, integer) to service_role;

revoke all on function private.record_rsvp(public.party_invitations, uuid, text) from public;

create trigger party_invitations_guest_sync after insert or update on public.party_invitations
  for each row execute function private.invitation_guest_sync();

create trigger party_plans_calendar_sequence after update of date, time_of_day on public.party_plans
  for each row execute function private.bump_calendar_sequence();

-- ---------------------------------------------------------------------------------------------
-- party_guests, party_guest_private
-- ---------------------------------------------------------------------------------------------
create policy "party_guests: owner and members read" on public.party_guests
  for select to authenticated
  using (party_id in (select private.viewable_party_ids()));

create policy "party_guest_private: owner and co_admin read" on public.party_guest_private
  for select to authenticated
  using (party_id in (select private.managed_party_ids()));

-- The host's panel follows answers live (RLS filters the events per subscriber).
alter publication supabase_realtime add table public.party_guests;
