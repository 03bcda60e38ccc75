-- Statuses the API answers for the invitation RPCs and bounds on what invitation rows may hold.
--
-- 1. 'Invitation not found' was raised as P0002, which PostgREST (hosted and local alike) maps to
--    HTTP 500: a stale or mistyped invitation link answered like a server fault. PostgREST turns
--    SQLSTATE 'PTnnn' into HTTP nnn, so the three RPCs now raise PT404 (404, body code 'PT404').
--    Nothing else in them changes; CREATE OR REPLACE keeps their grants.
-- 2. invited_email and invitation_token are btree-indexed. A value too big for a btree entry made
--    Postgres fail with 54000 (HTTP 500); bounded lengths turn that into a 23514 check violation
--    (HTTP 400). 320 characters is the longest valid e-mail address; tokens are 64 hex digits.

alter table public.party_invitations
  add constraint party_invitations_invited_email_length_check check (char_length(invited_email) <= 320),
  add constraint party_invitations_invitation_token_length_check check (char_length(invitation_token) <= 256);

-- get_invitation_by_token: see 20261122000300_functions.sql; not found -> PT404 'Invitation not found'.
create or replace function public.get_invitation_by_token(p_token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inv public.party_invitations%rowtype;
  v_party public.party_plans%rowtype;
  v_inviter_name text;
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

  return jsonb_build_object(
    'invitation', jsonb_build_object(
      'id', v_inv.id,
      'party_id', v_inv.party_id,
      'invited_email', v_inv.invited_email,
      'permission_level', v_inv.permission_level,
      'response_type', v_inv.response_type,
      'status', v_inv.status,
      'expires_at', v_inv.expires_at,
      'created_at', v_inv.created_at),
    'inviter_name', v_inviter_name,
    'party', jsonb_build_object(
      'id', v_party.id,
      'party_type', v_party.party_type,
      'party_name', v_party.party_name,
      'party_for', v_party.party_for,
      'location', v_party.location,
      'date', v_party.date,
      'guest_count', v_party.guest_count,
      'budget', v_party.budget,
      'ideas', v_party.ideas));
end;
$$;

-- respond_to_invitation: see 20261122000300_functions.sql; no such token -> PT404 'Invitation not found'.
create or replace function public.respond_to_invitation(p_token text, p_response text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_inv public.party_invitations%rowtype;
begin
  if v_uid is null then
    raise exception 'Sign in to answer this invitation' using errcode = '42501';
  end if;
  if p_response is null or p_response not in ('accepted', 'declined') then
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
  elsif v_inv.status <> 'pending' then
    raise exception 'This invitation is no longer valid';
  elsif v_inv.expires_at < now() then
    raise exception 'This invitation has expired';
  end if;

  if p_response = 'accepted' then
    update public.party_invitations
       set status = 'accepted', responded_at = now(), invited_user_id = v_uid
     where id = v_inv.id;
    if not exists (select 1 from public.party_plans p where p.id = v_inv.party_id and p.user_id = v_uid) then
      insert into public.party_members (party_id, user_id, permission_level)
      values (v_inv.party_id, v_uid, v_inv.permission_level)
      on conflict (party_id, user_id) do update set permission_level = excluded.permission_level;
    end if;
  else
    update public.party_invitations
       set status = 'declined', responded_at = now()
     where id = v_inv.id;
  end if;

  return jsonb_build_object(
    'party_id', v_inv.party_id,
    'status', p_response,
    'permission_level', v_inv.permission_level);
end;
$$;

-- resend_invitation: see 20261122003000_collaboration.sql; no such invitation / no right -> PT404 'Invitation not found'.
create or replace function public.resend_invitation(p_invitation_id uuid) returns public.party_invitations
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
