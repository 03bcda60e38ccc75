-- Planning a party: the products found for its suggestions, its vendors, and the planning tools
-- (docs/product.md#planning-tools), a budget of expenses and a shared checklist.
--
--   party_products        retailer products; members read, editors change; a public party's
--                         products are read by visitors unless they name a private fact.
--   party_vendors         members only (addresses and phones tell the city).
--   party_expenses        what a party costs: category, estimated and actual amount in integer
--                         cents with a currency code, paid or not, who paid, an optional vendor.
--                         Editors only (owner, co_admin, collaborator); view-only members read the
--                         totals through party_budget_totals; visitors and strangers nothing.
--   party_tasks           the checklist: the timeline's items become tasks (kept in step by a
--                         trigger on party_plans), plus tasks editors add. Every member reads them;
--                         editors add, edit, reorder and delete.
--   set_party_task_done   ticking: any editor, or the task's owner even when view-only
--                         (docs/decisions.md#who-may-tick-a-task).
--   reorder_party_tasks   editors set the order of a phase's tasks in one call.
--   party_budget_totals   the sums every member may read.
-- Bad input (negative or huge amounts, an owner or payer who is not a member, a vendor of another
-- party) is refused with a clear message and a 4xx (23514 / 22023 → 400), changing nothing.

-- ---------------------------------------------------------------------------------------------
-- party_products (retailer products found for a plan's product suggestions)
-- ---------------------------------------------------------------------------------------------
create table public.party_products (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  product_name text not null,
  title text,
  asin text,
  price numeric(10, 2),
  rating numeric(2, 1),
  review_count integer,
  is_prime boolean not null default false,
  image_url text,
  affiliate_url text,
  created_at timestamptz not null default now(),
  constraint party_products_price_check check (price >= 0),
  constraint party_products_rating_check check (rating between 0 and 5),
  constraint party_products_review_count_check check (review_count >= 0)
);

create index party_products_party_id_created_at_idx on public.party_products (party_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- party_vendors
-- ---------------------------------------------------------------------------------------------
create table public.party_vendors (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  name text not null,
  category text not null,
  address text,
  phone text,
  website text,
  rating numeric(2, 1),
  review_count integer,
  price_level text,
  business_status text,
  photo_url text,
  source text not null default 'user_added',
  google_place_id text,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint party_vendors_name_check check (btrim(name) <> ''),
  constraint party_vendors_category_check check (category in (
    'Catering', 'Photography', 'DJ/Music', 'Venue', 'Decorations', 'Flowers', 'Entertainment',
    'Transportation', 'Equipment Rental', 'Bakery/Cakes', 'Bar Service', 'Event Planning', 'Other')),
  constraint party_vendors_rating_check check (rating between 1 and 5),
  constraint party_vendors_review_count_check check (review_count >= 0),
  constraint party_vendors_price_level_check check (price_level in ('$', '$$', '$$$', '$$$$')),
  constraint party_vendors_source_check check (source in ('user_added', 'google_places'))
);

create index party_vendors_party_id_created_at_idx on public.party_vendors (party_id, created_at desc);

create index party_vendors_created_by_idx on public.party_vendors (created_by);

revoke truncate, references, trigger on public.party_products from anon, authenticated;

revoke truncate, references, trigger on public.party_vendors from anon, authenticated;

revoke insert, update, delete on public.party_products from anon;

revoke insert, update, delete on public.party_vendors from anon;

alter table public.party_products enable row level security;

alter table public.party_vendors enable row level security;

-- ---------------------------------------------------------------------------------------------
-- party_expenses
-- ---------------------------------------------------------------------------------------------
create table public.party_expenses (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  description text not null,
  category text not null,
  estimated_cents bigint not null default 0,
  actual_cents bigint,
  currency text not null default 'USD',
  paid boolean not null default false,
  paid_by uuid references public.profiles (id) on delete set null,
  paid_by_other boolean not null default false,
  vendor_id uuid references public.party_vendors (id) on delete set null,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint party_expenses_description_check check (char_length(btrim(description)) between 1 and 200),
  -- The vendor categories of supabase/functions/_shared/party-constants.ts ('Other' included).
  constraint party_expenses_category_check check (category in (
    'Catering', 'Photography', 'DJ/Music', 'Venue', 'Decorations', 'Flowers', 'Entertainment',
    'Transportation', 'Equipment Rental', 'Bakery/Cakes', 'Bar Service', 'Event Planning', 'Other')),
  -- 0 to 10,000,000.00 (docs/decisions.md#money-is-integer-cents).
  constraint party_expenses_estimated_cents_check check (estimated_cents between 0 and 1000000000),
  constraint party_expenses_actual_cents_check check (actual_cents between 0 and 1000000000),
  constraint party_expenses_currency_check check (currency ~ '^[A-Z]{3}$'),
  constraint party_expenses_payer_check check (not (paid_by is not null and paid_by_other))
);

comment on table public.party_expenses is 'A party''s budget lines; amounts in integer cents (docs/decisions.md#money-is-integer-cents).';

create index party_expenses_party_id_created_at_idx on public.party_expenses (party_id, created_at);

create index party_expenses_vendor_id_idx on public.party_expenses (vendor_id);

create index party_expenses_paid_by_idx on public.party_expenses (paid_by);

create index party_expenses_created_by_idx on public.party_expenses (created_by);

-- ---------------------------------------------------------------------------------------------
-- party_tasks
-- ---------------------------------------------------------------------------------------------
create table public.party_tasks (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  phase text not null default 'preParty',
  title text not null,
  -- The relative label ('2 weeks before', 'Day of', '45 min in'); the due date is worked out from
  -- the party date on screen (src/features/planning/lib/due-dates.ts). due_date overrides it.
  timeframe text,
  due_date date,
  notes text,
  owner_id uuid references public.profiles (id) on delete set null,
  done boolean not null default false,
  done_at timestamptz,
  done_by uuid references public.profiles (id) on delete set null,
  position integer not null default 0,
  -- The timeline item this task came from (its task and timeframe text); null for added tasks.
  timeline_task text,
  timeline_timeframe text,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint party_tasks_phase_check check (phase in ('preParty', 'duringParty', 'afterParty')),
  constraint party_tasks_title_check check (char_length(btrim(title)) between 1 and 200),
  constraint party_tasks_timeframe_check check (char_length(timeframe) <= 60),
  constraint party_tasks_notes_check check (char_length(notes) <= 2000),
  constraint party_tasks_timeline_task_check check (char_length(timeline_task) <= 1000),
  constraint party_tasks_timeline_timeframe_check check (char_length(timeline_timeframe) <= 200)
);

comment on table public.party_tasks is 'The party checklist (docs/product.md#planning-tools).';

create index party_tasks_party_id_position_idx on public.party_tasks (party_id, phase, position);

-- My tasks: a user's open tasks across parties.
create index party_tasks_owner_open_idx on public.party_tasks (owner_id) where not done;

create index party_tasks_done_by_idx on public.party_tasks (done_by);

create index party_tasks_created_by_idx on public.party_tasks (created_by);

create unique index party_tasks_timeline_item_idx on public.party_tasks
  (party_id, phase, timeline_task, coalesce(timeline_timeframe, '')) where timeline_task is not null;

-- ---------------------------------------------------------------------------------------------
-- Row-level security and grants
-- ---------------------------------------------------------------------------------------------
alter table public.party_expenses enable row level security;

alter table public.party_tasks enable row level security;

revoke all on public.party_expenses from anon;

revoke all on public.party_tasks from anon;

revoke truncate, references, trigger on public.party_expenses from authenticated;

revoke truncate, references, trigger on public.party_tasks from authenticated;

grant select, insert, update, delete on public.party_expenses to authenticated;

grant select, insert, update, delete on public.party_tasks to authenticated;

-- Clear messages before the constraints answer, and the checks a constraint cannot make.
create function private.check_party_expense() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.party_id is distinct from old.party_id then
    raise exception 'An expense cannot move to another party' using errcode = '42501';
  end if;
  if new.description is null or char_length(btrim(new.description)) not between 1 and 200 then
    raise exception 'Describe the expense in 1 to 200 characters' using errcode = '23514';
  end if;
  if new.estimated_cents is null or new.estimated_cents not between 0 and 1000000000
     or (new.actual_cents is not null and new.actual_cents not between 0 and 1000000000) then
    raise exception 'Amounts must be between 0 and 10,000,000' using errcode = '23514';
  end if;
  if new.currency is null or new.currency !~ '^[A-Z]{3}$' then
    raise exception 'The currency must be a three-letter code such as USD' using errcode = '23514';
  end if;
  if exists (select 1 from public.party_expenses e
             where e.party_id = new.party_id and e.id <> new.id and e.currency <> new.currency) then
    raise exception 'All expenses of a party use one currency' using errcode = '23514';
  end if;
  if new.paid_by is not null and private.party_permission(new.party_id, new.paid_by) = 'none' then
    raise exception 'Whoever paid must be a member of this party' using errcode = '23514';
  end if;
  if new.vendor_id is not null
     and not exists (select 1 from public.party_vendors v where v.id = new.vendor_id and v.party_id = new.party_id) then
    raise exception 'The vendor must be one of this party''s vendors' using errcode = '23514';
  end if;
  if tg_op = 'INSERT' and (select count(*) from public.party_expenses e where e.party_id = new.party_id) >= 500 then
    raise exception 'A party can have at most 500 expenses' using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function private.check_party_expense() from public;

grant execute on function private.check_party_expense() to authenticated, service_role;

create function private.check_party_task() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.party_id is distinct from old.party_id then
    raise exception 'A task cannot move to another party' using errcode = '42501';
  end if;
  if new.title is null or char_length(btrim(new.title)) not between 1 and 200 then
    raise exception 'A task needs a title of 1 to 200 characters' using errcode = '23514';
  end if;
  if char_length(new.notes) > 2000 then
    raise exception 'Notes can be at most 2,000 characters' using errcode = '23514';
  end if;
  if char_length(new.timeframe) > 60 then
    raise exception 'The timeframe can be at most 60 characters' using errcode = '23514';
  end if;
  -- Who ticked and when are the server's to say: set when the tick changes, kept otherwise.
  if tg_op = 'INSERT' or new.done is distinct from old.done then
    new.done_at := case when new.done then now() end;
    new.done_by := case when new.done then auth.uid() end;
  else
    new.done_at := old.done_at;
    new.done_by := old.done_by;
  end if;
  if new.owner_id is not null and (tg_op = 'INSERT' or new.owner_id is distinct from old.owner_id)
     and private.party_permission(new.party_id, new.owner_id) = 'none' then
    raise exception 'The task''s owner must be a member of this party' using errcode = '23514';
  end if;
  if tg_op = 'INSERT' and (select count(*) from public.party_tasks t where t.party_id = new.party_id) >= 500 then
    raise exception 'A party can have at most 500 tasks' using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function private.check_party_task() from public;

grant execute on function private.check_party_task() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The timeline becomes tasks (docs/decisions.md#the-timeline-becomes-tasks). New items are added
-- as tasks at the end of their phase; a task whose item left the timeline is removed only while
-- nobody has touched it (not ticked, no owner, no notes, no due date, title unchanged). Ticked or
-- assigned tasks always stay.
-- ---------------------------------------------------------------------------------------------
-- The items of a timeline value (phase, task, timeframe, order), one per task and timeframe.
create function private.timeline_items_of(p_timeline jsonb)
returns table (phase text, task text, timeframe text, ord integer)
language sql
immutable
set search_path = ''
as $$
  select distinct on (x.phase, x.task, coalesce(x.timeframe, '')) x.phase, x.task, x.timeframe, x.ord
    from (
      select ph.phase,
             left(btrim(e.item ->> 'task'), 1000) as task,
             nullif(left(btrim(coalesce(e.item ->> 'timeframe', e.item ->> 'timing')), 200), '') as timeframe,
             (ph.n * 1000 + e.n)::integer as ord
        from (values ('preParty', 1), ('duringParty', 2), ('afterParty', 3)) as ph (phase, n)
        cross join lateral jsonb_array_elements(
          case when jsonb_typeof(p_timeline) = 'object' and jsonb_typeof(p_timeline -> ph.phase) = 'array'
               then p_timeline -> ph.phase else '[]'::jsonb end
        ) with ordinality as e (item, n)
       where jsonb_typeof(e.item) = 'object' and coalesce(btrim(e.item ->> 'task'), '') <> ''
    ) x
   order by x.phase, x.task, coalesce(x.timeframe, ''), x.ord
$$;

revoke all on function private.timeline_items_of(jsonb) from public;

grant execute on function private.timeline_items_of(jsonb) to authenticated, service_role;

create function private.sync_party_tasks(p_party_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_timeline jsonb;
begin
  select case when jsonb_typeof(p.selected_suggestions -> 'timeline') = 'object'
              then p.selected_suggestions -> 'timeline' else p.party_timeline end
    into v_timeline
    from public.party_plans p where p.id = p_party_id;

  delete from public.party_tasks t
   where t.party_id = p_party_id
     and t.timeline_task is not null
     and not t.done and t.owner_id is null and coalesce(t.notes, '') = '' and t.due_date is null
     and t.title = left(t.timeline_task, 200)
     and not exists (select 1 from private.timeline_items_of(v_timeline) i
                      where i.phase = t.phase and i.task = t.timeline_task
                        and coalesce(i.timeframe, '') = coalesce(t.timeline_timeframe, ''));

  insert into public.party_tasks (party_id, phase, title, timeframe, timeline_task, timeline_timeframe, position, created_by)
  select p_party_id, i.phase, left(i.task, 200), left(i.timeframe, 60), i.task, i.timeframe,
         coalesce((select max(t.position) from public.party_tasks t where t.party_id = p_party_id and t.phase = i.phase), 0)
           + row_number() over (partition by i.phase order by i.ord),
         null
    from private.timeline_items_of(v_timeline) i
   where not exists (select 1 from public.party_tasks t
                      where t.party_id = p_party_id and t.phase = i.phase and t.timeline_task = i.task
                        and coalesce(t.timeline_timeframe, '') = coalesce(i.timeframe, ''))
  on conflict do nothing;
end;
$$;

revoke all on function private.sync_party_tasks(uuid) from public;

grant execute on function private.sync_party_tasks(uuid) to authenticated, service_role;

create function private.sync_party_tasks_trigger() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.sync_party_tasks(new.id);
  return null;
end;
$$;

revoke all on function private.sync_party_tasks_trigger() from public;

grant execute on function private.sync_party_tasks_trigger() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- set_party_task_done (docs/decisions.md#who-may-tick-a-task): an editor, or the task's owner.
--   anonymous                      -> 42501
--   no such task / cannot see it   -> PT404 'Task not found'
--   neither editor nor owner       -> 42501 'Only editors and the task''s owner can tick it'
-- Answer: the task row as JSON.
-- ---------------------------------------------------------------------------------------------
create function public.set_party_task_done(p_task_id uuid, p_done boolean) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_task public.party_tasks%rowtype;
begin
  if v_uid is null then
    raise exception 'Sign in to tick tasks' using errcode = '42501';
  end if;
  if p_done is null then
    raise exception 'Say whether the task is done' using errcode = '22023';
  end if;
  select * into v_task from public.party_tasks t where t.id = p_task_id for update;
  if not found or private.party_permission(v_task.party_id, v_uid) = 'none' then
    raise exception 'Task not found' using errcode = 'PT404';
  end if;
  if private.party_permission(v_task.party_id, v_uid) not in ('owner', 'co_admin', 'collaborator')
     and v_task.owner_id is distinct from v_uid then
    raise exception 'Only editors and the task''s owner can tick it' using errcode = '42501';
  end if;
  update public.party_tasks t
     set done = p_done,
         done_at = case when p_done then now() end,
         done_by = case when p_done then v_uid end
   where t.id = p_task_id
  returning * into v_task;
  return to_jsonb(v_task);
end;
$$;

revoke all on function public.set_party_task_done(uuid, boolean) from public, anon;

grant execute on function public.set_party_task_done(uuid, boolean) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- reorder_party_tasks: editors give the new order of some of a party's tasks (positions 1..n in
-- the order given). Ids of other parties are refused.
-- ---------------------------------------------------------------------------------------------
create function public.reorder_party_tasks(p_party_id uuid, p_task_ids uuid[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.can_edit_party(p_party_id) then
    raise exception 'Only editors can reorder tasks' using errcode = '42501';
  end if;
  if p_task_ids is null or cardinality(p_task_ids) = 0 or cardinality(p_task_ids) > 500 then
    raise exception 'Give between 1 and 500 tasks' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_task_ids) as x (id)
              where not exists (select 1 from public.party_tasks t where t.id = x.id and t.party_id = p_party_id)) then
    raise exception 'Task not found' using errcode = 'PT404';
  end if;
  update public.party_tasks t
     set position = x.n
    from unnest(p_task_ids) with ordinality as x (id, n)
   where t.id = x.id and t.party_id = p_party_id;
end;
$$;

revoke all on function public.reorder_party_tasks(uuid, uuid[]) from public, anon;

grant execute on function public.reorder_party_tasks(uuid, uuid[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- party_budget_totals: what every member may know of the budget (view-only members see totals,
-- not the lines). Cents: estimated, actual (lines with an actual amount), projected (actual, else
-- estimated), paid (projected amount of paid lines). Visitors and strangers: PT404.
-- ---------------------------------------------------------------------------------------------
create function public.party_budget_totals(p_party_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_answer jsonb;
begin
  if private.party_permission(p_party_id, auth.uid()) = 'none' then
    raise exception 'Party not found' using errcode = 'PT404';
  end if;
  select jsonb_build_object(
           'count', count(*),
           'currency', coalesce(min(e.currency), 'USD'),
           'estimated', coalesce(sum(e.estimated_cents), 0),
           'actual', coalesce(sum(e.actual_cents), 0),
           'projected', coalesce(sum(coalesce(e.actual_cents, e.estimated_cents)), 0),
           'paid', coalesce(sum(coalesce(e.actual_cents, e.estimated_cents)) filter (where e.paid), 0))
    into v_answer
    from public.party_expenses e
   where e.party_id = p_party_id;
  return v_answer;
end;
$$;

revoke all on function public.party_budget_totals(uuid) from public, anon;

grant execute on function public.party_budget_totals(uuid) to authenticated, service_role;

create trigger party_expenses_touch_updated_at before update on public.party_expenses
  for each row execute function private.touch_updated_at();

create trigger party_expenses_check before insert or update on public.party_expenses
  for each row execute function private.check_party_expense();

create trigger party_tasks_touch_updated_at before update on public.party_tasks
  for each row execute function private.touch_updated_at();

create trigger party_tasks_check before insert or update on public.party_tasks
  for each row execute function private.check_party_task();

create trigger party_plans_sync_tasks_insert after insert on public.party_plans
  for each row execute function private.sync_party_tasks_trigger();

create trigger party_plans_sync_tasks_update after update of selected_suggestions, party_timeline on public.party_plans
  for each row
  when (old.selected_suggestions is distinct from new.selected_suggestions or old.party_timeline is distinct from new.party_timeline)
  execute function private.sync_party_tasks_trigger();

-- ---------------------------------------------------------------------------------------------
-- Editors (owner, co_admin, collaborator) add, update and delete a party's products, vendors,
-- expenses and tasks; the same three policies on each table. A row names its creator only as the
-- caller (products record none).
-- ---------------------------------------------------------------------------------------------
do $$
declare
  t text;
  editable constant text := 'party_id in (select private.editable_party_ids())';
begin
  foreach t in array array['party_vendors', 'party_products', 'party_expenses', 'party_tasks'] loop
    execute format('create policy %I on public.%I for insert to authenticated with check (%s)',
      t || ': editors add', t,
      case when t = 'party_products' then editable
           else editable || ' and (created_by is null or created_by = (select auth.uid()))' end);
    execute format('create policy %I on public.%I for update to authenticated using (%s) with check (%s)',
      t || ': editors update', t, editable, editable);
    execute format('create policy %I on public.%I for delete to authenticated using (%s)',
      t || ': editors delete', t, editable);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Reading: members read vendors and tasks, visitors a public party's products, editors expenses.
-- ---------------------------------------------------------------------------------------------
create policy "party_vendors: owner and members read" on public.party_vendors
  for select to authenticated
  using (party_id in (select private.viewable_party_ids()));

-- A visitor's read of a public party's products is per product (its text is checked against the
-- plan's stored matchers); members read through the set.
create policy "party_products: readable with the plan, or when public and naming nothing private" on public.party_products
  for select to anon, authenticated
  using (
    party_id in (select private.viewable_party_ids())
    or private.is_public_safe_product(party_id, concat_ws(' ', product_name, title)));

create policy "party_expenses: editors read" on public.party_expenses
  for select to authenticated
  using (party_id in (select private.editable_party_ids()));

create policy "party_tasks: owner and members read" on public.party_tasks
  for select to authenticated
  using (party_id in (select private.viewable_party_ids()));

-- Ticking is live for everyone on the page (filtered by the select policy per subscriber).
alter publication supabase_realtime add table public.party_tasks;
