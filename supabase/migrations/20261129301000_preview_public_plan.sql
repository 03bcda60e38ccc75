-- What Make Public (and Share as Template, which makes the plan public too) would publish, for the
-- confirmation that lists it (docs/decisions.md#make-public-confirms). Computed by the function
-- that writes the stored projection (private.public_plan_row), so the list is exactly what a
-- visitor would read: the same fields, redacted the same way. The matchers and the owner's id are
-- left out; they are never public.
--   anonymous, a stranger, a member who may not change the plan's visibility -> 42501
--   (the owner and co-admins may: private.guard_party_plan_update)
create function public.preview_public_plan(p_party_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_party public.party_plans%rowtype;
begin
  if auth.uid() is null or private.party_permission(p_party_id, auth.uid()) not in ('owner', 'co_admin') then
    raise exception 'Only the host and co-admins can make this party public' using errcode = '42501';
  end if;
  select p.* into v_party from public.party_plans p where p.id = p_party_id;
  return (
    select to_jsonb(r) - array['fact_patterns', 'request_fragments', 'user_id', 'created_at', 'updated_at']
      from private.public_plan_row(v_party) r);
end;
$$;

revoke all on function public.preview_public_plan(uuid) from public, anon;

grant execute on function public.preview_public_plan(uuid) to authenticated, service_role;
