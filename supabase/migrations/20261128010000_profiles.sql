-- ---------------------------------------------------------------------------------------------
-- profiles: one per auth user (handle_new_user below)
-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  email text,
  bio text,
  avatar_url text,
  is_pro boolean not null default false,
  pro_since timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is 'One row per auth user, created by a trigger on auth.users.';

comment on column public.profiles.is_pro is 'Pro subscription; written only by the service role (checkout webhook).';

revoke truncate, references, trigger on public.profiles from anon, authenticated;

revoke insert, update, delete on public.profiles from anon;

alter table public.profiles enable row level security;

-- ---------------------------------------------------------------------------------------------
-- profiles: a user reads and writes their own (co-members' names come from get_party_people).
-- is_pro / pro_since are written by the service role only (column privileges).
-- ---------------------------------------------------------------------------------------------
revoke insert, update on public.profiles from authenticated;

grant insert (id, full_name, email, bio, avatar_url, updated_at) on public.profiles to authenticated;

grant update (id, full_name, email, bio, avatar_url, updated_at) on public.profiles to authenticated;

revoke delete on public.profiles from authenticated;

-- A profile for every new auth user, filled from the sign-up metadata (e-mail sign-up sends
-- full_name; external providers send name/full_name and avatar_url/picture).
create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, full_name, avatar_url)
  values (
    new.id,
    new.email,
    coalesce(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), nullif(btrim(new.raw_user_meta_data ->> 'name'), '')),
    coalesce(nullif(new.raw_user_meta_data ->> 'avatar_url', ''), nullif(new.raw_user_meta_data ->> 'picture', ''))
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;

-- Keep profiles.email in step when the auth e-mail changes.
create function public.handle_user_email_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

revoke all on function public.handle_user_email_change() from public, anon, authenticated;

create trigger profiles_touch_updated_at before update on public.profiles
  for each row execute function private.touch_updated_at();

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

create policy "profiles: read own" on public.profiles
  for select to authenticated using (id = (select auth.uid()));

create policy "profiles: insert own" on public.profiles
  for insert to authenticated with check (id = (select auth.uid()));

create policy "profiles: update own" on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- Realtime: profile updates (profile cache).
alter publication supabase_realtime add table public.profiles;
