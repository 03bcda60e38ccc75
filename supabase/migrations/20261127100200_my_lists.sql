-- "Mine" lists start from the user's rows (docs/architecture.md#start-from-the-users-rows).
--
-- get_my_parties      My Parties. The app asked for every party_plans row and left the narrowing
--                     to row-level security, which had to look at every plan in the table. This
--                     reads the caller's own plans and memberships through their indexes and
--                     returns those plans, still under row-level security (security invoker): the
--                     same rows the table read gave; the caller adds the order and the embedded
--                     membership as before (`rpc/get_my_parties?select=*,party_members(permission_level)…`).
-- get_my_invitations  (20261125003000) the same answer; whether the caller may open each party now
--                     comes from one read of their parties instead of a permission lookup per row.

create function public.get_my_parties() returns setof public.party_plans
language sql
stable
set search_path = ''
rows 20
as $$
  select p.* from public.party_plans p where p.id in (select private.viewable_party_ids())
$$;
revoke all on function public.get_my_parties() from public, anon;
grant execute on function public.get_my_parties() to authenticated, service_role;

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
