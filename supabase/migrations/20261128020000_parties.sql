-- Party plans and their members, and the predicates every party policy is built on.
--
-- Roles on a party:
--   owner         party_plans.user_id            read, edit, delete, toggle public, invite, chat, share
--   co_admin      party_members.permission_level read, edit, delete, toggle public, invite, chat, share
--   collaborator  party_members.permission_level read, edit the plan's content, chat, add vendors
--   view_only     party_members.permission_level read, chat
--   anyone else                                  public plans through public_party_plans only
--
-- party_plans.time_of_day   the start time; private like the date (owner and members only, never in
--                           public_party_plans, templates or public texts).
-- party_plans.details       the type-specific answers (holiday, wedding type and partners' names,
--                           birthday age, company and corporate event type, graduation level and
--                           graduate's name, baby shower type) as one typed JSON object, checked
--                           against the plan's party type and the product's lists.

-- ---------------------------------------------------------------------------------------------
-- The details' shape. Keys and lists mirror supabase/functions/_shared/party-constants.ts.
-- ---------------------------------------------------------------------------------------------
create function private.party_details_ok(p_party_type text, p_details jsonb, p_names_allowed boolean) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_key text;
  v_value jsonb;
  v_text text;
  v_allowed text[] := case p_party_type
    when 'Birthday Party' then array['birthdayAge']
    when 'Corporate Event' then array['companyName', 'corporateEventType']
    when 'Wedding/Engagement' then array['weddingType', 'partner1Name', 'partner2Name']
    when 'Graduation' then array['graduationLevel', 'graduateName']
    when 'Holiday Party' then array['selectedHoliday']
    when 'Baby Shower' then array['babyShowerType']
    else array[]::text[] end;
  v_names constant text[] := array['partner1Name', 'partner2Name', 'companyName', 'graduateName'];
begin
  if p_details is null then
    return true;
  end if;
  if jsonb_typeof(p_details) <> 'object' then
    return false;
  end if;
  for v_key, v_value in select e.key, e.value from jsonb_each(p_details) e loop
    if not (v_key = any (v_allowed)) or (not p_names_allowed and v_key = any (v_names)) then
      return false;
    end if;
    if v_key = 'birthdayAge' then
      if jsonb_typeof(v_value) <> 'number' or (v_value #>> '{}')::numeric not between 0 and 129
         or (v_value #>> '{}')::numeric <> trunc((v_value #>> '{}')::numeric) then
        return false;
      end if;
      continue;
    end if;
    if jsonb_typeof(v_value) <> 'string' then
      return false;
    end if;
    v_text := v_value #>> '{}';
    if v_text <> btrim(v_text) or v_text = '' then
      return false;
    end if;
    if v_key in ('partner1Name', 'partner2Name') and char_length(v_text) > 100 then
      return false;
    elsif v_key in ('companyName', 'graduateName') and char_length(v_text) > 200 then
      return false;
    elsif v_key = 'selectedHoliday' and v_text not in (
      'Christmas', 'New Year''s', 'Halloween', 'Thanksgiving', 'Valentine''s Day', '4th of July', 'Easter',
      'St. Patrick''s Day', 'Mother''s Day', 'Father''s Day', 'Memorial Day', 'Labor Day', 'Cinco de Mayo', 'Mardi Gras') then
      return false;
    elsif v_key = 'weddingType' and v_text not in (
      'Engagement Party', 'Wedding Ceremony', 'Wedding Reception', 'Bridal Shower', 'Bachelor/Bachelorette Party', 'Rehearsal Dinner') then
      return false;
    elsif v_key = 'corporateEventType' and v_text not in (
      'Team Building', 'Product Launch', 'Holiday Party', 'Retirement Party', 'Promotion Celebration',
      'Company Anniversary', 'Award Ceremony', 'Conference') then
      return false;
    elsif v_key = 'graduationLevel' and v_text not in (
      'High School', 'College/University', 'Graduate School (Masters)', 'Graduate School (PhD)',
      'Professional Certification', 'Trade School') then
      return false;
    elsif v_key = 'babyShowerType' and v_text not in (
      'Traditional', 'Co-ed', 'Virtual', 'Gender Reveal Party', 'Sip and See', 'Diaper Party') then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

revoke all on function private.party_details_ok(text, jsonb, boolean) from public;

grant execute on function private.party_details_ok(text, jsonb, boolean) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- party_plans
-- ---------------------------------------------------------------------------------------------
create table public.party_plans (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  party_name text,
  party_type text not null,
  party_for text,
  location text,
  date date,
  guest_count integer not null,
  budget text,
  ideas text,
  special_requests text,
  ai_suggestions jsonb,
  selected_suggestions jsonb,
  party_timeline jsonb,
  photo_url text,
  is_public boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint party_plans_party_type_check check (party_type in (
    'Birthday Party', 'Corporate Event', 'Wedding/Engagement', 'Graduation',
    'Housewarming', 'Holiday Party', 'Baby Shower', 'Casual Get-together')),
  constraint party_plans_budget_check check (budget in (
    'cheap', 'moderate', 'expensive',
    'under-500', '500-1000', '1000-2500', '2500-5000', 'over-5000')),
  constraint party_plans_guest_count_check check (guest_count >= 1),
  time_of_day time,
  details jsonb not null default '{}'::jsonb,
  constraint party_plans_details_check check (private.party_details_ok(party_type, details, true))
);

comment on column public.party_plans.location is 'Private (docs/decisions.md#location-and-date-are-private): readable only by the owner and members.';

comment on column public.party_plans.date is 'Private (docs/decisions.md#location-and-date-are-private): readable only by the owner and members.';

comment on column public.party_plans.special_requests is 'Private (docs/decisions.md#location-and-date-are-private): readable only by the owner and members.';

comment on column public.party_plans.photo_url is 'The generated party photo (storage public URL).';

-- My Parties: a user's plans newest first.
create index party_plans_user_id_created_at_idx on public.party_plans (user_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- party_members
-- ---------------------------------------------------------------------------------------------
create table public.party_members (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  permission_level text not null default 'view_only',
  created_at timestamptz not null default now(),
  constraint party_members_permission_level_check check (permission_level in ('view_only', 'collaborator', 'co_admin')),
  constraint party_members_party_id_user_id_key unique (party_id, user_id)
);

revoke truncate, references, trigger on public.party_plans from anon, authenticated;

revoke truncate, references, trigger on public.party_members from anon, authenticated;

revoke insert, update, delete on public.party_plans from anon;

revoke insert, update, delete on public.party_members from anon;

alter table public.party_plans enable row level security;

alter table public.party_members enable row level security;

revoke insert, update on public.party_members from authenticated;

grant update (permission_level) on public.party_members to authenticated;

comment on column public.party_plans.time_of_day is 'Private like the date (docs/decisions.md#location-and-date-are-private): readable only by the owner and members.';

comment on column public.party_plans.details is
  'The wizard''s type-specific answers (docs/product.md#party-plans): selectedHoliday, weddingType, partner1Name, partner2Name, birthdayAge (number), companyName, corporateEventType, graduationLevel, graduateName, babyShowerType; only the keys of the plan''s party type.';

create index party_members_user_id_idx on public.party_members (user_id) include (party_id, permission_level);

-- ---------------------------------------------------------------------------------------------
-- Helper predicates. Security definer so that policies on one table can consult another
-- without recursing through that table's policies; each answers for auth.uid() only.
-- ---------------------------------------------------------------------------------------------

-- The permission a user holds on a party: 'owner', 'co_admin', 'collaborator', 'view_only' or 'none'.
create function private.party_permission(p_party_id uuid, p_user_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_party_id is null or p_user_id is null then 'none'
    when exists (select 1 from public.party_plans p where p.id = p_party_id and p.user_id = p_user_id) then 'owner'
    else coalesce(
      (select m.permission_level from public.party_members m where m.party_id = p_party_id and m.user_id = p_user_id),
      'none')
  end
$$;

-- The caller is a member (any level) of the party. Owners are checked separately by the policies.
create function private.is_party_member(p_party_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.party_members m
    where m.party_id = p_party_id and m.user_id = (select auth.uid())
  )
$$;

-- Owner or member of any level: may read the plan, its members and chat, and chat.
create function private.can_view_party(p_party_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.party_permission(p_party_id, (select auth.uid())) <> 'none'
$$;

-- Owner, co_admin or collaborator: may edit the plan and its vendors and products.
create function private.can_edit_party(p_party_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.party_permission(p_party_id, (select auth.uid())) in ('owner', 'co_admin', 'collaborator')
$$;

-- Owner or co_admin: may invite, manage members and invitations, toggle public, share, delete.
create function private.can_manage_party(p_party_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.party_permission(p_party_id, (select auth.uid())) in ('owner', 'co_admin')
$$;

-- The party is public (its vendors and products are shown read-only in public view).
create function private.is_public_party(p_party_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.party_plans p where p.id = p_party_id and p.is_public)
$$;

revoke all on function
  private.party_permission(uuid, uuid), private.is_party_member(uuid), private.can_view_party(uuid),
  private.can_edit_party(uuid), private.can_manage_party(uuid), private.is_public_party(uuid)
  from public;

grant execute on function
  private.party_permission(uuid, uuid), private.is_party_member(uuid), private.can_view_party(uuid),
  private.can_edit_party(uuid), private.can_manage_party(uuid), private.is_public_party(uuid)
  to anon, authenticated, service_role;

-- Column rules the policies cannot express: nobody changes id or user_id (ownership does not
-- move), and only the owner or a co_admin changes is_public. Applies to the API roles only;
-- the service role and direct connections (migrations, seed) are trusted.
create function private.guard_party_plan_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.id is distinct from old.id or new.user_id is distinct from old.user_id then
    raise exception 'The owner of a party cannot be changed' using errcode = '42501';
  end if;
  if new.is_public is distinct from old.is_public
     and private.party_permission(old.id, (select auth.uid())) not in ('owner', 'co_admin') then
    raise exception 'Only the owner or a co-admin can make this party public or private' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.guard_party_plan_update() from public;

grant execute on function private.guard_party_plan_update() to anon, authenticated, service_role;

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

-- A member who leaves (or is removed) no longer owns tasks or counts as a payer there.
create function private.release_member_planning() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.party_tasks set owner_id = null where party_id = old.party_id and owner_id = old.user_id;
  update public.party_expenses set paid_by = null, paid_by_other = true where party_id = old.party_id and paid_by = old.user_id;
  return null;
end;
$$;

revoke all on function private.release_member_planning() from public;

grant execute on function private.release_member_planning() to authenticated, service_role;

-- Policies that start from the caller's rows (docs/architecture.md#start-from-the-users-rows).
--
-- Postgres cannot see into a security-definer function, so a policy asking one about each row
-- (private.can_view_party(party_id)) calls it once per row. Following Supabase's guidance for
-- fast policies, each party policy compares the row's party with the set of the caller's
-- parties, `party_id in (select private.<set>())`: the set is read once per statement, from the
-- indexed user columns (party_plans.user_id, party_members.user_id), and kept in a hash.
--
--   private.viewable_party_ids()   owner or member of any level       (as can_view_party)
--   private.editable_party_ids()   owner, co_admin or collaborator    (as can_edit_party)
--   private.managed_party_ids()    owner or co_admin                  (as can_manage_party)
--   private.member_party_ids()     member of any level, not owner     (as is_party_member)
--
-- The per-party functions above serve RPCs, triggers and storage policies, which ask about one
-- party at a time.

create function private.viewable_party_ids() returns setof uuid
language sql
stable
security definer
set search_path = ''
rows 20
as $$
  select p.id from public.party_plans p where p.user_id = (select auth.uid())
  union all
  select m.party_id from public.party_members m where m.user_id = (select auth.uid())
$$;

create function private.editable_party_ids() returns setof uuid
language sql
stable
security definer
set search_path = ''
rows 20
as $$
  select p.id from public.party_plans p where p.user_id = (select auth.uid())
  union all
  select m.party_id from public.party_members m
   where m.user_id = (select auth.uid()) and m.permission_level in ('co_admin', 'collaborator')
$$;

create function private.managed_party_ids() returns setof uuid
language sql
stable
security definer
set search_path = ''
rows 10
as $$
  select p.id from public.party_plans p where p.user_id = (select auth.uid())
  union all
  select m.party_id from public.party_members m
   where m.user_id = (select auth.uid()) and m.permission_level = 'co_admin'
$$;

create function private.member_party_ids() returns setof uuid
language sql
stable
security definer
set search_path = ''
rows 20
as $$
  select m.party_id from public.party_members m where m.user_id = (select auth.uid())
$$;

revoke all on function
  private.viewable_party_ids(), private.editable_party_ids(), private.managed_party_ids(), private.member_party_ids()
  from public;

grant execute on function
  private.viewable_party_ids(), private.editable_party_ids(), private.managed_party_ids(), private.member_party_ids()
  to anon, authenticated, service_role;

-- My Parties, starting from the user's rows (docs/architecture.md#start-from-the-users-rows): reads
-- the caller's own plans and memberships through their indexes and returns those plans, still
-- under row-level security (security invoker); the caller adds the order and the embedded
-- membership (`rpc/get_my_parties?select=*,party_members(permission_level)…`).
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

create trigger party_plans_touch_updated_at before update on public.party_plans
  for each row execute function private.touch_updated_at();

create trigger party_plans_guard_update before update on public.party_plans
  for each row execute function private.guard_party_plan_update();

create trigger party_members_release_planning after delete on public.party_members
  for each row execute function private.release_member_planning();

-- ---------------------------------------------------------------------------------------------
-- party_plans: only the owner and members, never a public branch (docs/decisions.md#location-and-date-are-private: public
-- plans are read through public.public_party_plans, which omits location, date, special_requests).
-- ---------------------------------------------------------------------------------------------
create policy "party_plans: owner and members read" on public.party_plans
  for select to authenticated
  using (user_id = (select auth.uid()) or id in (select private.member_party_ids()));

create policy "party_plans: signed-in users create their own" on public.party_plans
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "party_plans: owner, co_admin and collaborators edit" on public.party_plans
  for update to authenticated
  using (id in (select private.editable_party_ids()))
  with check (id in (select private.editable_party_ids()));

create policy "party_plans: owner and co_admin delete" on public.party_plans
  for delete to authenticated
  using (id in (select private.managed_party_ids()));

-- ---------------------------------------------------------------------------------------------
-- party_members: owner and members read; owner and co_admin manage; a member may leave.
-- ---------------------------------------------------------------------------------------------
create policy "party_members: owner and members read" on public.party_members
  for select to authenticated
  using (party_id in (select private.viewable_party_ids()));

create policy "party_members: owner and co_admin change levels" on public.party_members
  for update to authenticated
  using (party_id in (select private.managed_party_ids()))
  with check (party_id in (select private.managed_party_ids()));

create policy "party_members: owner and co_admin remove, members leave" on public.party_members
  for delete to authenticated
  using (party_id in (select private.managed_party_ids()) or user_id = (select auth.uid()));
