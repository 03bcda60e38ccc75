-- get_my_invitations: the home page's "Parties You're Invited To" (docs/product.md#landing, #invitation-states, #table-calls).
--
-- docs/product.md#table-calls reads these as party_invitations joined inner with party_plans. Under docs/decisions.md#location-and-date-are-private
-- only the owner and members may read a plan, so that join drops every declined (and 'maybe')
-- invitation: the invitee is not a member. docs/product.md#invitation-states wants those shown (red, yellow), so the list is
-- an RPC that returns, for the invitations sent to the caller (linked to their user id, or to
-- their e-mail in any case) that were answered, the invitation and a summary of its party.
-- Location and date are returned only to those who may view the party (owner or member), as the
-- rest of the schema does; a declined invitee sees the party's name, type and size.

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
           or lower(i.invited_email) = lower(nullif(btrim((select auth.email())), '')))
  ) answered
$$;

revoke all on function public.get_my_invitations() from public, anon;
grant execute on function public.get_my_invitations() to authenticated, service_role;

-- invited_user_id is how an answered invitation is found once it is linked to its user.
create index party_invitations_invited_user_idx on public.party_invitations (invited_user_id, created_at desc)
  where invited_user_id is not null;
