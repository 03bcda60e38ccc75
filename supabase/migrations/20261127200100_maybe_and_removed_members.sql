-- Two ways into a party that answering an invitation opened (issue 24, docs/security.md #15, #24):
--
-- #15 A member a manager removed could come back: their 'maybe' invitation still answered, so
--     respond_to_invitation(token, 'accepted') re-created the membership at the invitation's level,
--     and a pending invitation sent before the removal still worked. Removing a member now ends
--     their invitations to the party (the link then answers 404 and shows nothing), and changing an
--     answer never creates a membership: only answering a pending invitation does.
-- #24 A 'maybe' made the invitee a member at the invitation's full level, so a co-admin invitation
--     answered maybe could invite people or delete the party. A maybe is now a view-only member
--     (enough to look at the party before deciding, docs/decisions.md#maybe-is-view-only); accepting
--     grants the level the invitation offers. Going back from accepted to maybe drops to view-only
--     and keeps the level they had (a manager's change included) on the invitation, for when they
--     accept again.
--
-- Redefined: private.record_rsvp (20261125100010). New: private.end_removed_member_invitations and
-- its trigger on party_members.

create or replace function private.record_rsvp(p_inv public.party_invitations, p_uid uuid, p_response text) returns jsonb
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
revoke all on function private.record_rsvp(public.party_invitations, uuid, text) from public;

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

-- Members removed before this change: their answered invitations end now.
delete from public.party_invitations i
 where i.status in ('accepted', 'maybe')
   and i.invited_user_id is not null
   and not exists (select 1 from public.party_members m where m.party_id = i.party_id and m.user_id = i.invited_user_id)
   and not exists (select 1 from public.party_plans p where p.id = i.party_id and p.user_id = i.invited_user_id);

-- Maybes holding more than view-only: the level waits on the invitation until they accept.
update public.party_invitations i
   set permission_level = m.permission_level
  from public.party_members m
 where i.status = 'maybe' and m.party_id = i.party_id and m.user_id = i.invited_user_id
   and m.permission_level <> 'view_only'
   and not exists (select 1 from public.party_invitations a
                    where a.party_id = i.party_id and a.invited_user_id = i.invited_user_id and a.status = 'accepted');
update public.party_members m
   set permission_level = 'view_only'
 where m.permission_level <> 'view_only'
   and exists (select 1 from public.party_invitations i
                where i.party_id = m.party_id and i.invited_user_id = m.user_id and i.status = 'maybe')
   and not exists (select 1 from public.party_invitations a
                    where a.party_id = m.party_id and a.invited_user_id = m.user_id and a.status = 'accepted');
