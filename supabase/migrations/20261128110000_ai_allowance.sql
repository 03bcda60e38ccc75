-- The free plan's daily allowance of AI generations (docs/product.md#ai-allowance).
--
--   ai_allowance_settings   one row: how many generations a free account gets per UTC day
--   ai_generation_usage     generations used, per user per UTC day
--   consume_ai_generation   the one way a generation is counted (service role: the functions)
--   release_ai_generation   gives one back when the generation failed (service role)
--   my_ai_allowance         what the signed-in user has left today (the app's counter)
--
-- Pro comes from subscription rows (written by the payment webhook and the local checkout), never
-- from anything a browser can write. A user can read their own usage but never write it: no grant
-- on the table, and the counting RPCs are executable by the service role only.

-- ---------------------------------------------------------------------------------------------
-- Settings: one row, changed with SQL (or by the service role); the default is 20 a day.
-- ---------------------------------------------------------------------------------------------
create table public.ai_allowance_settings (
  id boolean primary key default true,
  daily_generations integer not null default 20,
  updated_at timestamptz not null default now(),
  constraint ai_allowance_settings_single_row check (id),
  constraint ai_allowance_settings_daily_generations_check check (daily_generations between 0 and 100000)
);

comment on table public.ai_allowance_settings is 'The free plan''s AI generations per UTC day (one row). Pro has no limit.';

-- ---------------------------------------------------------------------------------------------
-- Usage: one row per user per UTC day.
-- ---------------------------------------------------------------------------------------------
create table public.ai_generation_usage (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  used integer not null default 0,
  updated_at timestamptz not null default now(),
  primary key (user_id, day),
  constraint ai_generation_usage_used_check check (used >= 0)
);

comment on table public.ai_generation_usage is 'AI generations used per user per UTC day; written only through consume_ai_generation / release_ai_generation.';

alter table public.ai_allowance_settings enable row level security;

alter table public.ai_generation_usage enable row level security;

revoke all on public.ai_allowance_settings from anon, authenticated;

revoke all on public.ai_generation_usage from anon, authenticated;

grant select on public.ai_generation_usage to authenticated;

-- A party's one free first photo (docs/security.md #18). Someone who cannot edit a party brings
-- about at most one photo for it, ever, drawn as artwork and charged to nobody: generate-party-photo
-- claims it here first (one row per party, taken atomically, so concurrent calls get one claim
-- between them). A party that has had a photo by any path has its claim taken, so clearing the
-- column gives nothing back. Editors make and remake photos on their own allowance.
--
--   party_first_photo_claims   one row per party whose first photo was claimed (service role only)
--   claim_first_party_photo    takes the claim; false when it was taken already (service role)
--   release_first_party_photo  gives it back when making the photo failed (service role)

create table public.party_first_photo_claims (
  party_id uuid primary key references public.party_plans (id) on delete cascade,
  claimed_at timestamptz not null default now()
);

comment on table public.party_first_photo_claims is 'Parties whose one photo made by someone who cannot edit them has been claimed (generate-party-photo). Service role only.';

alter table public.party_first_photo_claims enable row level security;

revoke all on public.party_first_photo_claims from anon, authenticated;

-- ai_allowance_settings: no policy, no grant; my_ai_allowance() tells users the number.

-- ---------------------------------------------------------------------------------------------
-- private.has_pro: an active (or trialing) subscription whose paid period has not run out after a
-- cancellation. A subscription Stripe is still renewing (period passed, not cancelled) stays Pro.
-- ---------------------------------------------------------------------------------------------
create function private.has_pro(p_user_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.subscriptions s
     where s.user_id = p_user_id
       and s.status in ('active', 'trialing')
       and not (s.cancel_at_period_end and s.current_period_end is not null and s.current_period_end <= now())
  )
$$;

-- What a user has left today, as the app and the functions' 429 answer show it.
create function private.ai_allowance_of(p_user_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_day date := (now() at time zone 'utc')::date;
  v_limit integer;
  v_used integer;
begin
  select s.daily_generations into v_limit from public.ai_allowance_settings s where s.id;
  v_limit := coalesce(v_limit, 20);
  select u.used into v_used from public.ai_generation_usage u where u.user_id = p_user_id and u.day = v_day;
  v_used := coalesce(v_used, 0);
  return jsonb_build_object(
    'pro', private.has_pro(p_user_id),
    'limit', v_limit,
    'used', v_used,
    'remaining', greatest(v_limit - v_used, 0),
    'resets_at', to_char(((v_day + 1)::timestamp at time zone 'utc') at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- consume_ai_generation: counts one generation before it starts. One statement does the check and
-- the increment (INSERT ... ON CONFLICT DO UPDATE ... WHERE used < limit locks the row), so two
-- requests racing for the last generation cannot both get it. Pro members are not counted.
-- Answer: the allowance after this call plus 'allowed' and the 'day' it was counted on.
-- ---------------------------------------------------------------------------------------------
create function public.consume_ai_generation(p_user_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_day date := (now() at time zone 'utc')::date;
  v_limit integer;
  v_used integer;
begin
  if p_user_id is null then
    raise exception 'A user is required' using errcode = '22023';
  end if;
  if private.has_pro(p_user_id) then
    return private.ai_allowance_of(p_user_id) || jsonb_build_object('allowed', true, 'counted', false, 'day', v_day);
  end if;
  select s.daily_generations into v_limit from public.ai_allowance_settings s where s.id;
  v_limit := coalesce(v_limit, 20);
  if v_limit > 0 then
    insert into public.ai_generation_usage as u (user_id, day, used)
    values (p_user_id, v_day, 1)
    on conflict (user_id, day) do update
      set used = u.used + 1, updated_at = now()
      where u.used < v_limit
    returning u.used into v_used;
  end if;
  return private.ai_allowance_of(p_user_id) || jsonb_build_object('allowed', v_used is not null, 'counted', v_used is not null, 'day', v_day);
end;
$$;

-- release_ai_generation: the generation counted on p_day failed, so it costs nothing.
create function public.release_ai_generation(p_user_id uuid, p_day date) returns boolean
language sql
security definer
set search_path = ''
as $$
  with changed as (
    update public.ai_generation_usage u
       set used = u.used - 1, updated_at = now()
     where u.user_id = p_user_id and u.day = p_day and u.used > 0
    returning 1
  )
  select exists (select 1 from changed)
$$;

-- my_ai_allowance: the signed-in user's own allowance (the user comes from the JWT, never an argument).
create function public.my_ai_allowance() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Sign in to continue' using errcode = '42501';
  end if;
  return private.ai_allowance_of(v_uid);
end;
$$;

revoke all on function
  private.has_pro(uuid),
  private.ai_allowance_of(uuid),
  public.consume_ai_generation(uuid),
  public.release_ai_generation(uuid, date),
  public.my_ai_allowance()
  from public, anon, authenticated;

grant execute on function
  public.consume_ai_generation(uuid),
  public.release_ai_generation(uuid, date)
  to service_role;

grant execute on function public.my_ai_allowance() to authenticated;

-- Any photo saved on a plan (generated, regenerated, uploaded) takes the claim too.
create function private.claim_first_photo_on_save() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.party_first_photo_claims (party_id) values (new.id) on conflict (party_id) do nothing;
  return null;
end;
$$;

revoke all on function private.claim_first_photo_on_save() from public;

create function public.claim_first_party_photo(p_party_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.party_first_photo_claims (party_id) values (p_party_id) on conflict (party_id) do nothing;
  return found;
end;
$$;

create function public.release_first_party_photo(p_party_id uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.party_first_photo_claims c
   where c.party_id = p_party_id
     and not exists (select 1 from public.party_plans p where p.id = p_party_id and p.photo_url is not null)
$$;

revoke all on function public.claim_first_party_photo(uuid), public.release_first_party_photo(uuid) from public, anon, authenticated;

grant execute on function public.claim_first_party_photo(uuid), public.release_first_party_photo(uuid) to service_role;

create trigger ai_allowance_settings_touch_updated_at before update on public.ai_allowance_settings
  for each row execute function private.touch_updated_at();

create trigger party_plans_claim_first_photo after insert or update of photo_url on public.party_plans
  for each row when (new.photo_url is not null) execute function private.claim_first_photo_on_save();

create policy "ai_generation_usage: user reads own" on public.ai_generation_usage
  for select to authenticated
  using (user_id = (select auth.uid()));

insert into public.ai_allowance_settings (id, daily_generations) values (true, 20);

-- free_ai_allowance: the free plan's AI generations per UTC day, for the Pricing page, which
-- visitors read too (docs/product.md#static-pages). Only the number: ai_allowance_settings itself stays
-- without grants.
create function public.free_ai_allowance() returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select s.daily_generations from public.ai_allowance_settings s where s.id
$$;

revoke all on function public.free_ai_allowance() from public, anon, authenticated;
grant execute on function public.free_ai_allowance() to anon, authenticated;
