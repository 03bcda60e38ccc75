-- Invitations by e-mail, answering them, and who sees whose e-mail address.
--
-- - The e-mail claim of a JWT is whatever address the account was created with, confirmed or not,
--   and stays in the token after the address changes; invitations therefore match only the
--   address auth.users holds as confirmed (private.confirmed_email), and invitees do not read
--   party_invitations at all: the link carries the token, and what an invitee is shown comes from
--   get_invitation_by_token and get_my_invitations.
-- - A membership comes only from accepting an invitation (respond_to_invitation) or, for an
--   existing member, from a manager changing its level; nothing else about a member row can be
--   changed through the API.
-- - Each user reads only their own profile; a party's people (names and avatars for everyone who
--   may view the party, e-mail addresses of members for its managers) come from get_party_people.
-- - 'Invitation not found' is raised as PT404: PostgREST turns SQLSTATE 'PTnnn' into HTTP nnn
--   (P0002 would answer a stale or mistyped link with HTTP 500).

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
-- get_invitation_by_token (docs/decisions.md#invitations-are-answered-in-one-transaction): what the
-- invitation page shows, for any signed-in caller holding the token (the token is the credential;
-- invitations cannot be listed). Counts the view. Answered and expired invitations are still
-- returned with their status and expires_at so the page can name the reason. The token holder
-- sees the time and the details with the rest, the plus-ones limit, and the details already given
-- when the caller is the invitee who answered maybe.
--   not found          -> PT404 'Invitation not found'
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
      'location', v_party.location,
      'date', v_party.date,
      'time_of_day', v_party.time_of_day,
      'guest_count', v_party.guest_count,
      'budget', v_party.budget,
      'ideas', v_party.ideas,
      'details', v_party.details));
end;
$$;

revoke all on function public.get_invitation_by_token(text) from public, anon;

grant execute on function public.get_invitation_by_token(text) to authenticated, service_role;

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
-- invitation that already belongs to someone else. Returns how many rows changed.
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
-- link through link_my_invitations(); they get no direct access.
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
