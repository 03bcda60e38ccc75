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
--
-- Redefines public.get_party_guests (20261128060000_guests_and_rsvp.sql): the same answer without
-- co-planners.

create function private.counts_as_guest(p_response_type text, p_permission_level text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_response_type is distinct from 'collaboration' or p_permission_level is not distinct from 'view_only'
$$;

revoke all on function private.counts_as_guest(text, text) from public;

grant execute on function private.counts_as_guest(text, text) to authenticated, service_role;

create or replace function public.get_party_guests(p_party_id uuid) returns jsonb
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

revoke all on function public.get_party_guests(uuid) from public, anon;

grant execute on function public.get_party_guests(uuid) to authenticated, service_role;
