-- RPC functions (POST /rest/v1/rpc/<name>). All security definer with an empty search_path and
-- schema-qualified names; EXECUTE only for the roles that call them.

-- ---------------------------------------------------------------------------------------------
-- get_user_party_permission: 'owner', 'co_admin', 'collaborator', 'view_only' or 'none'.
--
-- A caller may only ask about themselves: for anon/authenticated callers the answer is about
-- auth.uid(), and asking about anyone else (user_id_param <> auth.uid()) returns 'none' rather
-- than revealing another user's role. A null user_id_param means "me". The service role
-- (edge functions) may ask about any user. Public plans give non-members 'none': the app reads
-- them through public_party_plans in public view.
-- ---------------------------------------------------------------------------------------------
create function public.get_user_party_permission(party_id_param uuid, user_id_param uuid) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
begin
  if coalesce(auth.role(), '') = 'service_role' then
    return private.party_permission(party_id_param, user_id_param);
  end if;
  if v_caller is null or (user_id_param is not null and user_id_param <> v_caller) then
    return 'none';
  end if;
  return private.party_permission(party_id_param, v_caller);
end;
$$;
revoke all on function public.get_user_party_permission(uuid, uuid) from public;
grant execute on function public.get_user_party_permission(uuid, uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- get_invitation_by_token (docs/decisions.md#invitations-are-answered-in-one-transaction): what the invitation page shows, for any
-- signed-in caller holding the token (the token is the credential; invitations cannot be
-- listed). Counts the view. Answered and expired invitations are still returned with their
-- status and expires_at so the page can name the reason.
--   not found          -> P0002 'Invitation not found'
--   anonymous caller   -> 42501 'Sign in to view this invitation' (anon has no EXECUTE either,
--                         so through the API an anonymous caller gets 42501 permission denied)
-- Answer: { invitation: {id, party_id, invited_email, permission_level, response_type, status,
--           expires_at, created_at}, inviter_name, party: {id, party_type, party_name, party_for,
--           location, date, guest_count, budget, ideas} }
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
begin
  if auth.uid() is null then
    raise exception 'Sign in to view this invitation' using errcode = '42501';
  end if;

  update public.party_invitations i
     set view_count = i.view_count + 1
   where i.invitation_token = p_token
  returning i.* into v_inv;
  if not found then
    raise exception 'Invitation not found' using errcode = 'P0002';
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
revoke all on function public.get_invitation_by_token(text) from public, anon;
grant execute on function public.get_invitation_by_token(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- respond_to_invitation (docs/decisions.md#invitations-are-answered-in-one-transaction): answers a pending, unexpired invitation in one
-- transaction. Any signed-in caller holding the token may answer (the token is the credential).
--   anonymous                 -> 42501 'Sign in to answer this invitation'
--   p_response not accepted/declined -> 22023 'Invalid response'
--   no such token             -> P0002 'Invitation not found'
--   already accepted          -> P0001 'This invitation has already been accepted'
--   declined                  -> P0001 'This invitation has been declined'
--   other non-pending status  -> P0001 'This invitation is no longer valid'
--   expires_at < now()        -> P0001 'This invitation has expired'
-- Accepting sets status, responded_at and invited_user_id and upserts the membership with the
-- invitation's permission level (the party's owner never becomes a member of their own party).
-- Declining sets status and responded_at. Answer: {party_id, status, permission_level}.
-- ---------------------------------------------------------------------------------------------
create function public.respond_to_invitation(p_token text, p_response text) returns jsonb
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
    raise exception 'Invitation not found' using errcode = 'P0002';
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
revoke all on function public.respond_to_invitation(text, text) from public, anon;
grant execute on function public.respond_to_invitation(text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- link_my_invitations: after sign-in, attaches the invitations sent to the caller's e-mail (the
-- e-mail claim of their JWT, compared case-insensitively) to their user id. Never re-links an
-- answered invitation that already belongs to someone else. Returns how many rows changed.
-- ---------------------------------------------------------------------------------------------
create function public.link_my_invitations() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_email text := nullif(btrim(auth.email()), '');
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
