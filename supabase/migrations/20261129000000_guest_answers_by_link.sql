-- Guests answer from the invitation link without an account (docs/decisions.md#answering-without-an-account,
-- docs/security.md #29-#33).
--
-- The link's token (64 hex digits from gen_random_bytes(32): 256 bits) is the credential. Whoever
-- holds it may read what the invitation page shows and answer for that one guest: the answer goes
-- to the invitation's status (so "pending" counts stay true) and the guest's row, never to a
-- membership. An invitation answered that way is marked answered_by_link; when the invitee later
-- signs in with a confirmed address that matches, link_my_invitations turns the answer into the
-- membership accepting gives (accepted: the invitation's level; maybe: view-only; declined: none).
--
--   get_guest_invitation      the invitation page for a token holder (anon or signed in)
--   answer_guest_invitation   Going / Maybe / Can't go with the details, for that guest only
--   reissue_invitation_link   a manager replaces a guest's link; the old one says it is no longer valid
--   get_guest_settings / set_address_after_answer   the host's "address only to Going or Maybe" choice
--   invitation_link_attempts  lookups by token per client per minute (hashed client address)
--
-- Redefined here: get_invitation_by_token (the address rule, and a re-issued link's message) and
-- link_my_invitations (the conversion).

alter table public.party_invitations add column answered_by_link boolean not null default false;

comment on column public.party_invitations.answered_by_link is
  'The current answer was given with the link alone (no account); turned into a membership by link_my_invitations once a matching confirmed account signs in.';

alter table public.party_guest_settings add column address_after_answer boolean not null default false;

comment on column public.party_guest_settings.address_after_answer is
  'When true, an invitation link shows only the city until its guest answers Going or Maybe.';

-- Tokens a manager replaced, kept as SHA-256 so an old link can say why it stopped working.
create table public.retired_invitation_tokens (
  token_hash text primary key,
  invitation_id uuid not null references public.party_invitations (id) on delete cascade,
  retired_at timestamptz not null default now()
);

create index retired_invitation_tokens_invitation_id_idx on public.retired_invitation_tokens (invitation_id);

comment on table public.retired_invitation_tokens is 'SHA-256 of invitation tokens a manager re-issued. Functions only.';

-- Lookups by token per client, in one-minute windows. The key is a SHA-256 of the client address,
-- so the table holds nobody's address.
create table public.invitation_link_attempts (
  client_key text primary key,
  window_start timestamptz not null,
  attempts integer not null,
  constraint invitation_link_attempts_attempts_check check (attempts >= 0)
);

create index invitation_link_attempts_window_start_idx on public.invitation_link_attempts (window_start);

comment on table public.invitation_link_attempts is 'Invitation-link lookups per hashed client address per minute (docs/security.md #31). Functions only.';

alter table public.retired_invitation_tokens enable row level security;

alter table public.invitation_link_attempts enable row level security;

revoke all on public.retired_invitation_tokens from anon, authenticated;

revoke all on public.invitation_link_attempts from anon, authenticated;

create function private.token_hash(p_token text) returns text
language sql
immutable
set search_path = ''
as $$
  select encode(extensions.digest(coalesce(p_token, ''), 'sha256'), 'hex')
$$;

revoke all on function private.token_hash(text) from public;

-- ---------------------------------------------------------------------------------------------
-- The rate limit: 30 lookups by token per client per minute, then PT429 (HTTP 429) until the
-- minute is over. The client is the right-most X-Forwarded-For entry of the request headers
-- PostgREST exposes (the address the gateway saw; anything left of it the caller wrote), as the
-- contact form counts it. A refused call is not counted (its transaction rolls back), so waiting
-- always helps. The callers never raise for an unknown token (they answer a state instead), so a
-- guess is counted too.
-- ---------------------------------------------------------------------------------------------
create function private.count_invitation_link_attempt() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  v_ip text := nullif(btrim(reverse(split_part(reverse(coalesce(v_headers ->> 'x-forwarded-for', '')), ',', 1))), '');
  v_key text := private.token_hash('invitation-link-client:' || coalesce(v_ip, 'unknown'));
  v_attempts integer;
begin
  insert into public.invitation_link_attempts as a (client_key, window_start, attempts) values (v_key, now(), 1)
  on conflict (client_key) do update
    set attempts = case when a.window_start <= now() - interval '1 minute' then 1 else a.attempts + 1 end,
        window_start = case when a.window_start <= now() - interval '1 minute' then now() else a.window_start end
  returning a.attempts into v_attempts;
  if v_attempts > 30 then
    raise exception 'Too many tries with invitation links from your network. Please wait a minute and try again.' using errcode = 'PT429';
  end if;
  delete from public.invitation_link_attempts a where a.window_start < now() - interval '1 hour';
end;
$$;

revoke all on function private.count_invitation_link_attempt() from public;

-- What an unknown token is: one a manager replaced, or none at all.
create function private.unknown_token_state(p_token text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when exists (select 1 from public.retired_invitation_tokens r where r.token_hash = private.token_hash(p_token))
              then 'no_longer_valid' else 'not_found' end
$$;

revoke all on function private.unknown_token_state(text) from public;

-- ---------------------------------------------------------------------------------------------
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
-- reissue_invitation_link: a new token for one guest's invitation (owner or co_admin). The old
-- token stops working at once and its links say 'This invitation is no longer valid'; a pending
-- invitation also gets 14 more days, as Resend gives. Answer: the updated invitation row.
--   anonymous                     -> 42501 'User not authenticated'
--   no such invitation / no right -> PT404 'Invitation not found'
-- ---------------------------------------------------------------------------------------------
create function public.reissue_invitation_link(p_invitation_id uuid) returns public.party_invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inv public.party_invitations%rowtype;
begin
  if auth.uid() is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  select i.* into v_inv from public.party_invitations i where i.id = p_invitation_id for update;
  if not found or not private.can_manage_party(v_inv.party_id) then
    raise exception 'Invitation not found' using errcode = 'PT404';
  end if;
  insert into public.retired_invitation_tokens (token_hash, invitation_id)
  values (private.token_hash(v_inv.invitation_token), v_inv.id)
  on conflict (token_hash) do nothing;
  update public.party_invitations i
     set invitation_token = encode(extensions.gen_random_bytes(32), 'hex'),
         expires_at = case when i.status = 'pending' then greatest(i.expires_at, now() + interval '14 days') else i.expires_at end
   where i.id = v_inv.id
  returning i.* into v_inv;
  return v_inv;
end;
$$;

revoke all on function public.reissue_invitation_link(uuid) from public, anon;

grant execute on function public.reissue_invitation_link(uuid) to authenticated, service_role;

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
-- get_invitation_by_token (redefined): as before, plus the host's address rule, and a replaced
-- token answers P0001 'This invitation is no longer valid' instead of 'Invitation not found'.
-- ---------------------------------------------------------------------------------------------
create or replace function public.get_invitation_by_token(p_token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inv public.party_invitations%rowtype;
  v_party public.party_plans%rowtype;
  v_inviter_name text;
  v_mine boolean;
begin
  if auth.uid() is null then
    raise exception 'Sign in to view this invitation' using errcode = '42501';
  end if;

  update public.party_invitations i
     set view_count = i.view_count + 1
   where i.invitation_token = p_token
  returning i.* into v_inv;
  if not found then
    if private.unknown_token_state(p_token) = 'no_longer_valid' then
      raise exception 'This invitation is no longer valid';
    end if;
    raise exception 'Invitation not found' using errcode = 'PT404';
  end if;

  select p.* into v_party from public.party_plans p where p.id = v_inv.party_id;
  select pr.full_name into v_inviter_name from public.profiles pr where pr.id = v_inv.invited_by;
  v_mine := v_inv.invited_user_id is not distinct from auth.uid();

  return jsonb_build_object(
    'invitation', jsonb_build_object(
      'id', v_inv.id,
      'party_id', v_inv.party_id,
      'invited_email', v_inv.invited_email,
      'permission_level', v_inv.permission_level,
      'response_type', v_inv.response_type,
      'status', v_inv.status,
      'expires_at', v_inv.expires_at,
      'created_at', v_inv.created_at,
      'answered_by_me', v_mine),
    'inviter_name', v_inviter_name,
    'plus_ones_allowed', private.plus_ones_allowed(v_inv.party_id),
    'my_details', case when v_mine then private.my_guest_details(v_inv.id) else null end,
    'party', jsonb_build_object(
      'id', v_party.id,
      'party_type', v_party.party_type,
      'party_name', v_party.party_name,
      'party_for', v_party.party_for,
      'date', v_party.date,
      'time_of_day', v_party.time_of_day,
      'guest_count', v_party.guest_count,
      'budget', v_party.budget,
      'ideas', v_party.ideas,
      'details', v_party.details) || private.invitation_location(v_inv, v_party.location));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- link_my_invitations (redefined): links as before, then turns each answer given with the link to
-- an invitation for the caller's confirmed address into what accepting gives (private.record_rsvp
-- for a pending invitation): accepted -> a member at the invitation's level, maybe -> view-only
-- (an existing membership keeps its level), declined -> no membership. The answer and details stay.
-- An unconfirmed or different address converts nothing. Returns how many rows changed.
-- ---------------------------------------------------------------------------------------------
create or replace function public.link_my_invitations() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_email text := private.confirmed_email();
  v_count integer;
  v_inv public.party_invitations%rowtype;
begin
  if v_uid is null then
    raise exception 'Sign in to link your invitations' using errcode = '42501';
  end if;
  if v_email is null then
    return 0;
  end if;
  update public.party_invitations i
     set invited_user_id = v_uid
   where lower(i.invited_email) = lower(v_email)
     and i.invited_user_id is distinct from v_uid
     and (i.invited_user_id is null or i.status = 'pending');
  get diagnostics v_count = row_count;

  for v_inv in
    select i.* from public.party_invitations i
     where i.invited_user_id = v_uid and i.answered_by_link and lower(i.invited_email) = lower(v_email)
       for update
  loop
    update public.party_invitations i set answered_by_link = false where i.id = v_inv.id;
    if not exists (select 1 from public.party_plans p where p.id = v_inv.party_id and p.user_id = v_uid) then
      if v_inv.status = 'accepted' then
        insert into public.party_members (party_id, user_id, permission_level)
        values (v_inv.party_id, v_uid, v_inv.permission_level)
        on conflict (party_id, user_id) do update set permission_level = excluded.permission_level;
      elsif v_inv.status = 'maybe' then
        insert into public.party_members (party_id, user_id, permission_level)
        values (v_inv.party_id, v_uid, 'view_only')
        on conflict (party_id, user_id) do nothing;
      end if;
    end if;
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;
