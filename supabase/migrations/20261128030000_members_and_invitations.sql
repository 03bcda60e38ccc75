-- Invitations by e-mail, answering them, and who sees whose e-mail address.
--
-- - The e-mail claim of a JWT is whatever address the account was created with, confirmed or not,
--   and stays in the token after the address changes; invitations therefore match only the
--   address auth.users holds as confirmed (private.confirmed_email), and invitees do not read
--   party_invitations at all: the link carries the token, and what an invitee is shown comes from
--   get_invitation_by_token, get_guest_invitation and get_my_invitations.
-- - A membership comes only from accepting an invitation (respond_to_invitation, or an answer given
--   with the link that link_my_invitations converts) or, for an existing member, from a manager
--   changing its level; nothing else about a member row can be changed through the API.
-- - Each user reads only their own profile; a party's people (names and avatars for everyone who
--   may view the party, e-mail addresses of members for its managers) come from get_party_people.
-- - 'Invitation not found' is raised as PT404: PostgREST turns SQLSTATE 'PTnnn' into HTTP nnn
--   (P0002 would answer a stale or mistyped link with HTTP 500).
-- - Guests may answer from the link without an account (docs/decisions.md#answering-without-an-account,
--   docs/security.md #29-#33; the answering itself is in 20261128060000_guests_and_rsvp.sql). The
--   link's token (64 hex digits from gen_random_bytes(32): 256 bits) is the credential. An
--   invitation answered that way is marked answered_by_link; when the invitee later signs in with
--   a confirmed address that matches, link_my_invitations turns the answer into the membership
--   accepting gives (accepted: the invitation's level; maybe: view-only; declined: none).
--
--   retired_invitation_tokens   SHA-256 of tokens a manager replaced (reissue_invitation_link), so
--                               an old link says 'This invitation is no longer valid'
--   invitation_link_attempts    lookups by token per client per minute (hashed client address):
--                               private.count_link_attempt, private.count_invitation_link_attempt
--   get_invitation_preview      what a link preview of an invitation link shows (the share function)

-- ---------------------------------------------------------------------------------------------
-- party_invitations
-- ---------------------------------------------------------------------------------------------
create table public.party_invitations (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  invited_by uuid default auth.uid() references public.profiles (id) on delete set null,
  invited_email text not null,
  invited_user_id uuid references public.profiles (id) on delete set null,
  permission_level text not null default 'view_only',
  response_type text not null default 'collaboration',
  status text not null default 'pending',
  invitation_token text not null default encode(extensions.gen_random_bytes(32), 'hex'),
  view_count integer not null default 0,
  expires_at timestamptz not null default (now() + interval '14 days'),
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  answered_by_link boolean not null default false,
  constraint party_invitations_invited_email_check check (invited_email = btrim(invited_email) and invited_email like '%_@_%'),
  constraint party_invitations_permission_level_check check (permission_level in ('view_only', 'collaborator', 'co_admin')),
  constraint party_invitations_response_type_check check (response_type in ('collaboration', 'attendance')),
  constraint party_invitations_status_check check (status in ('pending', 'accepted', 'declined', 'maybe', 'no_response')),
  constraint party_invitations_view_count_check check (view_count >= 0),
  constraint party_invitations_invitation_token_check check (char_length(invitation_token) >= 32),
  constraint party_invitations_invitation_token_key unique (invitation_token),
  -- invited_email and invitation_token are btree-indexed: a value too big for a btree entry would
  -- fail with 54000 (HTTP 500); bounded lengths give a 23514 check violation (HTTP 400) instead.
  -- 320 characters is the longest valid e-mail address; tokens are 64 hex digits.
  constraint party_invitations_invited_email_length_check check (char_length(invited_email) <= 320),
  constraint party_invitations_invitation_token_length_check check (char_length(invitation_token) <= 256)
);

comment on column public.party_invitations.answered_by_link is
  'The current answer was given with the link alone (no account); turned into a membership by link_my_invitations once a matching confirmed account signs in.';

-- At most one pending invitation per party and e-mail (a duplicate gives 23505).
create unique index party_invitations_one_pending_per_email_idx
  on public.party_invitations (party_id, lower(invited_email)) where status = 'pending';

create index party_invitations_party_id_created_at_idx on public.party_invitations (party_id, created_at desc);

create index party_invitations_invited_email_idx on public.party_invitations (lower(invited_email), created_at desc);

create index party_invitations_invited_user_id_idx on public.party_invitations (invited_user_id);

create index party_invitations_invited_by_idx on public.party_invitations (invited_by);

revoke truncate, references, trigger on public.party_invitations from anon, authenticated;

revoke insert, update, delete on public.party_invitations from anon;

alter table public.party_invitations enable row level security;

-- invited_user_id is how an answered invitation is found once it is linked to its user.
create index party_invitations_invited_user_idx on public.party_invitations (invited_user_id, created_at desc)
  where invited_user_id is not null;

-- Managers resend (expires_at) and adjust an invitation's level and kind; who it is linked to and
-- its answer are set by link_my_invitations and respond_to_invitation only, so a manager cannot
-- pin an invitation on someone or mark it answered for them.
revoke update on public.party_invitations from authenticated;

grant update (permission_level, response_type, expires_at) on public.party_invitations to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Replaced tokens and lookups by token (functions only)
-- ---------------------------------------------------------------------------------------------
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
-- The rate limit on lookups by token. A refused call is not counted (its transaction rolls back),
-- so waiting always helps. The callers never raise for an unknown token (they answer a state
-- instead), so a guess is counted too.
--
-- The counter, for any budget: p_scope names it, p_client is the address, p_limit the lookups a
-- minute. Over the limit: PT429 (HTTP 429) until the minute is over.
-- ---------------------------------------------------------------------------------------------
create function private.count_link_attempt(p_scope text, p_client text, p_limit integer) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text := private.token_hash(p_scope || ':' || coalesce(nullif(btrim(p_client), ''), 'unknown'));
  v_attempts integer;
begin
  insert into public.invitation_link_attempts as a (client_key, window_start, attempts) values (v_key, now(), 1)
  on conflict (client_key) do update
    set attempts = case when a.window_start <= now() - interval '1 minute' then 1 else a.attempts + 1 end,
        window_start = case when a.window_start <= now() - interval '1 minute' then now() else a.window_start end
  returning a.attempts into v_attempts;
  if v_attempts > p_limit then
    raise exception 'Too many tries with invitation links from your network. Please wait a minute and try again.' using errcode = 'PT429';
  end if;
  delete from public.invitation_link_attempts a where a.window_start < now() - interval '1 hour';
end;
$$;

revoke all on function private.count_link_attempt(text, text, integer) from public;

-- The invitation page's budget: 30 lookups by token per client per minute. The client is the
-- right-most X-Forwarded-For entry of the request headers PostgREST exposes (the address the
-- gateway saw; anything left of it the caller wrote), as the contact form counts it.
create function private.count_invitation_link_attempt() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  v_ip text := nullif(btrim(reverse(split_part(reverse(coalesce(v_headers ->> 'x-forwarded-for', '')), ',', 1))), '');
begin
  perform private.count_link_attempt('invitation-link-client', v_ip, 30);
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
-- get_invitation_by_token (docs/decisions.md#invitations-are-answered-in-one-transaction): what the
-- invitation page shows, for any signed-in caller holding the token (the token is the credential;
-- invitations cannot be listed). Counts the view. Answered and expired invitations are still
-- returned with their status and expires_at so the page can name the reason. The token holder
-- sees the time and the details with the rest, the plus-ones limit, and the details already given
-- when the caller is the invitee who answered maybe. The place follows the host's "address only to
-- Going or Maybe" rule (private.invitation_location).
--   not found          -> PT404 'Invitation not found'
--   replaced token     -> P0001 'This invitation is no longer valid' (reissue_invitation_link)
--   anonymous caller   -> 42501 'Sign in to view this invitation' (anon has no EXECUTE either,
--                         so through the API an anonymous caller gets 42501 permission denied)
-- ---------------------------------------------------------------------------------------------
create function public.get_invitation_by_token(p_token text) returns jsonb
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

revoke all on function public.get_invitation_by_token(text) from public, anon;

grant execute on function public.get_invitation_by_token(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- get_invitation_preview: link previews of invitation links (the `share` function,
-- docs/security.md#link-previews).
--
-- A chat app that unfurls an invitation link shows its preview to everyone in the chat, not only
-- to the invitee, so the preview carries less than the invitation page: the party's name and
-- type, its photo, who invites and what for. Never the location, date, time, guests or special
-- requests, and a name or inviter that names the location, date or a clock time has the mention
-- replaced by '…' exactly as a public party's page has it (private.redact_public_text, in
-- 20261128040000_public_projection.sql).
--
-- Only the share function calls it, with the service role: it is no way for an API caller to look
-- tokens up (invitation lookups by token go through the invitation page's own RPCs). A token that
-- is unknown or expired gives null, so the function answers with the generic card and nothing
-- tells a valid token from an invalid one beyond what its card shows.
--
-- Previews are lookups by token too: they are counted per client like the invitation page's, in a
-- budget of their own (so the function is volatile, not stable). The client p_client names is the
-- right-most X-Forwarded-For hop of the request the share function got, as the contact form
-- counts it; the database cannot read that address itself, since the function's own request to it
-- comes from the function. Chat apps fetch previews from a few shared addresses for all their
-- users, so the budget is larger than the page's: 120 lookups a minute, the HTML and its picture
-- each counting once.
-- ---------------------------------------------------------------------------------------------
create function public.get_invitation_preview(p_token text, p_client text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_inv public.party_invitations%rowtype;
  v_party public.party_plans%rowtype;
  v_patterns text[];
  v_fragments text[];
  v_inviter text;
begin
  perform private.count_link_attempt('invitation-preview-client', p_client, 120);
  if p_token is null or char_length(p_token) not between 32 and 256 then
    return null;
  end if;
  select i.* into v_inv from public.party_invitations i where i.invitation_token = p_token;
  if not found or v_inv.expires_at < now() then
    return null;
  end if;
  select p.* into v_party from public.party_plans p where p.id = v_inv.party_id;
  if not found then
    return null;
  end if;
  select pr.full_name into v_inviter from public.profiles pr where pr.id = v_inv.invited_by;
  v_patterns := private.private_fact_patterns(v_party.location, v_party.date);
  v_fragments := private.request_fragments(v_party.special_requests);
  return jsonb_build_object(
    'party_id', v_party.id,
    'party_name', private.redact_public_text(v_party.party_name, v_patterns, v_fragments),
    'party_type', v_party.party_type,
    'photo_url', v_party.photo_url,
    'inviter_name', private.redact_public_text(nullif(btrim(v_inviter), ''), v_patterns, v_fragments),
    'response_type', v_inv.response_type);
end;
$$;

revoke all on function public.get_invitation_preview(text, text) from public, anon, authenticated;

grant execute on function public.get_invitation_preview(text, text) to service_role;

comment on function public.get_invitation_preview(text, text) is
  'What a link preview of an invitation link shows (the share function, service role only), counted per client (120 a minute, PT429 beyond): name and inviter redacted like a public page, never location, date, time or guests; null for an unknown or expired token.';

-- ---------------------------------------------------------------------------------------------
-- resend_invitation: a new e-mail for a pending invitation keeps its token (links already sent
-- still work) and gives it a fresh 14 days. Owner or co_admin of the invitation's party only;
-- anyone else cannot tell whether the invitation exists.
--   anonymous                     -> 42501 'User not authenticated'
--   no such invitation / no right -> PT404 'Invitation not found'
--   not pending                   -> P0001 'Only pending invitations can be resent'
-- Answer: the updated invitation row.
-- ---------------------------------------------------------------------------------------------
create function public.resend_invitation(p_invitation_id uuid) returns public.party_invitations
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
  if v_inv.status <> 'pending' then
    raise exception 'Only pending invitations can be resent';
  end if;

  update public.party_invitations i
     set expires_at = now() + interval '14 days'
   where i.id = v_inv.id
  returning i.* into v_inv;
  return v_inv;
end;
$$;

revoke all on function public.resend_invitation(uuid) from public, anon;

grant execute on function public.resend_invitation(uuid) to authenticated, service_role;

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
-- The caller's e-mail address, only once confirmed (auth.users, not the JWT).
-- ---------------------------------------------------------------------------------------------
create function private.confirmed_email() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(btrim(u.email), '')
    from auth.users u
   where u.id = (select auth.uid())
     and u.email_confirmed_at is not null
$$;

-- ---------------------------------------------------------------------------------------------
-- link_my_invitations: after sign-in, attaches the invitations sent to the caller's confirmed
-- e-mail address (compared case-insensitively) to their user id. Never re-links an answered
-- invitation that already belongs to someone else. Then turns each answer given with the link to
-- an invitation for the caller's confirmed address into what accepting gives (private.record_rsvp
-- for a pending invitation): accepted -> a member at the invitation's level, maybe -> view-only
-- (an existing membership keeps its level), declined -> no membership. The answer and details stay.
-- An unconfirmed or different address converts nothing. Returns how many rows changed.
-- ---------------------------------------------------------------------------------------------
create function public.link_my_invitations() returns integer
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

revoke all on function public.link_my_invitations() from public, anon;

grant execute on function public.link_my_invitations() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- get_my_invitations: the home page's "Parties You're Invited To" (docs/product.md#landing,
-- #invitation-states, #table-calls). Under docs/decisions.md#location-and-date-are-private only
-- the owner and members may read a plan, so a join of party_invitations with party_plans would
-- drop every declined invitation (the invitee is not a member); #invitation-states wants those
-- shown, so the list is an RPC that returns, for the answered invitations sent to the caller
-- (linked to their user id, or to their confirmed address), the invitation and a summary of its
-- party. Location and date only to those who may view the party (read once from their parties,
-- not per row); a declined invitee sees the party's name, type and size.
-- ---------------------------------------------------------------------------------------------
create function public.get_my_invitations() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(item order by item_created desc, item_id), '[]'::jsonb)
  from (
    select
      i.created_at as item_created,
      i.id as item_id,
      jsonb_build_object(
        'id', i.id,
        'party_id', i.party_id,
        'invited_email', i.invited_email,
        'permission_level', i.permission_level,
        'response_type', i.response_type,
        'status', i.status,
        'created_at', i.created_at,
        'responded_at', i.responded_at,
        'can_view', v.id is not null,
        'party', jsonb_build_object(
          'id', p.id,
          'party_name', p.party_name,
          'party_type', p.party_type,
          'party_for', p.party_for,
          'guest_count', p.guest_count,
          'location', case when v.id is not null then p.location end,
          'date', case when v.id is not null then p.date end)) as item
    from public.party_invitations i
    join public.party_plans p on p.id = i.party_id
    left join (select distinct x.id from private.viewable_party_ids() as x (id)) v on v.id = p.id
    where (select auth.uid()) is not null
      and i.status in ('accepted', 'declined', 'maybe')
      and (i.invited_user_id = (select auth.uid())
           or lower(i.invited_email) = lower((select private.confirmed_email())))
  ) answered
$$;

revoke all on function public.get_my_invitations() from public, anon;

grant execute on function public.get_my_invitations() to authenticated, service_role;

revoke all on function private.confirmed_email() from public;

grant execute on function private.confirmed_email() to authenticated, service_role;

-- get_party_people: the party's owner and members with name and avatar, for anyone who may view
-- the party (owner or member of any level); an empty list for everyone else. A member's e-mail
-- address is given to the party's owner and co-admins only (they invited them by it); the caller's
-- own address to the caller. The address is the account's confirmed one, not profiles.email, which
-- its user may set to anything. Owner first, then members in the order they joined.
-- Answer: [{ user_id, member_id (null for the owner), permission_level ('owner' for the owner),
--            full_name, avatar_url, email, joined_at }]
create function public.get_party_people(p_party_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with caller as (
    select (select auth.uid()) as uid, private.party_permission(p_party_id, (select auth.uid())) as perm
  ), people as (
    select p.user_id, null::uuid as member_id, 'owner'::text as permission_level, p.created_at as joined_at, 0 as rank
      from public.party_plans p
     where p.id = p_party_id
    union all
    select m.user_id, m.id, m.permission_level, m.created_at, 1
      from public.party_members m
     where m.party_id = p_party_id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'user_id', x.user_id,
           'member_id', x.member_id,
           'permission_level', x.permission_level,
           'full_name', pr.full_name,
           'avatar_url', pr.avatar_url,
           'email', case
                      when x.user_id = c.uid then u.email
                      when x.member_id is not null and c.perm in ('owner', 'co_admin') then u.email
                    end,
           'joined_at', x.joined_at)
         order by x.rank, x.joined_at, x.user_id), '[]'::jsonb)
    from people x
    cross join caller c
    left join public.profiles pr on pr.id = x.user_id
    left join auth.users u on u.id = x.user_id and u.email_confirmed_at is not null
   where c.uid is not null
     and c.perm <> 'none'
$$;

revoke all on function public.get_party_people(uuid) from public, anon;

grant execute on function public.get_party_people(uuid) to authenticated, service_role;

-- A membership that ends (a manager removes the member, or they leave) ends the invitations that
-- could bring it back: theirs that were answered accepted or maybe, and any still pending for them
-- (linked to them, or to their confirmed address). Declining has already set its invitation to
-- 'declined', which stays as the answer. A new invitation after this is a manager's choice.
create function private.end_removed_member_invitations() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := (select lower(u.email) from auth.users u where u.id = old.user_id and u.email_confirmed_at is not null);
begin
  delete from public.party_invitations i
   where i.party_id = old.party_id
     and ((i.invited_user_id = old.user_id and i.status in ('accepted', 'maybe'))
          or (i.status = 'pending' and (i.invited_user_id = old.user_id or lower(i.invited_email) = v_email)));
  return null;
end;
$$;

revoke all on function private.end_removed_member_invitations() from public;

create trigger party_members_end_invitations after delete on public.party_members
  for each row execute function private.end_removed_member_invitations();

-- ---------------------------------------------------------------------------------------------
-- party_invitations: the party's owner and co_admins manage them. Invitees read theirs through
-- get_invitation_by_token and get_my_invitations, answer through respond_to_invitation() and
-- link through link_my_invitations() (without an account: get_guest_invitation and
-- answer_guest_invitation); they get no direct access.
-- ---------------------------------------------------------------------------------------------
create policy "party_invitations: owner and co_admin read" on public.party_invitations
  for select to authenticated
  using (party_id in (select private.managed_party_ids()));

create policy "party_invitations: owner and co_admin invite" on public.party_invitations
  for insert to authenticated
  with check (
    party_id in (select private.managed_party_ids())
    and invited_by = (select auth.uid())
    and status = 'pending'
    and invited_user_id is null
    and responded_at is null
  );

create policy "party_invitations: owner and co_admin update" on public.party_invitations
  for update to authenticated
  using (party_id in (select private.managed_party_ids()))
  with check (party_id in (select private.managed_party_ids()));

create policy "party_invitations: owner and co_admin delete" on public.party_invitations
  for delete to authenticated
  using (party_id in (select private.managed_party_ids()));
