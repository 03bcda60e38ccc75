-- Row-level security for every table (docs/product.md#roles-and-permissions), the grants behind it, and the views of
-- docs/decisions.md#location-and-date-are-private.
--
-- Roles on a party:
--   owner         party_plans.user_id            read, edit, delete, toggle public, invite, chat, share
--   co_admin      party_members.permission_level read, edit, delete, toggle public, invite, chat, share
--   collaborator  party_members.permission_level read, edit the plan's content, chat, add vendors
--   view_only     party_members.permission_level read, chat
--   anyone else                                  public plans through public_party_plans only
-- The service role bypasses RLS (edge functions); everything not granted below is denied.

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

-- The caller and `other` belong to a common party (as owner or member): chat shows each other's names.
create function private.shares_party_with(other uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with mine as (
    select p.id as party_id from public.party_plans p where p.user_id = (select auth.uid())
    union
    select m.party_id from public.party_members m where m.user_id = (select auth.uid())
  ), theirs as (
    select p.id as party_id from public.party_plans p where p.user_id = other
    union
    select m.party_id from public.party_members m where m.user_id = other
  )
  select exists (select 1 from mine join theirs using (party_id))
$$;

revoke all on function
  private.party_permission(uuid, uuid), private.is_party_member(uuid), private.can_view_party(uuid),
  private.can_edit_party(uuid), private.can_manage_party(uuid), private.is_public_party(uuid),
  private.shares_party_with(uuid)
  from public;
grant execute on function
  private.party_permission(uuid, uuid), private.is_party_member(uuid), private.can_view_party(uuid),
  private.can_edit_party(uuid), private.can_manage_party(uuid), private.is_public_party(uuid),
  private.shares_party_with(uuid)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Baseline grants. Hosted Supabase's default privileges give the API roles ALL on every new
-- table; TRUNCATE, REFERENCES and TRIGGER ignore RLS, and anonymous visitors write nothing but
-- contact messages, so take those away and let the policies below decide the rest.
-- ---------------------------------------------------------------------------------------------
revoke truncate, references, trigger on
  public.profiles, public.party_plans, public.party_members, public.party_invitations,
  public.party_products, public.party_vendors, public.party_templates, public.party_chat_messages,
  public.canva_integrations, public.canva_oauth_states, public.contact_messages, public.orders,
  public.order_items
  from anon, authenticated;
revoke insert, update, delete on
  public.profiles, public.party_plans, public.party_members, public.party_invitations,
  public.party_products, public.party_vendors, public.party_templates, public.party_chat_messages,
  public.canva_integrations, public.canva_oauth_states, public.orders, public.order_items
  from anon;

alter table public.profiles enable row level security;
alter table public.party_plans enable row level security;
alter table public.party_members enable row level security;
alter table public.party_invitations enable row level security;
alter table public.party_products enable row level security;
alter table public.party_vendors enable row level security;
alter table public.party_templates enable row level security;
alter table public.party_chat_messages enable row level security;
alter table public.canva_integrations enable row level security;
alter table public.canva_oauth_states enable row level security;
alter table public.contact_messages enable row level security;
alter table public.orders enable row level security;
alter table public.order_items enable row level security;

-- ---------------------------------------------------------------------------------------------
-- profiles: a user reads and writes their own; co-members of a party read each other's.
-- is_pro / pro_since are written by the service role only (column privileges).
-- ---------------------------------------------------------------------------------------------
revoke insert, update on public.profiles from authenticated;
grant insert (id, full_name, email, bio, avatar_url, updated_at) on public.profiles to authenticated;
grant update (id, full_name, email, bio, avatar_url, updated_at) on public.profiles to authenticated;
revoke delete on public.profiles from authenticated;

create policy "profiles: read own" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "profiles: read co-members" on public.profiles
  for select to authenticated using (private.shares_party_with(id));
create policy "profiles: insert own" on public.profiles
  for insert to authenticated with check (id = (select auth.uid()));
create policy "profiles: update own" on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- party_plans: only the owner and members, never a public branch (docs/decisions.md#location-and-date-are-private: public
-- plans are read through public.public_party_plans, which omits location, date, special_requests).
-- ---------------------------------------------------------------------------------------------
create policy "party_plans: owner and members read" on public.party_plans
  for select to authenticated
  using (user_id = (select auth.uid()) or private.is_party_member(id));
create policy "party_plans: signed-in users create their own" on public.party_plans
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "party_plans: owner, co_admin and collaborators edit" on public.party_plans
  for update to authenticated
  using (private.can_edit_party(id))
  with check (private.can_edit_party(id));
create policy "party_plans: owner and co_admin delete" on public.party_plans
  for delete to authenticated
  using (private.can_manage_party(id));

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

create trigger party_plans_guard_update before update on public.party_plans
  for each row execute function private.guard_party_plan_update();

-- ---------------------------------------------------------------------------------------------
-- party_members: owner and members read; owner and co_admin manage; a member may leave.
-- ---------------------------------------------------------------------------------------------
create policy "party_members: owner and members read" on public.party_members
  for select to authenticated
  using (private.can_view_party(party_id));
create policy "party_members: owner and co_admin add" on public.party_members
  for insert to authenticated
  with check (private.can_manage_party(party_id));
create policy "party_members: owner and co_admin change levels" on public.party_members
  for update to authenticated
  using (private.can_manage_party(party_id))
  with check (private.can_manage_party(party_id));
create policy "party_members: owner and co_admin remove, members leave" on public.party_members
  for delete to authenticated
  using (private.can_manage_party(party_id) or user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- party_invitations: the party's owner and co_admins manage them; the invitee (by user id or by
-- the e-mail in their JWT) reads their own. Answering goes through respond_to_invitation() and
-- linking through link_my_invitations(); invitees get no general UPDATE.
-- ---------------------------------------------------------------------------------------------
create policy "party_invitations: owner and co_admin read" on public.party_invitations
  for select to authenticated
  using (private.can_manage_party(party_id));
create policy "party_invitations: invitee reads own" on public.party_invitations
  for select to authenticated
  using (invited_user_id = (select auth.uid()) or lower(invited_email) = lower((select auth.email())));
create policy "party_invitations: owner and co_admin invite" on public.party_invitations
  for insert to authenticated
  with check (
    private.can_manage_party(party_id)
    and invited_by = (select auth.uid())
    and status = 'pending'
    and invited_user_id is null
    and responded_at is null
  );
create policy "party_invitations: owner and co_admin update" on public.party_invitations
  for update to authenticated
  using (private.can_manage_party(party_id))
  with check (private.can_manage_party(party_id));
create policy "party_invitations: owner and co_admin delete" on public.party_invitations
  for delete to authenticated
  using (private.can_manage_party(party_id));

-- ---------------------------------------------------------------------------------------------
-- party_chat_messages: owner and members of every level read and post as themselves.
-- ---------------------------------------------------------------------------------------------
revoke update, delete on public.party_chat_messages from authenticated;
create policy "party_chat_messages: owner and members read" on public.party_chat_messages
  for select to authenticated
  using (private.can_view_party(party_id));
create policy "party_chat_messages: owner and members post as themselves" on public.party_chat_messages
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.can_view_party(party_id));

-- ---------------------------------------------------------------------------------------------
-- party_vendors / party_products: readable with the plan, and by anyone when the plan is public
-- (public view lists them read-only); written by those who may edit the plan.
-- ---------------------------------------------------------------------------------------------
create policy "party_vendors: readable with the plan or when public" on public.party_vendors
  for select to anon, authenticated
  using (private.is_public_party(party_id) or private.can_view_party(party_id));
create policy "party_vendors: editors add" on public.party_vendors
  for insert to authenticated
  with check (private.can_edit_party(party_id) and (created_by is null or created_by = (select auth.uid())));
create policy "party_vendors: editors update" on public.party_vendors
  for update to authenticated
  using (private.can_edit_party(party_id))
  with check (private.can_edit_party(party_id));
create policy "party_vendors: editors delete" on public.party_vendors
  for delete to authenticated
  using (private.can_edit_party(party_id));

create policy "party_products: readable with the plan or when public" on public.party_products
  for select to anon, authenticated
  using (private.is_public_party(party_id) or private.can_view_party(party_id));
create policy "party_products: editors add" on public.party_products
  for insert to authenticated
  with check (private.can_edit_party(party_id));
create policy "party_products: editors update" on public.party_products
  for update to authenticated
  using (private.can_edit_party(party_id))
  with check (private.can_edit_party(party_id));
create policy "party_products: editors delete" on public.party_products
  for delete to authenticated
  using (private.can_edit_party(party_id));

-- ---------------------------------------------------------------------------------------------
-- party_templates: everyone reads; the plan's owner or co_admin shares; the creator removes.
-- ---------------------------------------------------------------------------------------------
revoke update on public.party_templates from authenticated;
create policy "party_templates: everyone reads" on public.party_templates
  for select to anon, authenticated
  using (true);
create policy "party_templates: owner and co_admin share" on public.party_templates
  for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and original_party_id is not null
    and private.can_manage_party(original_party_id)
  );
create policy "party_templates: creator deletes" on public.party_templates
  for delete to authenticated
  using (created_by = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- canva_integrations: tokens never reach the browser. The owner may see non-secret columns
-- (and public.canva_connection) and disconnect; the edge function writes with the service role.
-- canva_oauth_states: service role only.
-- ---------------------------------------------------------------------------------------------
revoke all on public.canva_integrations from anon, authenticated;
grant select (id, user_id, scope, expires_at, created_at, updated_at) on public.canva_integrations to authenticated;
grant delete on public.canva_integrations to authenticated;
create policy "canva_integrations: owner sees the connection" on public.canva_integrations
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "canva_integrations: owner disconnects" on public.canva_integrations
  for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.canva_oauth_states from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- contact_messages: anyone (anonymous too) may send; only the service role reads.
-- ---------------------------------------------------------------------------------------------
revoke all on public.contact_messages from anon, authenticated;
grant insert (first_name, last_name, email, phone, subject, message) on public.contact_messages to anon, authenticated;
create policy "contact_messages: anyone sends" on public.contact_messages
  for insert to anon, authenticated
  with check (true);

-- ---------------------------------------------------------------------------------------------
-- orders / order_items: the buyer reads their own; the service role writes (docs/decisions.md#prices-come-from-the-server).
-- ---------------------------------------------------------------------------------------------
revoke insert, update, delete on public.orders, public.order_items from authenticated;
create policy "orders: buyer reads own" on public.orders
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "order_items: buyer reads own" on public.order_items
  for select to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));

-- ---------------------------------------------------------------------------------------------
-- Views (security_invoker = false: they run as their owner, postgres, and do their own filtering).
-- Default privileges would grant ALL on them, and simple views are auto-updatable, so every
-- privilege but SELECT is revoked.
-- ---------------------------------------------------------------------------------------------

-- docs/decisions.md#location-and-date-are-private: public plans for everyone, without location, date and special_requests.
create view public.public_party_plans
with (security_invoker = false, security_barrier = true) as
  select
    p.id, p.user_id, p.party_name, p.party_type, p.party_for, p.guest_count, p.budget, p.ideas,
    p.ai_suggestions, p.selected_suggestions, p.party_timeline, p.photo_url, p.is_public,
    p.created_at, p.updated_at
  from public.party_plans p
  where p.is_public;
comment on view public.public_party_plans is
  'Public plans for Public Parties, Trending and public detail; location, date and special_requests are never exposed here.';
revoke all on public.public_party_plans from public, anon, authenticated, service_role;
grant select on public.public_party_plans to anon, authenticated, service_role;

-- The caller's design-tool connection, without its tokens.
create view public.canva_connection
with (security_invoker = false, security_barrier = true) as
  select c.user_id, c.scope, c.expires_at, c.created_at, c.updated_at
  from public.canva_integrations c
  where c.user_id = (select auth.uid());
comment on view public.canva_connection is 'The signed-in user''s design-tool connection (no tokens).';
revoke all on public.canva_connection from public, anon, authenticated, service_role;
grant select on public.canva_connection to authenticated, service_role;
