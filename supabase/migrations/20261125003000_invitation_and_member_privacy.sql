-- Who an invitation and a membership belong to, and who sees whose e-mail address.
--
-- Invitations by e-mail: the e-mail claim of a JWT is whatever address the account was created
-- with, confirmed or not, and stays in the token after the address changes. Matching invitations
-- on it let anyone who signed up with someone else's address (before confirming it, or on a
-- project without confirmations) read that person's invitations, their tokens included, link them
-- and answer them. Invitations now match only the address auth.users holds as confirmed, and
-- invitees no longer read party_invitations at all: the link carries the token, and what an
-- invitee is shown comes from get_invitation_by_token and get_my_invitations.
--
-- Memberships: an owner or co-admin could insert any user id into party_members, making someone a
-- member of a party they never joined (and opening their profile to every co-member). A membership
-- now comes only from accepting an invitation (respond_to_invitation) or, for an existing member,
-- from a manager changing its level; nothing else about a member row can be changed through the API.
--
-- Profiles: co-members read each other's whole row, e-mail included. Each user now reads only
-- their own; a party's people (names and avatars for everyone who may view the party, e-mail
-- addresses of members for its managers) come from get_party_people.

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
revoke all on function private.confirmed_email() from public;
grant execute on function private.confirmed_email() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- party_invitations: managers only through the table.
-- ---------------------------------------------------------------------------------------------
drop policy "party_invitations: invitee reads own" on public.party_invitations;

-- Managers resend (expires_at) and adjust an invitation's level and kind; who it is linked to and
-- its answer are set by link_my_invitations and respond_to_invitation only, so a manager cannot
-- pin an invitation on someone or mark it answered for them.
revoke update on public.party_invitations from authenticated;
grant update (permission_level, response_type, expires_at) on public.party_invitations to authenticated;

-- Links made earlier through an unconfirmed or since-changed address are undone (accepted
-- invitations were linked by their answer and stay).
update public.party_invitations i
   set invited_user_id = null
 where i.invited_user_id is not null
   and i.status <> 'accepted'
   and not exists (
     select 1 from auth.users u
      where u.id = i.invited_user_id
        and u.email_confirmed_at is not null
        and lower(u.email) = lower(i.invited_email));

-- link_my_invitations: see 20261122000300_functions.sql; matches the confirmed address only.
create or replace function public.link_my_invitations() returns integer
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

-- get_my_invitations: see 20261122006000_my_invitations.sql; matches the confirmed address only.
create or replace function public.get_my_invitations() returns jsonb
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
        'can_view', v.can_view,
        'party', jsonb_build_object(
          'id', p.id,
          'party_name', p.party_name,
          'party_type', p.party_type,
          'party_for', p.party_for,
          'guest_count', p.guest_count,
          'location', case when v.can_view then p.location end,
          'date', case when v.can_view then p.date end)) as item
    from public.party_invitations i
    join public.party_plans p on p.id = i.party_id
    cross join lateral (select private.can_view_party(p.id) as can_view) v
    where (select auth.uid()) is not null
      and i.status in ('accepted', 'declined', 'maybe')
      and (i.invited_user_id = (select auth.uid())
           or lower(i.invited_email) = lower((select private.confirmed_email())))
  ) answered
$$;

-- ---------------------------------------------------------------------------------------------
-- party_members: no inserts through the API; managers change permission_level and nothing else.
-- ---------------------------------------------------------------------------------------------
drop policy "party_members: owner and co_admin add" on public.party_members;
revoke insert, update on public.party_members from authenticated;
grant update (permission_level) on public.party_members to authenticated;

-- ---------------------------------------------------------------------------------------------
-- profiles: each user reads their own row only.
-- ---------------------------------------------------------------------------------------------
drop policy "profiles: read co-members" on public.profiles;

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
