-- Party pages (My Parties, party detail): two RPCs.

-- ---------------------------------------------------------------------------------------------
-- party_plan_exists: lets the detail page tell 'Access Denied' (the party exists but the caller
-- may not see it) from 'Party Not Found'. Reveals nothing but existence, and only to someone who
-- already holds the party's id (an unguessable uuid, typically from a shared link).
-- ---------------------------------------------------------------------------------------------
create function public.party_plan_exists(p_party_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.party_plans p where p.id = p_party_id)
$$;
revoke all on function public.party_plan_exists(uuid) from public;
grant execute on function public.party_plan_exists(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- share_party_as_template: copies what the share dialog promises (party type, budget, guest
-- count, ideas; never location, date or special requests) into party_templates and makes the
-- plan public, in one transaction. Sharing again refreshes the same template rather than adding
-- a duplicate. Owner or co_admin only.
--   anonymous             -> 42501 'User not authenticated'
--   no such party / no right to share -> 42501 'You do not have permission to share this party'
-- Answer: the template's id.
-- ---------------------------------------------------------------------------------------------
create function public.share_party_as_template(p_party_id uuid) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_party public.party_plans%rowtype;
  v_template_id uuid;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if private.party_permission(p_party_id, v_uid) not in ('owner', 'co_admin') then
    raise exception 'You do not have permission to share this party' using errcode = '42501';
  end if;

  select p.* into v_party from public.party_plans p where p.id = p_party_id for update;

  update public.party_templates t
     set party_type = v_party.party_type,
         budget = v_party.budget,
         guest_count = v_party.guest_count,
         ideas = v_party.ideas,
         special_requests = null,
         created_at = now()
   where t.original_party_id = p_party_id and t.created_by = v_uid
  returning t.id into v_template_id;

  if v_template_id is null then
    insert into public.party_templates (original_party_id, party_type, budget, guest_count, ideas, special_requests, created_by)
    values (p_party_id, v_party.party_type, v_party.budget, v_party.guest_count, v_party.ideas, null, v_uid)
    returning id into v_template_id;
  end if;

  update public.party_plans set is_public = true where id = p_party_id and not is_public;
  return v_template_id;
end;
$$;
revoke all on function public.share_party_as_template(uuid) from public, anon;
grant execute on function public.share_party_as_template(uuid) to authenticated, service_role;
