-- Policies that start from the caller's rows (docs/architecture.md#start-from-the-users-rows).
--
-- Every party policy asked a security-definer function about each row it looked at
-- (private.can_view_party(party_id), private.is_party_member(id), …). Postgres cannot see into
-- such a function, so it calls it once per row: a list that relies on row-level security to find
-- the caller's rows (My Parties) called it for every party in the table. Following Supabase's
-- guidance for fast policies, each party policy now compares the row's party with the set of the
-- caller's parties, `party_id in (select private.<set>())`: the set is read once per statement,
-- from the indexed user columns (party_plans.user_id, party_members.user_id), and kept in a hash.
-- Who may do what is unchanged:
--
--   private.viewable_party_ids()   owner or member of any level       (was can_view_party)
--   private.editable_party_ids()   owner, co_admin or collaborator    (was can_edit_party)
--   private.managed_party_ids()    owner or co_admin                  (was can_manage_party)
--   private.member_party_ids()     member of any level, not owner     (was is_party_member)
--
-- The per-party functions stay for RPCs and triggers, which ask about one party at a time.

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

-- A user's memberships with their levels, read from the index alone.
drop index public.party_members_user_id_idx;
create index party_members_user_id_idx on public.party_members (user_id) include (party_id, permission_level);

-- ---------------------------------------------------------------------------------------------
-- party_plans
-- ---------------------------------------------------------------------------------------------
alter policy "party_plans: owner and members read" on public.party_plans
  using (user_id = (select auth.uid()) or id in (select private.member_party_ids()));
alter policy "party_plans: owner, co_admin and collaborators edit" on public.party_plans
  using (id in (select private.editable_party_ids()))
  with check (id in (select private.editable_party_ids()));
alter policy "party_plans: owner and co_admin delete" on public.party_plans
  using (id in (select private.managed_party_ids()));

-- ---------------------------------------------------------------------------------------------
-- party_members
-- ---------------------------------------------------------------------------------------------
alter policy "party_members: owner and members read" on public.party_members
  using (party_id in (select private.viewable_party_ids()));
alter policy "party_members: owner and co_admin change levels" on public.party_members
  using (party_id in (select private.managed_party_ids()))
  with check (party_id in (select private.managed_party_ids()));
alter policy "party_members: owner and co_admin remove, members leave" on public.party_members
  using (party_id in (select private.managed_party_ids()) or user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- party_invitations
-- ---------------------------------------------------------------------------------------------
alter policy "party_invitations: owner and co_admin read" on public.party_invitations
  using (party_id in (select private.managed_party_ids()));
alter policy "party_invitations: owner and co_admin invite" on public.party_invitations
  with check (
    party_id in (select private.managed_party_ids())
    and invited_by = (select auth.uid())
    and status = 'pending'
    and invited_user_id is null
    and responded_at is null
  );
alter policy "party_invitations: owner and co_admin update" on public.party_invitations
  using (party_id in (select private.managed_party_ids()))
  with check (party_id in (select private.managed_party_ids()));
alter policy "party_invitations: owner and co_admin delete" on public.party_invitations
  using (party_id in (select private.managed_party_ids()));

-- ---------------------------------------------------------------------------------------------
-- party_chat_messages
-- ---------------------------------------------------------------------------------------------
alter policy "party_chat_messages: owner and members read" on public.party_chat_messages
  using (party_id in (select private.viewable_party_ids()));
alter policy "party_chat_messages: owner and members post as themselves" on public.party_chat_messages
  with check (user_id = (select auth.uid()) and party_id in (select private.viewable_party_ids()));

-- ---------------------------------------------------------------------------------------------
-- party_vendors, party_products
-- ---------------------------------------------------------------------------------------------
alter policy "party_vendors: owner and members read" on public.party_vendors
  using (party_id in (select private.viewable_party_ids()));
alter policy "party_vendors: editors add" on public.party_vendors
  with check (party_id in (select private.editable_party_ids()) and (created_by is null or created_by = (select auth.uid())));
alter policy "party_vendors: editors update" on public.party_vendors
  using (party_id in (select private.editable_party_ids()))
  with check (party_id in (select private.editable_party_ids()));
alter policy "party_vendors: editors delete" on public.party_vendors
  using (party_id in (select private.editable_party_ids()));

-- A visitor's read of a public party's products is per product (its text is checked against the
-- plan's stored matchers); members read through the set.
alter policy "party_products: readable with the plan, or when public and naming nothing private" on public.party_products
  using (
    party_id in (select private.viewable_party_ids())
    or private.is_public_safe_product(party_id, concat_ws(' ', product_name, title)));
alter policy "party_products: editors add" on public.party_products
  with check (party_id in (select private.editable_party_ids()));
alter policy "party_products: editors update" on public.party_products
  using (party_id in (select private.editable_party_ids()))
  with check (party_id in (select private.editable_party_ids()));
alter policy "party_products: editors delete" on public.party_products
  using (party_id in (select private.editable_party_ids()));

-- ---------------------------------------------------------------------------------------------
-- party_expenses, party_tasks
-- ---------------------------------------------------------------------------------------------
alter policy "party_expenses: editors read" on public.party_expenses
  using (party_id in (select private.editable_party_ids()));
alter policy "party_expenses: editors add" on public.party_expenses
  with check (party_id in (select private.editable_party_ids()) and (created_by is null or created_by = (select auth.uid())));
alter policy "party_expenses: editors update" on public.party_expenses
  using (party_id in (select private.editable_party_ids()))
  with check (party_id in (select private.editable_party_ids()));
alter policy "party_expenses: editors delete" on public.party_expenses
  using (party_id in (select private.editable_party_ids()));

alter policy "party_tasks: owner and members read" on public.party_tasks
  using (party_id in (select private.viewable_party_ids()));
alter policy "party_tasks: editors add" on public.party_tasks
  with check (party_id in (select private.editable_party_ids()) and (created_by is null or created_by = (select auth.uid())));
alter policy "party_tasks: editors update" on public.party_tasks
  using (party_id in (select private.editable_party_ids()))
  with check (party_id in (select private.editable_party_ids()));
alter policy "party_tasks: editors delete" on public.party_tasks
  using (party_id in (select private.editable_party_ids()));

-- ---------------------------------------------------------------------------------------------
-- party_guests, party_guest_private
-- ---------------------------------------------------------------------------------------------
alter policy "party_guests: owner and members read" on public.party_guests
  using (party_id in (select private.viewable_party_ids()));
alter policy "party_guest_private: owner and co_admin read" on public.party_guest_private
  using (party_id in (select private.managed_party_ids()));

-- ---------------------------------------------------------------------------------------------
-- party_templates: sharing needs the plan's owner or a co_admin.
-- ---------------------------------------------------------------------------------------------
alter policy "party_templates: owner and co_admin share" on public.party_templates
  with check (
    created_by = (select auth.uid())
    and original_party_id is not null
    and original_party_id in (select private.managed_party_ids())
  );

-- ---------------------------------------------------------------------------------------------
-- order_items: the buyer's orders as a set, not a lookup per line.
-- ---------------------------------------------------------------------------------------------
alter policy "order_items: buyer reads own" on public.order_items
  using (order_id in (select o.id from public.orders o where o.user_id = (select auth.uid())));
